import { describe, expect, it } from 'vitest';
import { cellStatus, nightCountWords, openingHotel, priceInputText, priceOf, windowOf } from './calendar-month';

const hotel = (id: number, nightsTonight: number) => ({
  id,
  rooms: [{ nights: [] }, { nights: Array.from({ length: nightsTonight }, () => ({})) }],
});

describe('the rates console', () => {
  it('opens on the first lodging with nights tonight, else the first, else none', () => {
    expect(openingHotel([hotel(9, 0), hotel(3, 1), hotel(4, 1)])).toBe(3);
    expect(openingHotel([hotel(9, 0), hotel(3, 0)])).toBe(9);
    expect(openingHotel([])).toBeNull();
  });

  it('shows 14 nights from the day it starts on, across a month’s end', () => {
    const window = windowOf('2026-12-25');
    expect(window.dates).toHaveLength(14);
    expect([window.from, window.to]).toEqual(['2026-12-25', '2027-01-07']);
  });

  it('words counts by room type and night', () => {
    const nights = (rooms: number[], dates: string[]) =>
      rooms.flatMap((roomId) => dates.map((date) => ({ roomId, date })));
    expect(nightCountWords(nights([1, 2, 3, 4, 5], ['2026-12-05']))).toBe('객실 5개 × 1박');
    expect(nightCountWords(nights([1, 2], ['2026-12-05', '2026-12-06', '2026-12-07']))).toBe('객실 2개 × 3박');
    // Not every room type on every date (a night not opened): the total is said as it is.
    expect(nightCountWords([...nights([1], ['2026-12-05', '2026-12-06']), { roomId: 2, date: '2026-12-05' }])).toBe(
      '객실 2개 · 모두 3박',
    );
  });

  it('says a cell’s state in one short line: rooms left = rooms to sell − held − sold', () => {
    expect(cellStatus({ closed: false, roomsToSell: 20, sold: 1, held: 2 })).toBe('잔여 17');
    expect(cellStatus({ closed: false, roomsToSell: 3, sold: 2, held: 1 })).toBe('매진');
    expect(cellStatus({ closed: true, roomsToSell: 3, sold: 0, held: 0 })).toBe('판매 중지');
  });

  it('shows a price field with separators while typing and reads the number back', () => {
    expect(priceInputText('120000')).toBe('120,000');
    expect(priceInputText('1,2000a')).toBe('12,000');
    expect(priceInputText('')).toBe('');
    expect(priceOf('120,000')).toBe(120_000);
    expect(priceOf('')).toBeNull();
  });
});
