/** Sunday first: the weekday row of the month grids, short names in a language (`ko-KR`: 일 월 … 토). */
export const weekdayNames = (localeTag = 'ko-KR'): string[] => {
  const short = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => short.format(new Date(Date.UTC(2023, 0, 1 + day))));
};

/** The Korean weekday row (consoles): 일 월 화 수 목 금 토. */
export const WEEKDAYS = weekdayNames();

/**
 * `11월 21일 (토)` for a stay date (`YYYY-MM-DD`) in a language: calendar arithmetic in UTC, so no time zone
 * shifts the day. Guest screens use useFormat().monthDay, the catalogue's form; this is the consoles'.
 */
export function shortDateLabel(isoDate: string, localeTag = 'ko-KR'): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const monthDay = new Intl.DateTimeFormat(localeTag, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  return `${monthDay.format(date)} (${weekday.format(date)})`;
}
