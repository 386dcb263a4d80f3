import { randomInt } from 'node:crypto';
import { bookingNumberFrom } from '@shim/common/booking-number';

/** A new booking number (common/src/booking-number.ts) from the operating system's strong random source. */
export const newBookingNumber = (): string => bookingNumberFrom(randomInt);

/** Whether a failed insert collided with another booking's number (about 1 in 2^59 per pair: retried). */
export function isBookingNumberTaken(error: unknown): boolean {
  const fault = error as { code?: string; constraint?: string; message?: string } | null;
  if (!fault) return false;
  const text = `${fault.constraint ?? ''} ${fault.message ?? ''}`;
  return text.includes('reservations_booking_number_unique');
}
