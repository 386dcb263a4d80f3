import { addDays, addMonths, format, getDay, parseISO } from 'date-fns';

export { shortDateLabel, WEEKDAYS } from '../../lib/dates';
export { monthLabel, monthOf, monthWeeks } from '../../lib/month-grid';

/** A stay being picked: check-in and check-out as `YYYY-MM-DD`, either may still be open. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

/**
 * The date selection rules of spec §4: the first click sets the start and clears the end; a later
 * click sets the end; a click on or before the start swaps so the earlier day is the start; a click
 * when both are set starts a new range.
 */
export function nextRange(range: DateRange, day: string): DateRange {
  if (!range.start || range.end) return { start: day, end: null };
  if (day <= range.start) return { start: day, end: range.start };
  return { start: range.start, end: day };
}

/**
 * Where a key moves the calendar's focused day (the date picker keys of the ARIA practices): arrows by a
 * day or a week, Home/End to the week's Sunday/Saturday, PageUp/PageDown by a month. Never before
 * `first` (today: earlier days cannot be picked). Null for any other key.
 */
export function movedDay(day: string, key: string, first: string): string | null {
  const date = parseISO(day);
  const moves: Record<string, (() => Date) | undefined> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -getDay(date)),
    End: () => addDays(date, 6 - getDay(date)),
    PageUp: () => addMonths(date, -1),
    PageDown: () => addMonths(date, 1),
  };
  const moved = moves[key]?.();
  if (!moved) return null;
  const iso = format(moved, 'yyyy-MM-dd');
  return iso < first ? first : iso;
}
