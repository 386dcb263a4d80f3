import { normalizePhone } from '@shim/common/validation';

/** The guest's proof of a booking (orderId and phone), kept for this tab only and never put in a link. */
export interface GuestProof {
  orderId: string;
  phone: string;
}

const KEY = 'guestBooking';

/** The booking number hints show: the form people read aloud (four, four, four). */
export const BOOKING_NUMBER_EXAMPLE = '7K4Q-9XMT-Q2RA';

export function saveGuestProof(proof: GuestProof): void {
  sessionStorage.setItem(KEY, JSON.stringify({ orderId: proof.orderId, phone: normalizePhone(proof.phone) }));
}

/** The stored phone for this order, if this tab looked it up. */
export function readGuestProof(orderId: string): GuestProof | null {
  try {
    const proof = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<GuestProof> | null;
    return proof?.orderId === orderId && typeof proof.phone === 'string' ? { orderId, phone: proof.phone } : null;
  } catch {
    return null;
  }
}

export const clearGuestProof = (): void => sessionStorage.removeItem(KEY);

export const guestBookingPath = (orderId: string): string => `/guest/booking/${encodeURIComponent(orderId)}`;
