import { addDays, isValidIsoDate, seoulDay } from '@shim/common/dates';
import { dayUseFreeCancellationUntil, seoulClock, seoulInstant, weekendHoursApply } from '@shim/common/day-use';
import { dayUseLabel } from '@shim/common/day-use-messages';
import { DAY_USE_OFFER_LIMITS, DAY_USE_OFFER_MESSAGES, gridMinutes } from '@shim/common/day-use-offer';
import { DAY_USE_LIMITS } from '@shim/common/limits';
import { STAY_MESSAGES } from '@shim/common/stay-messages';
import { stayTotal } from '@shim/common/stay-offer';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holidayOn } from '../rooms/holidays';
import type { DayUseQuery, DayUseRow } from './search-day-use.repository';
import type { HitDayUse } from './search.repository';

export type { HitDayUse };

/**
 * A 대실 search's rules (docs/decisions/search.md "대실"): what it asks checked, and a match's 대실 as results show it.
 * Availability itself is SQL (stays/day-use-stay.repository.ts), the same half-hour check the hold runs.
 */

/** A 대실 as a search asks it: the date, a start (null: the earliest) and the hours. */
export interface DayUseAsk {
  date: string;
  start?: string | null;
  hours: number;
}

/** The 대실 query of a search (its date stands for the stay's in the stay rules: `stayOf`), checked; 400s in Korean. */
export function checkedDayUse(ctx: RequestContext, ask: DayUseAsk, freeCancellation: boolean): DayUseQuery {
  const { date, hours } = ask;
  if (typeof date !== 'string' || !isValidIsoDate(date)) throw AppError.badInput(STAY_MESSAGES.datesInvalid);
  const limits = DAY_USE_OFFER_LIMITS;
  if (!Number.isInteger(hours) || hours < limits.hoursMin || hours > limits.hoursMax) {
    throw AppError.badInput(DAY_USE_OFFER_MESSAGES.hoursRange);
  }
  const start = ask.start == null ? 0 : gridMinutes(ask.start);
  if (start === null) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.timeInvalid);
  const nowMinutes = (ctx.clock.now().getTime() - seoulDay(date).from.getTime()) / 60_000;
  const grid = DAY_USE_LIMITS.gridMinutes;
  return {
    date,
    hours,
    weekend: weekendHoursApply(date, holidayOn(date) !== null),
    fromSlot: Math.max(0, start / grid, Math.ceil((nowMinutes + DAY_USE_LIMITS.leadMinutes) / grid)),
    nowMinutes,
    freeCancellation,
  };
}

/** The stay the search rules check for a 대실 (its date, one night long: not in the past, within the calendar). */
export const stayOf = (date: string) => ({ startDate: date, endDate: addDays(date, 1) });

/** A matched row's 대실. */
export function hitDayUseOf(ctx: RequestContext, row: DayUseRow, ask: DayUseQuery): HitDayUse {
  const startsAt = seoulInstant(ask.date, row.dayUseStartSlot * DAY_USE_LIMITS.gridMinutes);
  const until = dayUseFreeCancellationUntil(startsAt, row.dayUseFreeCancelMinutes);
  return {
    hours: ask.hours,
    price: row.dayUsePrice,
    startsAt,
    freeCancellationUntil: until.getTime() > ctx.clock.now().getTime() ? until : null,
  };
}

/** A match's 대실 in the API's `DayUseSlot` shape: the price for the search's rooms, fees included. */
export function dayUseSlotOf(dayUse: HitDayUse, rooms: number) {
  return {
    hours: dayUse.hours,
    price: stayTotal(dayUse.price, rooms),
    label: dayUseLabel(dayUse.hours),
    starts: [seoulClock(dayUse.startsAt)],
    freeCancellationUntil: dayUse.freeCancellationUntil,
  };
}
