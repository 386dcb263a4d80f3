import { addMonths, format, getDay, getDaysInMonth, parseISO, startOfMonth } from 'date-fns';

/** Month grids of the date pickers (the search bar's and the lodging page's price calendar). */

/** `YYYY-MM` of the month holding a date, and the month `offset` months later. */
export const monthOf = (isoDate: string, offset = 0): string =>
  format(addMonths(startOfMonth(parseISO(isoDate)), offset), 'yyyy-MM');

/** The weeks of a month (`YYYY-MM`), Sunday first; null cells pad the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = parseISO(`${month}-01`);
  const cells: Array<string | null> = Array.from({ length: getDay(first) }, () => null);
  for (let day = 1; day <= getDaysInMonth(first); day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** `2026년 11월` for a `YYYY-MM` month, in a language (`en-US`: November 2026). */
export const monthLabel = (month: string, localeTag = 'ko-KR'): string => {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
};
