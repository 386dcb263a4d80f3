import { addDays } from '@shim/common/dates';

/** The manager chart's periods and the admin trend's and regional figures' (spec §9). */
export const MANAGER_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type ManagerPeriod = (typeof MANAGER_PERIODS)[number];
export const TREND_PERIODS = ['week', 'month', 'year'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const REGIONAL_PERIODS = ['daily', 'monthly', 'yearly'] as const;
export type RegionalPeriod = (typeof REGIONAL_PERIODS)[number];

/** How a bucket is labelled: a day, the Monday of a week, a month or a year (`2026-11-23`, `2026-11`, `2026`). */
export type Grain = 'day' | 'week' | 'month' | 'year';

/** One chart's buckets: the first day they cover and their labels, oldest first, up to today. */
export interface Buckets {
  grain: Grain;
  from: string;
  labels: string[];
}

/** The SQL label of `day` (a `date` column) for a grain; `labelOf` gives the same text in TypeScript. */
export const SQL_LABEL: Record<Grain, (day: string) => string> = {
  day: (day) => `to_char(${day}, 'YYYY-MM-DD')`,
  week: (day) => `to_char(date_trunc('week', ${day}::timestamp), 'YYYY-MM-DD')`,
  month: (day) => `to_char(${day}, 'YYYY-MM')`,
  year: (day) => `to_char(${day}, 'YYYY')`,
};

export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const monthStart = (day: string, monthsBack: number): string => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 10);
};

function buckets(grain: Grain, count: number, today: string): Buckets {
  const starts = Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    if (grain === 'day') return addDays(today, -back);
    if (grain === 'week') return addDays(mondayOf(today), -7 * back);
    if (grain === 'month') return monthStart(today, back);
    return `${Number(today.slice(0, 4)) - back}-01-01`;
  });
  const labels = starts.map((start) =>
    grain === 'month' ? start.slice(0, 7) : grain === 'year' ? start.slice(0, 4) : start,
  );
  return { grain, from: starts[0]!, labels };
}

/** Manager chart: the last 30 days, 12 weeks (from Monday), 12 months and 3 years, each up to today. */
export function managerBuckets(today: string): Record<ManagerPeriod, Buckets> {
  return {
    daily: buckets('day', 30, today),
    weekly: buckets('week', 12, today),
    monthly: buckets('month', 12, today),
    yearly: buckets('year', 3, today),
  };
}

/** Admin trend (REST-NOTES): per day over the last 3 weeks, per month and per year from 3 back. */
export function trendBuckets(period: TrendPeriod, today: string): Buckets {
  if (period === 'week') return buckets('day', 21, today);
  if (period === 'month') return buckets('month', 4, today);
  return buckets('year', 4, today);
}

/** Regional figures: today, this month so far, this year so far. */
export function regionalFrom(period: RegionalPeriod, today: string): string {
  if (period === 'daily') return today;
  if (period === 'monthly') return monthStart(today, 0);
  return `${today.slice(0, 4)}-01-01`;
}
