/**
 * Stay dates are plain `YYYY-MM-DD` dates; "today" is today in Asia/Seoul. Korea has kept UTC+9 all year
 * since 1988 (no daylight saving), so the date is UTC shifted by 9 hours: `Intl.DateTimeFormat` gives the
 * same answer at a far higher cost, on every request that checks a stay.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function todayInSeoul(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A Seoul day (`YYYY-MM-DD`) as instants: from its midnight in Asia/Seoul to the next one. */
export function seoulDay(isoDate: string): { from: Date; until: Date } {
  return {
    from: new Date(`${isoDate}T00:00:00+09:00`),
    until: new Date(`${addDays(isoDate, 1)}T00:00:00+09:00`),
  };
}

/** `count` consecutive dates from `isoDate` on (the nights of a stay, the nights to open). */
export function datesFrom(isoDate: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(isoDate, i));
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A stay date `2026-12-04` as people write it in a message: `12월 4일 (금)` (no padding, the weekday). */
export function formatMonthDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!ISO_DATE_PATTERN.test(isoDate) || Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 (${WEEKDAYS[date.getUTCDay()]})`;
}
