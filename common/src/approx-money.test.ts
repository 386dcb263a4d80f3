import { describe, expect, it } from 'vitest';
import { approximateAmount, approxMoney, formatCurrencyAmount, LOCALE_CURRENCY } from './approx-money';
import { checkRates, isStale, rateProblem } from './approx-money-rates';
import { EXCHANGE_RATE_MESSAGES } from './exchange-rate-messages';

const RATES = [
  { currency: 'USD', wonPerUnit: 1380.5 },
  { currency: 'JPY', wonPerUnit: 9.21 },
  { currency: 'CNY', wonPerUnit: 190.12 },
  { currency: 'EUR', wonPerUnit: 1462 },
];

describe('approximateAmount', () => {
  it('keeps whole yen', () => {
    expect(approximateAmount(64_000, { currency: 'JPY', wonPerUnit: 9.21 })).toBe(6949);
    expect(approximateAmount(500, { currency: 'JPY', wonPerUnit: 9.21 })).toBe(54);
  });

  it('keeps whole units from 100 up and cents below', () => {
    expect(approximateAmount(64_000, { currency: 'USD', wonPerUnit: 1380.5 })).toBe(46.36);
    expect(approximateAmount(3_200_000, { currency: 'USD', wonPerUnit: 1380.5 })).toBe(2318);
    expect(approximateAmount(66_000, { currency: 'CNY', wonPerUnit: 190.12 })).toBe(347);
    expect(approximateAmount(19_000, { currency: 'CNY', wonPerUnit: 190.12 })).toBe(99.94);
  });

  it('gives nothing for a rate that is not a positive number', () => {
    expect(approximateAmount(64_000, { currency: 'USD', wonPerUnit: 0 })).toBeNull();
    expect(approximateAmount(64_000, { currency: 'USD', wonPerUnit: Number.NaN })).toBeNull();
  });
});

describe('approxMoney', () => {
  it('defaults each locale to its currency, Korean to none', () => {
    expect(LOCALE_CURRENCY).toEqual({ ko: null, en: 'USD', ja: 'JPY', 'zh-Hans': 'CNY' });
    expect(approxMoney(64_000, 'ko', RATES)).toBeNull();
  });

  it('writes the amount as the locale writes money, marked approximate', () => {
    expect(approxMoney(64_000, 'en', RATES)?.text).toBe('≈ US$46.36');
    expect(approxMoney(320_000, 'en', RATES)?.text).toBe('≈ US$232');
    expect(approxMoney(64_000, 'ja', RATES)?.text).toBe('約 ￥6,949');
    expect(approxMoney(66_000, 'zh-Hans', RATES)?.text).toBe('约 ¥347');
    expect(approxMoney(64_000, 'en', RATES, 'EUR')?.text).toBe('≈ €43.78');
  });

  it('says in its label that the charge is in won', () => {
    expect(approxMoney(64_000, 'en', RATES)?.label).toBe(
      'Approximately US$46.36. You are charged in Korean won (KRW).',
    );
    expect(approxMoney(64_000, 'ja', RATES)?.label).toContain('KRW');
    expect(approxMoney(66_000, 'zh-Hans', RATES)?.label).toContain('韩元');
  });

  it('shows nothing without a rate for the currency', () => {
    expect(approxMoney(64_000, 'en', [{ currency: 'JPY', wonPerUnit: 9.21 }])).toBeNull();
    expect(approxMoney(64_000, 'en', RATES, 'SGD')).toBeNull();
  });

  it('formats a currency of another locale with that locale’s symbols', () => {
    expect(formatCurrencyAmount(1500, 'TWD', 'en')).toBe('NT$1,500');
    expect(formatCurrencyAmount(47, 'USD', 'zh-Hans')).toBe('US$47.00');
  });
});

describe('rate rules', () => {
  const today = '2026-12-03';

  it('accepts a rate per unit with up to six decimals, typed or sent', () => {
    expect(rateProblem({ currency: 'USD', wonPerUnit: '1,380.50' }, today)).toBeNull();
    expect(rateProblem({ currency: 'JPY', wonPerUnit: 9.213456 }, today)).toBeNull();
    expect(checkRates([{ currency: 'USD', wonPerUnit: '1,380.50' }], today)).toEqual([
      { currency: 'USD', wonPerUnit: 1380.5, text: '1380.50', effectiveDate: today },
    ]);
  });

  it('refuses an unknown currency, a non-positive or too precise rate, and a slipped unit', () => {
    expect(rateProblem({ currency: 'KRW', wonPerUnit: 1 }, today)).toBe(EXCHANGE_RATE_MESSAGES.currencyUnknown('KRW'));
    expect(rateProblem({ currency: 'USD', wonPerUnit: -1380 }, today)).toBe(
      EXCHANGE_RATE_MESSAGES.rateNotNumber('USD'),
    );
    expect(rateProblem({ currency: 'USD', wonPerUnit: 'abc' }, today)).toBe(
      EXCHANGE_RATE_MESSAGES.rateNotNumber('USD'),
    );
    expect(rateProblem({ currency: 'USD', wonPerUnit: 0 }, today)).toBe(EXCHANGE_RATE_MESSAGES.rateNotNumber('USD'));
    expect(rateProblem({ currency: 'JPY', wonPerUnit: '9.1234567' }, today)).toBe(
      EXCHANGE_RATE_MESSAGES.rateTooPrecise('JPY'),
    );
    // The bank's 100엔당 quote typed as a per-yen rate.
    expect(rateProblem({ currency: 'JPY', wonPerUnit: 921 }, today)).toBe(
      'JPY 환율은 1엔당 3~30원 사이여야 합니다. 단위를 확인해주세요.',
    );
  });

  it('refuses a future or malformed effective date and a currency sent twice', () => {
    const future = { currency: 'USD', wonPerUnit: 1380, effectiveDate: '2026-12-04' };
    expect(rateProblem(future, today)).toBe(EXCHANGE_RATE_MESSAGES.effectiveDateInvalid);
    expect(rateProblem({ ...future, effectiveDate: '2026-02-30' }, today)).toBe(
      EXCHANGE_RATE_MESSAGES.effectiveDateInvalid,
    );
    const usd = { currency: 'USD', wonPerUnit: 1380 };
    expect(checkRates([usd, usd], today)).toBe(EXCHANGE_RATE_MESSAGES.currencyRepeated('USD'));
    expect(checkRates([], today)).toBe(EXCHANGE_RATE_MESSAGES.ratesRequired);
  });

  it('calls a table stale when it is older than three days', () => {
    expect(isStale('2026-11-30', today)).toBe(false);
    expect(isStale('2026-11-29', today)).toBe(true);
    expect(isStale(null, today)).toBe(false);
  });
});
