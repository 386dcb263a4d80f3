import { addDays } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { CALENDAR_HORIZON_DAYS, checkoutProblem, type CalendarNight } from '@shim/common/price-calendar';
import { nightsBetween } from '@shim/common/stay';

/** The dates being picked on the lodging page: check-in, and check-out once chosen. */
export interface PickedRange {
  start: string | null;
  end: string | null;
}

/** The nights of a month (`YYYY-MM`) the calendar asks for: within today … today + 180; null when none are. */
export function monthWindow(month: string, today: string): { from: string; to: string } | null {
  const first = `${month}-01`;
  const [year = 0, m = 1] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
  const from = first < today ? today : first;
  const horizon = addDays(today, CALENDAR_HORIZON_DAYS);
  const to = next > horizon ? horizon : next;
  return from < to ? { from, to } : null;
}

/** Why a day cannot be taken; the calendar words it in the page's language (`lodging.calendar.problem.*`). */
export type DayProblem =
  | { kind: 'past' }
  | { kind: 'horizon'; days: number }
  | { kind: 'closed'; date: string }
  | { kind: 'noRoom'; date: string }
  | { kind: 'maxNights'; nights: number }
  | { kind: 'minStay'; nights: number };

const nightProblem = (night: CalendarNight | undefined, date: string): DayProblem | null => {
  if (night?.closed) return { kind: 'closed', date };
  if (night && (night.soldOut || night.lowestPrice === null)) return { kind: 'noRoom', date };
  return null;
};

/** Why `day` cannot be a check-in, or null when it can. */
export function checkInProblem(day: string, night: CalendarNight | undefined, today: string): DayProblem | null {
  if (day < today) return { kind: 'past' };
  if (day >= addDays(today, CALENDAR_HORIZON_DAYS)) return { kind: 'horizon', days: CALENDAR_HORIZON_DAYS };
  return nightProblem(night, day);
}

/**
 * Whether a click on `day` may be taken and why not: a check-out after the picked check-in (its minimum stay, no
 * sold-out or closed night on the way, at most 30 nights: common's `checkoutProblem` decides), else a check-in.
 */
export function dayProblem(
  day: string,
  range: PickedRange,
  nights: ReadonlyMap<string, CalendarNight>,
  today: string,
): DayProblem | null {
  if (range.start && !range.end && day > range.start) {
    const stay = nightsBetween(range.start, day);
    if (stay > LIMITS.maxNights) return { kind: 'maxNights', nights: LIMITS.maxNights };
    if (checkoutProblem(range.start, day, nights) === null) return null;
    const minStay = nights.get(range.start)?.minStay ?? 1;
    if (stay < minStay) return { kind: 'minStay', nights: minStay };
    for (let i = 0; i < stay; i += 1) {
      const date = addDays(range.start, i);
      const problem = nightProblem(nights.get(date), date);
      if (problem) return problem;
    }
    return null;
  }
  return checkInProblem(day, nights.get(day), today);
}

/** The range after a click on a day that may be taken: a check-out after the check-in, else a new check-in. */
export const pickedAfter = (range: PickedRange, day: string): PickedRange =>
  range.start && !range.end && day > range.start ? { start: range.start, end: day } : { start: day, end: null };
