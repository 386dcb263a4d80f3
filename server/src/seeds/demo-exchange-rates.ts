import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateCurrency } from '@shim/common/approx-money';
import { ExchangeRate } from '../modules/exchange-rates/exchange-rate.entity';

/** Won per unit, close to late-2026 market rates: enough for the demo's approximate amounts. */
const DEMO_RATES: Record<RateCurrency, string> = {
  USD: '1465.20',
  JPY: '9.42',
  CNY: '205.80',
  EUR: '1702.35',
  TWD: '45.61',
  HKD: '188.40',
  SGD: '1128.70',
};

/** The exchange-rate table dated the day of seeding (no administrator set it). */
export function seedDemoExchangeRates(em: EntityManager, today: string): void {
  for (const [currency, wonPerUnit] of Object.entries(DEMO_RATES)) {
    em.create(ExchangeRate, { currency, wonPerUnit, effectiveDate: today, updatedBy: null });
  }
}
