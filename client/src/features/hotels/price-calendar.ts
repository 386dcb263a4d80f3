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

/** `2026년 12월 20일`: how a screen reader and the reasons name a day. */
const dayName = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8))}일`;

/** Why `day` cannot be a check-in, or null when it can. */
export function checkInProblem(day: string, night: CalendarNight | undefined, today: string): string | null {
  if (day < today) return '지난 날짜는 선택할 수 없습니다.';
  if (day >= addDays(today, CALENDAR_HORIZON_DAYS))
    return `오늘부터 ${CALENDAR_HORIZON_DAYS}일 이내만 예약할 수 있어요.`;
  if (night?.closed) return `${dayName(day)}은 판매하지 않는 날이에요.`;
  if (night && (night.soldOut || night.lowestPrice === null)) return `${dayName(day)}은 예약할 수 있는 객실이 없어요.`;
  return null;
}

/**
 * Whether a click on `day` may be taken and why not: a check-out after the picked check-in (its minimum stay, no
 * sold-out or closed night on the way, at most 30 nights), else a check-in.
 */
export function dayProblem(
  day: string,
  range: PickedRange,
  nights: ReadonlyMap<string, CalendarNight>,
  today: string,
): string | null {
  if (range.start && !range.end && day > range.start) {
    if (nightsBetween(range.start, day) > LIMITS.maxNights) return `최대 ${LIMITS.maxNights}박까지 예약할 수 있어요.`;
    return checkoutProblem(range.start, day, nights);
  }
  return checkInProblem(day, nights.get(day), today);
}

/** The range after a click on a day that may be taken: a check-out after the check-in, else a new check-in. */
export const pickedAfter = (range: PickedRange, day: string): PickedRange =>
  range.start && !range.end && day > range.start ? { start: range.start, end: day } : { start: day, end: null };
