import { useQuery } from '@apollo/client/react';
import { approxMoney, type ApproxMoney, type ExchangeRateValue } from '@shim/common/approx-money';
import type { Locale } from '@shim/common/locales';
import { ExchangeRatesDocument } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';

const NO_RATES: readonly ExchangeRateValue[] = [];

/**
 * The exchange-rate table, read once per visit (cache-first: the rates change daily, a page view never needs
 * them fresher). Korean pages never ask.
 */
export function useExchangeRates(locale: Locale): readonly ExchangeRateValue[] {
  const { data } = useQuery(ExchangeRatesDocument, { fetchPolicy: 'cache-first', skip: locale === 'ko' });
  return data?.exchangeRates.rates ?? NO_RATES;
}

/** The approximate amount of `won` for a visitor of `locale` (null: show nothing). */
export function useApproxMoney(won: number, locale: Locale, currency?: string | null): ApproxMoney | null {
  const rates = useExchangeRates(locale);
  return approxMoney(won, locale, rates, currency);
}

/** How an approximate amount reads: muted, marked (≈, 約, 约), and saying to assistive tech that won is charged. */
export function ApproxAmountText({ approx, className = '' }: { approx: ApproxMoney; className?: string }) {
  return (
    <span className={`text-sm text-stone-500 ${className}`} title={approx.label} data-approx-currency={approx.currency}>
      <span aria-hidden="true">{approx.text}</span>
      <span className="sr-only">{approx.label}</span>
    </span>
  );
}

/**
 * `<ApproxAmount won={64000} />` on an English page → `≈ US$46.36` beside a won price; nothing in Korean or without
 * a rate. `locale` defaults to the page's; `currency` overrides the locale's own (en → USD, ja → JPY, zh-Hans → CNY).
 */
export function ApproxAmount({
  won,
  locale,
  currency,
  className,
}: {
  won: number;
  locale?: Locale;
  currency?: string | null;
  className?: string;
}) {
  const pageLocale = useLocale();
  const approx = useApproxMoney(won, locale ?? pageLocale, currency);
  return approx ? <ApproxAmountText approx={approx} className={className} /> : null;
}
