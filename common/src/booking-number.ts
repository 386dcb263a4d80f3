/**
 * The booking number people read, type and say on the phone (`7K4Q-9XMT-Q2RA`): 12 characters from an
 * alphabet without 0/O/1/I/L, in three groups of four. 31^12 ≈ 2^59.4 numbers, so guessing one is hopeless
 * even before the lookup asks for the phone and counts failures. The orderId stays Toss's key.
 */

/** Digits 2–9 and A–Z without I, L, O: nothing a reader can mistake for another character. */
export const BOOKING_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_NUMBER_LENGTH = 12;
const GROUP = 4;

/** The stored and shown form: `XXXX-XXXX-XXXX`. */
export const BOOKING_NUMBER_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** 12 alphabet characters (no dashes) grouped as `XXXX-XXXX-XXXX`. */
export function formatBookingNumber(compact: string): string {
  const groups: string[] = [];
  for (let at = 0; at < compact.length; at += GROUP) groups.push(compact.slice(at, at + GROUP));
  return groups.join('-');
}

/**
 * What a person typed as the booking number in its stored form, or null when it cannot be one. Case,
 * spaces and any dash are ignored; 0/O/1/I/L are not guessed at (the alphabet has none of them, so such
 * input is refused: it may still be an orderId, which the lookup tries as typed).
 */
export function normalizeBookingNumber(input: string | null | undefined): string | null {
  const compact = (input ?? '').replace(/[\s\-‐-―−－_.]/g, '').toUpperCase();
  if (compact.length !== BOOKING_NUMBER_LENGTH) return null;
  for (const char of compact) if (!BOOKING_NUMBER_ALPHABET.includes(char)) return null;
  return formatBookingNumber(compact);
}

/**
 * A booking number from `randomIndex(n)` (a uniform integer in [0, n): the server passes crypto's
 * `randomInt`; common/ stays free of Node's modules).
 */
export function bookingNumberFrom(randomIndex: (n: number) => number): string {
  let compact = '';
  for (let i = 0; i < BOOKING_NUMBER_LENGTH; i++) {
    compact += BOOKING_NUMBER_ALPHABET[randomIndex(BOOKING_NUMBER_ALPHABET.length)];
  }
  return formatBookingNumber(compact);
}
