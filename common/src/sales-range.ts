import { addDays, isValidIsoDate } from './dates';

/** The dashboards' period picker (docs/decisions/dashboards.md "Periods of the figures"). */
export const SALES_RANGES = ['TODAY', 'LAST_7_DAYS', 'THIS_MONTH', 'LAST_MONTH', 'LAST_12_MONTHS', 'CUSTOM'] as const;
export type SalesRangeKind = (typeof SALES_RANGES)[number];

export const SALES_RANGE_LABELS: Record<SalesRangeKind, string> = {
  TODAY: '오늘',
  LAST_7_DAYS: '최근 7일',
  THIS_MONTH: '이번 달',
  LAST_MONTH: '지난 달',
  LAST_12_MONTHS: '최근 12개월',
  CUSTOM: '직접 선택',
};

/** A custom period spans at most two years (731 days covers a leap day). */
export const MAX_RANGE_DAYS = 731;
/** Up to this many days a chart has a bar per day; longer periods have one per month. */
export const DAY_BUCKETS_MAX_DAYS = 62;

export const SALES_RANGE_MESSAGES = {
  invalidDate: '기간의 시작일과 종료일을 날짜(YYYY-MM-DD)로 골라 주세요.',
  reversed: '시작일이 종료일보다 늦어요. 기간을 다시 골라 주세요.',
  tooLong: '기간은 최대 2년까지 고를 수 있어요.',
  unknown: '알 수 없는 기간이에요.',
} as const;

/** Both ends included (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
}

export const rangeDays = ({ from, to }: DateRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Why a custom period cannot be shown, or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return SALES_RANGE_MESSAGES.invalidDate;
  if (from > to) return SALES_RANGE_MESSAGES.reversed;
  if (rangeDays({ from, to }) > MAX_RANGE_DAYS) return SALES_RANGE_MESSAGES.tooLong;
  return null;
}

/** `day` moved by whole months, the day kept but never past the month's end (03-31 − 1 month = 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(Math.floor(index / 12), index % 12, Math.min(date, last)));
  return target.toISOString().slice(0, 10);
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** A preset's days for `today` (Asia/Seoul): each ends today at the latest. */
export function presetRange(kind: Exclude<SalesRangeKind, 'CUSTOM'>, today: string): DateRange {
  switch (kind) {
    case 'TODAY':
      return { from: today, to: today };
    case 'LAST_7_DAYS':
      return { from: addDays(today, -6), to: today };
    case 'THIS_MONTH':
      return { from: monthStart(today), to: today };
    case 'LAST_MONTH': {
      const from = addMonths(monthStart(today), -1);
      return { from, to: addDays(monthStart(today), -1) };
    }
    case 'LAST_12_MONTHS':
      // Whole months: the 11 before this one and this month so far, so the chart's 12 bars compare.
      return { from: addMonths(monthStart(today), -11), to: today };
  }
}

/**
 * The period compared with: the same days of the month(s) before for month presets (11월 1–29일 → 10월 1–29일),
 * otherwise the same number of days just before.
 */
export function previousRange(kind: SalesRangeKind, range: DateRange): DateRange {
  const months = kind === 'THIS_MONTH' || kind === 'LAST_MONTH' ? 1 : kind === 'LAST_12_MONTHS' ? 12 : 0;
  if (months > 0) {
    const to = addMonths(range.to, -months);
    // 지난 달 of 30 days after one of 31 still ends on the month's last day.
    const monthEnd = kind === 'LAST_MONTH' ? addDays(addMonths(monthStart(range.to), 1 - months), -1) : to;
    return { from: addMonths(range.from, -months), to: monthEnd };
  }
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export type RangeGrain = 'day' | 'month';

export const rangeGrain = (range: DateRange): RangeGrain =>
  rangeDays(range) <= DAY_BUCKETS_MAX_DAYS ? 'day' : 'month';

/** The chart's bucket labels, oldest first: every day (`2026-12-04`) or month (`2026-12`) of the period. */
export function rangeBuckets(range: DateRange): string[] {
  const labels: string[] = [];
  if (rangeGrain(range) === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) labels.push(day);
  } else {
    for (let month = monthStart(range.from); month <= range.to; month = addMonths(month, 1))
      labels.push(month.slice(0, 7));
  }
  return labels;
}
