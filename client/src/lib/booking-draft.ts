import { STORAGE_KEYS } from '@shim/common/limits';
import { roomsPrice } from '@shim/common/stay-offer';
import type { StayQuery } from './stay-query';

/** The booking draft of spec §3, kept in browser storage between the hotel detail and checkout. */
export interface BookingDraft {
  search: StayQuery;
  hotel: { id: number; name: string; address: string; imageUrl: string | null };
  room: { id: number; name: string; capacity: number; price: number; stayPrice: number | null };
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  hId: number;
  rId: number;
  /** A 대실 (docs/decisions/day-use.md): on `checkIn`, from `start` for `hours`; `price` for all the rooms. */
  dayUse?: { start: string; hours: number; price: number };
}

export const BOOKING_DRAFT_KEY = 'bookingDraft';

/** Kept in localStorage (it survives a login detour and a new tab) and in sessionStorage, plus `roomId` (spec §9). */
export function saveBookingDraft(draft: BookingDraft): void {
  const text = JSON.stringify(draft);
  localStorage.setItem(BOOKING_DRAFT_KEY, text);
  sessionStorage.setItem(BOOKING_DRAFT_KEY, text);
  localStorage.setItem(STORAGE_KEYS.roomId, String(draft.rId));
}

export function readBookingDraft(): BookingDraft | null {
  const text = sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? localStorage.getItem(BOOKING_DRAFT_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as BookingDraft;
  } catch {
    return null;
  }
}

/** Checkout for members (`price`) or guests (`basePrice`), with hotel and room names (spec §2). */
export function checkoutPath(draft: BookingDraft, member: boolean): string {
  const total = draft.dayUse?.price ?? roomsPrice(draft.room.stayPrice ?? draft.room.price, draft.rooms);
  const params = new URLSearchParams({ hotelName: draft.hotel.name, roomName: draft.room.name });
  params.set(member ? 'price' : 'basePrice', String(total));
  return `${member ? '/checkout' : '/checkout-guest'}?${params.toString()}`;
}

/** The booking is paid (or given up): the next booking starts from a new choice (spec §4). */
export function clearBookingDraft(): void {
  localStorage.removeItem(BOOKING_DRAFT_KEY);
  sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  localStorage.removeItem(STORAGE_KEYS.roomId);
}
