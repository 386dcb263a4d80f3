import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  CALENDAR_MESSAGES,
  calendarProblem,
  calendarStayTotal,
  checkoutProblem,
  compactPrice,
  guestNightMark,
  type CalendarNight,
} from './price-calendar';

const TODAY = '2030-03-10';
const night = (date: string, change: Partial<CalendarNight> = {}): CalendarNight => ({
  date,
  lowestPrice: 100_000,
  soldOut: false,
  closed: false,
  minStay: 1,
  ...change,
});
const nights = (...list: CalendarNight[]) => new Map(list.map((n) => [n.date, n]));

describe('the price calendar rules', () => {
  it('bounds a request to 62 nights within today … today + 180', () => {
    expect(calendarProblem(TODAY, addDays(TODAY, 62), 2, TODAY)).toBeNull();
    expect(calendarProblem(TODAY, addDays(TODAY, 63), 2, TODAY)).toBe(CALENDAR_MESSAGES.tooLong);
    expect(calendarProblem(addDays(TODAY, 150), addDays(TODAY, 180), 2, TODAY)).toBeNull();
    expect(calendarProblem(addDays(TODAY, 150), addDays(TODAY, 181), 2, TODAY)).toBe(CALENDAR_MESSAGES.outsideHorizon);
    expect(calendarProblem(addDays(TODAY, -1), TODAY, 2, TODAY)).toBe(CALENDAR_MESSAGES.outsideHorizon);
    expect(calendarProblem(TODAY, TODAY, 2, TODAY)).toBe(CALENDAR_MESSAGES.toAfterFrom);
    expect(calendarProblem('', TODAY, 2, TODAY)).toBe(CALENDAR_MESSAGES.rangeRequired);
  });

  it('refuses a check-out under the arrival’s minimum stay or across a sold-out or closed night', () => {
    const calendar = nights(
      night('2030-03-12', { minStay: 2 }),
      night('2030-03-13'),
      night('2030-03-14', { closed: true, soldOut: true, lowestPrice: null }),
      night('2030-03-16', { soldOut: true, lowestPrice: null }),
    );
    expect(checkoutProblem('2030-03-12', '2030-03-13', calendar)).toBe('최소 2박 이상 예약할 수 있어요.');
    expect(checkoutProblem('2030-03-12', '2030-03-14', calendar)).toBeNull();
    expect(checkoutProblem('2030-03-12', '2030-03-15', calendar)).toBe('3월 14일은 판매하지 않는 날이에요.');
    expect(checkoutProblem('2030-03-15', '2030-03-16', calendar)).toBeNull();
    expect(checkoutProblem('2030-03-15', '2030-03-17', calendar)).toBe('3월 16일은 예약할 수 있는 객실이 없어요.');
  });

  it('writes prices compactly in 만 원', () => {
    expect(compactPrice(123_000)).toBe('12.3만');
    expect(compactPrice(100_000)).toBe('10만');
    expect(compactPrice(1_234_567)).toBe('123.5만');
    expect(compactPrice(9_000)).toBe('9,000');
  });

  it('totals a stay as the cards do, one room at each night’s lowest price with the taxes and fees, or not at all', () => {
    const three = nights(night('2030-03-12'), night('2030-03-13', { lowestPrice: 123_000 }), night('2030-03-14'));
    expect(calendarStayTotal('2030-03-12', '2030-03-14', three)).toBe(100_000 + 123_000 + 5_000);
    expect(calendarStayTotal('2030-03-12', '2030-03-13', three)).toBe(105_000);
    expect(calendarStayTotal('2030-03-12', '2030-03-12', three)).toBeNull();
    // A night not loaded yet, or one that cannot be booked, has no total.
    expect(calendarStayTotal('2030-03-13', '2030-03-16', three)).toBeNull();
    const closed = nights(night('2030-03-12'), night('2030-03-13', { closed: true, lowestPrice: null }));
    expect(calendarStayTotal('2030-03-12', '2030-03-14', closed)).toBeNull();
  });

  it('marks a night as guests see it: 휴무 when every room type is closed, 마감 when none can take it, else priced', () => {
    expect(guestNightMark(night('2030-03-12'))).toBeNull();
    expect(guestNightMark(night('2030-03-12', { closed: true, soldOut: true, lowestPrice: null }))).toBe('휴무');
    // One room type closed, the other sold out: nothing to book, but not closed.
    expect(guestNightMark(night('2030-03-12', { soldOut: true, lowestPrice: null }))).toBe('마감');
    // Units free, but no room type sleeps the persons.
    expect(guestNightMark(night('2030-03-12', { lowestPrice: null }))).toBe('마감');
  });
});
