import type { Locale } from './locales';

/**
 * Approximate amounts in a visitor's currency beside the won price (docs/decisions/i18n-money.md). Prices and
 * payments stay in KRW; these figures only help a visitor from abroad read them, and always say so.
 */

/** The currencies the admin keeps a rate for: where most of Korea's visitors come from. */
export const RATE_CURRENCIES = ['USD', 'JPY', 'CNY', 'EUR', 'TWD', 'HKD', 'SGD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const isRateCurrency = (value: unknown): value is RateCurrency =>
  RATE_CURRENCIES.includes(value as RateCurrency);

/** One rate of the table: how many won one unit of `currency` buys (JPY: per 1 yen, not per 100). */
export interface ExchangeRateValue {
  currency: string;
  wonPerUnit: number;
}

/** The currency each locale's visitors see by default; Korean visitors see won only. */
export const LOCALE_CURRENCY: Record<Locale, RateCurrency | null> = {
  ko: null,
  en: 'USD',
  ja: 'JPY',
  'zh-Hans': 'CNY',
};

/**
 * `won` in the rate's currency, rounded as it is shown: JPY to the whole yen; others to the whole unit from
 * 100 up and to the cent below (US$46.36, but US$2,318). Null for a rate that is not a positive number.
 */
export function approximateAmount(won: number, rate: ExchangeRateValue): number | null {
  if (!Number.isFinite(won) || !(rate.wonPerUnit > 0) || !Number.isFinite(rate.wonPerUnit)) return null;
  const exact = won / rate.wonPerUnit;
  if (rate.currency === 'JPY' || Math.abs(exact) >= 100) return Math.round(exact);
  return Math.round(exact * 100) / 100;
}

/** The mark that says "approximately" in each translated locale, before the amount. */
export const APPROX_MARK: Record<Exclude<Locale, 'ko'>, string> = { en: '≈', ja: '約', 'zh-Hans': '约' };

/** What a screen reader and a hover say about the figure: it is an estimate, and the charge is in won. */
export const APPROX_LABEL: Record<Exclude<Locale, 'ko'>, (amount: string) => string> = {
  en: (amount) => `Approximately ${amount}. You are charged in Korean won (KRW).`,
  ja: (amount) => `約${amount}（目安）。お支払いは韓国ウォン（KRW）です。`,
  'zh-Hans': (amount) => `约${amount}（仅供参考）。实际以韩元（KRW）支付。`,
};

// World English writes US$ and NT$ (never a bare $ a visitor from Canada or Australia would misread).
const NUMBER_LOCALE: Record<Exclude<Locale, 'ko'>, string> = { en: 'en-001', ja: 'ja', 'zh-Hans': 'zh-Hans' };
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount as the locale writes money, with exactly the digits `approximateAmount` kept (US$46.36, ￥6,949). */
export function formatCurrencyAmount(amount: number, currency: string, locale: Exclude<Locale, 'ko'>): string {
  const cents = currency !== 'JPY' && Math.abs(amount) < 100;
  const key = `${locale}|${currency}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** What a price shows beside its won figure, or null when nothing should show (Korean, no rate). */
export interface ApproxMoney {
  /** `≈ US$46.36`, `約 ￥6,949`, `约 ¥347`. */
  text: string;
  /** The accessible description: approximate, charged in KRW. */
  label: string;
  currency: string;
  amount: number;
}

/** The approximate amount of `won` for a visitor of `locale`, from the table's rates; null when none applies. */
export function approxMoney(
  won: number,
  locale: Locale,
  rates: readonly ExchangeRateValue[],
  currency: string | null = LOCALE_CURRENCY[locale],
): ApproxMoney | null {
  if (locale === 'ko' || currency === null) return null;
  const rate = rates.find((item) => item.currency === currency);
  const amount = rate ? approximateAmount(won, rate) : null;
  if (amount === null) return null;
  const formatted = formatCurrencyAmount(amount, currency, locale);
  return { text: `${APPROX_MARK[locale]} ${formatted}`, label: APPROX_LABEL[locale](formatted), currency, amount };
}
