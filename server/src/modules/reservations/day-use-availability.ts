import type { DayUseSlots } from './day-use-slots';

/** The two `room_nights` rows a use on a date is checked against (day-use-hold.repository.ts reads and locks them). */
export interface DayUseRows {
  /** The date's row; null: no inventory that day (nothing is sold). */
  tonight: { total: number; held: number; sold: number; dayUse: number[] | null; roomActive: boolean } | null;
  /** The day before's row (its night holds the morning until check-out); null when there is none. */
  eve: { total: number; held: number; sold: number } | null;
}

/**
 * Whether `roomCount` more rooms fit a use on its half hours: the read-side twin of the hold statement's verdict
 * (`HOLD_DAY_USE_SQL`), so a start the lodging page lists is one prepare takes (rooms permitting meanwhile). Every
 * half hour: 대실 rooms within `maxRooms`, and 대실 plus the nights holding it within the rooms of the type.
 */
export function fitsDayUseRows(rows: DayUseRows, slots: DayUseSlots, roomCount: number, maxRooms: number): boolean {
  const { tonight, eve } = rows;
  if (!tonight?.roomActive) return false;
  for (let k = slots.startSlot; k < slots.endSlot; k++) {
    const used = (tonight.dayUse?.[k] ?? 0) + roomCount;
    const morning = k < slots.checkoutSlot;
    const evening = k >= slots.checkinSlot;
    const nights = (morning ? (eve ? eve.held + eve.sold : 0) : 0) + (evening ? tonight.held + tonight.sold : 0);
    const rooms = morning && eve ? Math.min(tonight.total, eve.total) : tonight.total;
    if (used > maxRooms || used + nights > rooms) return false;
  }
  return true;
}
