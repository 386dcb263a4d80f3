import { checkRates, currencyOrder, isStale, type RateEntry } from '@shim/common/approx-money-rates';
import { assertAccess, requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findRates, upsertRates, type ExchangeRateRecord } from './exchange-rate.repository';

/**
 * The exchange-rate table: won per unit of each visitor currency, read by every guest page for approximate
 * amounts (public), set by the administrator. Prices and payments never use it: they stay in won.
 */

export interface Rate {
  currency: string;
  wonPerUnit: number;
  effectiveDate: string;
  updatedAt: Date;
}

export interface RateTable {
  rates: Rate[];
  /** The oldest rate's date: the table is as fresh as its stalest rate. Null when there is no rate. */
  effectiveDate: string | null;
  /** Older than STALE_AFTER_DAYS today in Seoul. */
  stale: boolean;
}

/** The table as it is now, in the currencies' listed order. Anyone may read it. */
export async function exchangeRateTable(ctx: RequestContext): Promise<RateTable> {
  assertAccess(ctx, 'public');
  return tableOf(await findRates(ctx.publicReads), ctx.clock.today());
}

/** Sets the given currencies' rates (each checked; the first problem is a 400 in Korean). Administrators only. */
export async function setExchangeRates(ctx: RequestContext, entries: readonly RateEntry[]): Promise<RateTable> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const admin = requireUser(ctx);
  const checked = checkRates(entries, ctx.clock.today());
  if (typeof checked === 'string') throw AppError.badInput(checked);
  await upsertRates(ctx.em, checked, admin.id, ctx.clock.now());
  // Read back from the primary: a replica may not have the write yet.
  return tableOf(await findRates(ctx.em), ctx.clock.today());
}

function tableOf(rows: readonly ExchangeRateRecord[], today: string): RateTable {
  const rates = rows
    .map((row) => ({ ...row, wonPerUnit: Number(row.wonPerUnit) }))
    .sort((a, b) => currencyOrder(a.currency) - currencyOrder(b.currency));
  const effectiveDate = rates.reduce<string | null>(
    (oldest, rate) => (oldest === null || rate.effectiveDate < oldest ? rate.effectiveDate : oldest),
    null,
  );
  return { rates, effectiveDate, stale: isStale(effectiveDate, today) };
}
