import type { RateCurrency } from './approx-money';

/**
 * The admin console's words for the exchange-rate table (환율), apart from the guests' catalogue: only the
 * console and the server import this file.
 */
export const CURRENCY_NAMES: Record<RateCurrency, string> = {
  USD: '미국 달러',
  JPY: '일본 엔',
  CNY: '중국 위안',
  EUR: '유로',
  TWD: '대만 달러',
  HKD: '홍콩 달러',
  SGD: '싱가포르 달러',
};

/** How the console names one unit of each currency (`1엔당 원`). */
export const CURRENCY_UNITS: Record<RateCurrency, string> = {
  USD: '달러',
  JPY: '엔',
  CNY: '위안',
  EUR: '유로',
  TWD: '대만 달러',
  HKD: '홍콩 달러',
  SGD: '싱가포르 달러',
};

export const EXCHANGE_RATE_MESSAGES = {
  ratesRequired: '저장할 환율을 한 개 이상 보내 주세요.',
  currencyUnknown: (currency: string) =>
    `지원하지 않는 통화입니다: ${currency.slice(0, 10)} (USD, JPY, CNY, EUR, TWD, HKD, SGD 중 하나)`,
  currencyRepeated: (currency: string) => `${currency} 환율이 두 번 들어 있습니다. 통화마다 한 번만 보내 주세요.`,
  rateNotNumber: (currency: string) => `${currency} 환율은 0보다 큰 숫자로 입력해주세요.`,
  rateTooPrecise: (currency: string) => `${currency} 환율은 소수점 아래 여섯 자리까지 입력할 수 있습니다.`,
  /** Bounds name the unit: the usual slip is the bank's per-100-yen quote typed as per yen. */
  rateOutOfBounds: (currency: RateCurrency, min: string, max: string) =>
    `${currency} 환율은 1${CURRENCY_UNITS[currency]}당 ${min}~${max}원 사이여야 합니다. 단위를 확인해주세요.`,
  effectiveDateInvalid: '기준일은 오늘이나 그 이전의 YYYY-MM-DD 날짜여야 합니다.',
  nothingChanged: '바뀐 환율이 없습니다. 환율이나 기준일을 고친 뒤 저장해주세요.',
  ratesSaved: '환율을 저장했습니다.',
  ratesSaveFailed: '환율을 저장하지 못했습니다.',
  ratesLoadFailed: '환율을 불러오지 못했습니다.',
  ratesStale: '환율이 3일 넘게 갱신되지 않았습니다. 오늘 환율로 저장해주세요.',
} as const;
