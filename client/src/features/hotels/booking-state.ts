import { holdsParty } from '@shim/common/stay-offer';

export interface BookableRoom {
  capacity: number;
  availableCount: number | null;
  /** A night of the stay is closed by the manager: not for sale (not sold out). */
  closed?: boolean;
  /** The arrival night's minimum stay; with `nights`, a stay too short cannot be booked. */
  minStay?: number | null;
}

/** Why a room cannot be booked; the card words it in the page's language (`lodging.room.button.*`). */
export type BookingBlock = 'closed' | 'minStay' | 'soldOut' | 'overCapacity';

export type BookingButton = { disabled: false } | { disabled: true; reason: BookingBlock; minStay?: number };

/**
 * The booking button of spec §2: 판매 안 함 when a night is closed, 최소 N박 when the stay is shorter than the arrival
 * night's minimum, 예약 마감 when none is left, 인원 초과 when persons > capacity × quantity.
 */
export function bookingButton(room: BookableRoom, quantity: number, persons: number, nights = 1): BookingButton {
  if (room.closed) return { disabled: true, reason: 'closed' };
  if (room.minStay && nights < room.minStay) return { disabled: true, reason: 'minStay', minStay: room.minStay };
  if ((room.availableCount ?? 0) <= 0) return { disabled: true, reason: 'soldOut' };
  if (!holdsParty(room.capacity, quantity, persons)) return { disabled: true, reason: 'overCapacity' };
  return { disabled: false };
}

/** Quantities offered for a room: 1 up to what is left, at most 5 (spec §9). */
export const quantityChoices = (availableCount: number | null, max = 5): number[] =>
  Array.from({ length: Math.max(1, Math.min(max, availableCount ?? 0)) }, (_, i) => i + 1);
