import { addDays, isValidIsoDate } from './dates';
import { LIMITS } from './limits';
import { nightsBetween } from './stay';
import { stayTotal } from './stay-offer';
import { minStayMessage, STAY_MESSAGES } from './stay-messages';

/**
 * The guest's price calendar: the nights a lodging page's date picker shows, one request per
 * visible month, at most `CALENDAR_MAX_NIGHTS` nights within `CALENDAR_HORIZON_DAYS` days from today.
 */
export const CALENDAR_MAX_NIGHTS = 62;
export const CALENDAR_HORIZON_DAYS = 180;

export const CALENDAR_MESSAGES = {
  rangeRequired: '조회할 기간(from, to)을 YYYY-MM-DD로 입력해주세요.',
  toAfterFrom: '조회 종료일(to)은 시작일(from) 이후여야 합니다.',
  tooLong: `요금 달력은 한 번에 최대 ${CALENDAR_MAX_NIGHTS}박까지 조회할 수 있습니다.`,
  outsideHorizon: `요금 달력은 오늘부터 ${CALENDAR_HORIZON_DAYS}일 이내만 조회할 수 있습니다.`,
} as const;

/** A night of a lodging's price calendar, for one room and the chosen persons. */
export interface CalendarNight {
  date: string;
  /** The lowest one-night price of a room type free that night and sleeping the persons; null when none. */
  lowestPrice: number | null;
  /** No room type has a unit free that night. */
  soldOut: boolean;
  /** Every room type's night is closed by the manager. */
  closed: boolean;
  /** The smallest minimum stay (nights) of the room types that could take the night; null when none could. */
  minStay: number | null;
}

/** The first rule a calendar request breaks (nights `from` up to, not including, `to`); null when valid. */
export function calendarProblem(from: string, to: string, persons: number, today: string): string | null {
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return CALENDAR_MESSAGES.rangeRequired;
  if (to <= from) return CALENDAR_MESSAGES.toAfterFrom;
  if (nightsBetween(from, to) > CALENDAR_MAX_NIGHTS) return CALENDAR_MESSAGES.tooLong;
  if (from < today || to > addDays(today, CALENDAR_HORIZON_DAYS)) return CALENDAR_MESSAGES.outsideHorizon;
  if (!Number.isInteger(persons) || persons < LIMITS.personsMin) return STAY_MESSAGES.personsAtLeastOne;
  if (persons > LIMITS.personsMax) return STAY_MESSAGES.personsRange;
  return null;
}

/**
 * Why a check-out cannot follow the check-in `start` on the calendar `nights` (by date), or null when it can:
 * the arrival's minimum stay, or a sold-out or closed night on the way. The server decides again on booking.
 */
export function checkoutProblem(start: string, end: string, nights: ReadonlyMap<string, CalendarNight>): string | null {
  const stay = nightsBetween(start, end);
  if (stay < 1) return null;
  const minStay = nights.get(start)?.minStay ?? 1;
  if (stay < minStay) return minStayMessage(minStay);
  for (let i = 0; i < stay; i += 1) {
    const night = nights.get(addDays(start, i));
    if (night?.closed)
      return `${Number(night.date.slice(5, 7))}월 ${Number(night.date.slice(8))}일은 판매하지 않는 날이에요.`;
    if (night && (night.soldOut || night.lowestPrice === null)) {
      return `${Number(night.date.slice(5, 7))}월 ${Number(night.date.slice(8))}일은 예약할 수 있는 객실이 없어요.`;
    }
  }
  return null;
}

/**
 * The stay total the calendar can promise for arriving `start` and leaving `end`: one room at each night's lowest
 * price, taxes and fees included (common's `stayTotal`, the rule of the cards and checkout). A floor, shown with
 * "부터": the cheapest room type may change from night to night, and the lodging page prices the chosen stay exactly.
 * Null when a night is not loaded or cannot be booked.
 */
export function calendarStayTotal(
  start: string,
  end: string,
  nights: ReadonlyMap<string, CalendarNight>,
): number | null {
  const count = nightsBetween(start, end);
  if (count < 1) return null;
  let rooms = 0;
  for (let i = 0; i < count; i += 1) {
    const night = nights.get(addDays(start, i));
    if (!night || night.closed || night.soldOut || night.lowestPrice === null) return null;
    rooms += night.lowestPrice;
  }
  return stayTotal(rooms, 1);
}

/**
 * How a guest's calendar marks a night: 휴무 when every room type is closed, 마감 when no room type can take it
 * (sold out, closed or too small), else null: the night shows its lowest price. The lodging page and the
 * manager's preview of it read the same mark.
 */
export function guestNightMark(night: CalendarNight): '휴무' | '마감' | null {
  if (night.closed) return '휴무';
  return night.soldOut || night.lowestPrice === null ? '마감' : null;
}

/** A price in the calendar's cells: `12.3만` for 123,000원, `9,000` under 10,000원. */
export function compactPrice(won: number): string {
  if (won < 10_000) return won.toLocaleString('ko-KR');
  const man = Math.round(won / 1_000) / 10;
  return `${Number.isInteger(man) ? man : man.toFixed(1)}만`;
}
