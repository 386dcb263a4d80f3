import { addDays, seoulDay } from '@shim/common/dates';
import { minutesOfDay } from '@shim/common/day-use';
import { DAY_USE_LIMITS } from '@shim/common/limits';

/**
 * Where a 대실 sits on its date's half hours (`room_nights.day_use`), rounded outward: a use holds every half hour
 * it touches (its buffer's last part too), a night holds the half hour of its check-in and every one before its
 * check-out. Starts are on the grid, so only a buffer or a time like 15:10 is rounded, always toward refusing.
 */

const SLOT_MINUTES = DAY_USE_LIMITS.gridMinutes;
export const DAY_SLOTS = (24 * 60) / SLOT_MINUTES;

/** A use on its date's slots, and the nights' edges on them. */
export interface DayUseSlots {
  /** The use's date (its row), the day before (the previous night's row) and after. */
  date: string;
  prevDate: string;
  nextDate: string;
  /** The half hours it holds: from its start up to, not including, the end of its buffer (at most midnight). */
  startSlot: number;
  endSlot: number;
  /** Tonight's check-in falls in this half hour; the previous night holds every half hour before `checkoutSlot`. */
  checkinSlot: number;
  checkoutSlot: number;
}

export function dayUseSlots(use: {
  date: string;
  startsAt: Date;
  heldUntil: Date;
  checkinTime: string;
  checkoutTime: string;
}): DayUseSlots {
  const midnight = seoulDay(use.date).from.getTime();
  const slotOf = (at: Date) => (at.getTime() - midnight) / (SLOT_MINUTES * 60_000);
  return {
    date: use.date,
    prevDate: addDays(use.date, -1),
    nextDate: addDays(use.date, 1),
    startSlot: Math.floor(slotOf(use.startsAt)),
    // A buffer running past midnight is not held: the next day's uses start at its opening, its night at check-in.
    endSlot: Math.min(DAY_SLOTS, Math.ceil(slotOf(use.heldUntil))),
    checkinSlot: Math.floor(minutesOfDay(use.checkinTime) / SLOT_MINUTES),
    checkoutSlot: Math.ceil(minutesOfDay(use.checkoutTime) / SLOT_MINUTES),
  };
}
