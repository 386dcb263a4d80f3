import { RATE_CURRENCIES, isRateCurrency, type RateCurrency } from './approx-money';
import { addDays, isValidIsoDate } from './dates';
import { EXCHANGE_RATE_MESSAGES as M } from './exchange-rate-messages';

/**
 * The rules of the exchange-rate table the admin keeps, shared by the console's form and the server's service.
 */

/** Rates older than this many days are flagged stale (the admin is asked to update them). */
export const STALE_AFTER_DAYS = 3;

/** Won per unit a rate must lie within: wide of any real rate, narrow enough to catch a slipped unit or digit. */
export const RATE_BOUNDS: Record<RateCurrency, { min: number; max: number }> = {
  USD: { min: 500, max: 3_000 },
  JPY: { min: 3, max: 30 },
  CNY: { min: 60, max: 600 },
  EUR: { min: 500, max: 3_500 },
  TWD: { min: 15, max: 150 },
  HKD: { min: 60, max: 600 },
  SGD: { min: 350, max: 3_000 },
};

/** The decimals a rate may carry (the column is numeric(14, 6)). */
export const RATE_DECIMALS = 6;

const DECIMAL = /^\d{1,8}(?:\.(\d+))?$/;
const bound = (value: number) => value.toLocaleString('ko-KR');

export interface RateEntry {
  currency: string;
  /** As typed (text) or sent (a number). */
  wonPerUnit: number | string;
  effectiveDate?: string | null;
}

/** A checked rate: the value as exact decimal text for the numeric column, and its number. */
export interface CheckedRate {
  currency: RateCurrency;
  wonPerUnit: number;
  text: string;
  effectiveDate: string;
}

/** The Korean message for what is wrong with one rate, or null when it may be saved. */
export function rateProblem(entry: RateEntry, today: string): string | null {
  if (!isRateCurrency(entry.currency)) return M.currencyUnknown(String(entry.currency ?? ''));
  const { currency } = entry;
  const text = rateText(entry.wonPerUnit);
  const match = DECIMAL.exec(text);
  if (!match || !(Number(text) > 0)) return M.rateNotNumber(currency);
  if ((match[1]?.length ?? 0) > RATE_DECIMALS) return M.rateTooPrecise(currency);
  const { min, max } = RATE_BOUNDS[currency];
  if (Number(text) < min || Number(text) > max) return M.rateOutOfBounds(currency, bound(min), bound(max));
  const date = entry.effectiveDate;
  if (date !== undefined && date !== null && date !== '' && (!isValidIsoDate(date) || date > today)) {
    return M.effectiveDateInvalid;
  }
  return null;
}

/** Every rate checked (the first problem thrown as its message), each dated `today` unless it says otherwise. */
export function checkRates(entries: readonly RateEntry[], today: string): CheckedRate[] | string {
  if (entries.length === 0) return M.ratesRequired;
  const seen = new Set<string>();
  const checked: CheckedRate[] = [];
  for (const entry of entries) {
    const problem = rateProblem(entry, today);
    if (problem) return problem;
    if (seen.has(entry.currency)) return M.currencyRepeated(entry.currency);
    seen.add(entry.currency);
    const text = rateText(entry.wonPerUnit);
    checked.push({
      currency: entry.currency as RateCurrency,
      wonPerUnit: Number(text),
      text,
      effectiveDate: entry.effectiveDate || today,
    });
  }
  return checked;
}

/** True when a table dated `effectiveDate` is older than STALE_AFTER_DAYS on `today`. */
export const isStale = (effectiveDate: string | null, today: string): boolean =>
  effectiveDate !== null && effectiveDate < addDays(today, -STALE_AFTER_DAYS);

/** The table's order: as RATE_CURRENCIES lists them. */
export const currencyOrder = (currency: string): number => RATE_CURRENCIES.indexOf(currency as RateCurrency);

// A float's shortest text (1380.5; 1e-7 stays exponent form and is refused); typed text loses its commas.
const rateText = (value: number | string): string =>
  typeof value === 'number'
    ? String(value)
    : String(value ?? '')
        .trim()
        .replaceAll(',', '');
