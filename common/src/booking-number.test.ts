import { describe, expect, it } from 'vitest';
import {
  BOOKING_NUMBER_ALPHABET,
  BOOKING_NUMBER_PATTERN,
  bookingNumberFrom,
  formatBookingNumber,
  normalizeBookingNumber,
} from './booking-number';

/** A uniform index in [0, n) (the server passes crypto's randomInt; its numbers are tested there too). */
const randomInt = (n: number): number => Math.floor(Math.random() * n);

describe('booking number', () => {
  it('uses 31 characters without 0, O, 1, I or L: 12 of them carry more than 50 bits', () => {
    expect(BOOKING_NUMBER_ALPHABET).toHaveLength(31);
    expect(new Set(BOOKING_NUMBER_ALPHABET).size).toBe(31);
    for (const confusable of '0O1IL') expect(BOOKING_NUMBER_ALPHABET).not.toContain(confusable);
    expect(12 * Math.log2(BOOKING_NUMBER_ALPHABET.length)).toBeGreaterThan(50);
  });

  it('is made as three groups of four alphabet characters', () => {
    const number = bookingNumberFrom(randomInt);
    expect(number).toMatch(BOOKING_NUMBER_PATTERN);
    expect(number.split('-').map((group) => group.length)).toEqual([4, 4, 4]);
    expect(number.replace(/-/g, '')).toHaveLength(12);
  });

  it('draws every character of the alphabet and repeats no number over many', () => {
    const numbers = Array.from({ length: 20_000 }, () => bookingNumberFrom(randomInt));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((number) => BOOKING_NUMBER_PATTERN.test(number))).toBe(true);
    const seen = new Set(numbers.join('').replace(/-/g, ''));
    expect([...seen].sort().join('')).toBe([...BOOKING_NUMBER_ALPHABET].sort().join(''));
  });

  it('reads any case, dashes and spaces as the stored form', () => {
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2RA')).toBe('7K4Q-9XMT-Q2RA');
    expect(normalizeBookingNumber('7k4q9xmtq2ra')).toBe('7K4Q-9XMT-Q2RA');
    expect(normalizeBookingNumber(' 7k4q 9xmt q2ra ')).toBe('7K4Q-9XMT-Q2RA');
    expect(normalizeBookingNumber('7K-4Q9X–MTQ2—RA')).toBe('7K4Q-9XMT-Q2RA');
    expect(normalizeBookingNumber('7K4Q－9XMT－Q2RA')).toBe('7K4Q-9XMT-Q2RA');
  });

  it('refuses confusable characters and wrong lengths rather than guessing', () => {
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2R0')).toBeNull();
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2RO')).toBeNull();
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2R1')).toBeNull();
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2RI')).toBeNull();
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2RL')).toBeNull();
    expect(normalizeBookingNumber('7K4Q-9XMT-Q2R')).toBeNull();
    expect(normalizeBookingNumber('0mx0uuhk9i24Ey9msKA2Kq63Q')).toBeNull();
    expect(normalizeBookingNumber('')).toBeNull();
    expect(normalizeBookingNumber(null)).toBeNull();
  });

  it('groups a compact number for reading', () => {
    expect(formatBookingNumber('7K4Q9XMTQ2RA')).toBe('7K4Q-9XMT-Q2RA');
  });
});
