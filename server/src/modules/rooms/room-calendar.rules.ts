import { addDays, datesFrom, isValidIsoDate } from '@shim/common/dates';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@shim/common/calendar';
import { AppError } from '../../platform/errors';

/** The calendar's input rules, checked before anything is read; each names its fault in Korean. */

const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A valid `from`..`to` range (inclusive) of at most a year: its dates. */
export function rangeDates(from: unknown, to: unknown): string[] {
  if (typeof from !== 'string' || typeof to !== 'string' || !isValidIsoDate(from) || !isValidIsoDate(to))
    throw AppError.badInput(CALENDAR_MESSAGES.datesInvalid);
  if (to < from) throw AppError.badInput(CALENDAR_MESSAGES.rangeReversed);
  const count = dayCount(from, to);
  if (count > CALENDAR_LIMITS.rangeNightsMax) throw AppError.badInput(CALENDAR_MESSAGES.rangeTooLong);
  return datesFrom(from, count);
}

/** An edit's range: also only tonight and later (Asia/Seoul), and not beyond what may be planned. */
export function editableDates(from: unknown, to: unknown, today: string): string[] {
  const dates = rangeDates(from, to);
  if (dates[0]! < today) throw AppError.badInput(CALENDAR_MESSAGES.pastNight);
  if (dates.at(-1)! > addDays(today, CALENDAR_LIMITS.daysAheadMax))
    throw AppError.badInput(CALENDAR_MESSAGES.tooFarAhead);
  return dates;
}

/** An edit writes at most as many nights (room types × nights) as a read may answer. */
export function assertEditSize(roomCount: number, nightCount: number): void {
  if (roomCount * nightCount > CALENDAR_LIMITS.nightsPerEditMax)
    throw AppError.badInput(CALENDAR_MESSAGES.editTooLarge);
}

/** Room type ids: one or more whole numbers, at most 50, each once. */
export function roomIdList(roomIds: unknown): number[] {
  if (!Array.isArray(roomIds) || roomIds.length === 0) throw AppError.badInput(CALENDAR_MESSAGES.roomsRequired);
  if (roomIds.length > CALENDAR_LIMITS.roomsPerEditMax) throw AppError.badInput(CALENDAR_MESSAGES.roomsTooMany);
  // An id that is not a positive whole number names no room type of the caller: 404 as any other.
  if (!roomIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
    throw AppError.notFound(CALENDAR_MESSAGES.roomNotFound);
  return [...new Set(roomIds as number[])];
}

/** Weekdays 0 (Sunday) to 6 (Saturday), the night's own date; absent is every day. */
export function weekdaySet(weekdays: unknown): Set<number> | null {
  if (weekdays === undefined || weekdays === null) return null;
  if (
    !Array.isArray(weekdays) ||
    weekdays.length === 0 ||
    !weekdays.every((day) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6)
  )
    throw AppError.badInput(CALENDAR_MESSAGES.weekdaysInvalid);
  return new Set(weekdays as number[]);
}

export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** What a night's row holds: nights held and sold, the most 대실 rooms in its night's hours and in any half hour. */
export interface NightTakings {
  held: number;
  sold: number;
  dayUseNightPeak: number;
  dayUsePeak: number;
}

/**
 * THE floor of a night's rooms to sell (calendar and room type units alike): what `room_nights_day_use_fits` holds
 * it to, the nights with the 대실 sharing their hours, and the 대실 rooms of the busiest half hour of the date.
 */
export const nightTaken = (night: NightTakings): number =>
  Math.max(night.held + night.sold + night.dayUseNightPeak, night.dayUsePeak);

export interface CalendarValues {
  price: number | null;
  roomsToSell: number | null;
  closed: boolean | null;
  minStay: number | null;
}

const absent = (value: unknown) => value === undefined || value === null;

/** The values to set: at least one, each in its bounds (rooms to sell against each room type later). */
export function calendarValues(input: {
  price?: unknown;
  roomsToSell?: unknown;
  closed?: unknown;
  minStay?: unknown;
}): CalendarValues {
  const { price, roomsToSell, closed, minStay } = input;
  if ([price, roomsToSell, closed, minStay].every(absent)) throw AppError.badInput(CALENDAR_MESSAGES.nothingToChange);
  const within = (value: unknown, min: number, max: number) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
  if (!absent(price) && !within(price, CALENDAR_LIMITS.priceMin, CALENDAR_LIMITS.priceMax))
    throw AppError.badInput(CALENDAR_MESSAGES.priceRange);
  if (!absent(minStay) && !within(minStay, CALENDAR_LIMITS.minStayMin, CALENDAR_LIMITS.minStayMax))
    throw AppError.badInput(CALENDAR_MESSAGES.minStayRange);
  if (!absent(roomsToSell) && !within(roomsToSell, 0, 32_767))
    throw AppError.badInput(CALENDAR_MESSAGES.roomsToSellInvalid);
  if (!absent(closed) && typeof closed !== 'boolean') throw AppError.badInput();
  return {
    price: absent(price) ? null : (price as number),
    roomsToSell: absent(roomsToSell) ? null : (roomsToSell as number),
    closed: absent(closed) ? null : (closed as boolean),
    minStay: absent(minStay) ? null : (minStay as number),
  };
}
