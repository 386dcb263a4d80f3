import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, formatMonthDay, isValidIsoDate, todayInSeoul } from './dates';

describe('stay dates', () => {
  it('takes today in Asia/Seoul, across the UTC day boundary', () => {
    expect(todayInSeoul(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(todayInSeoul(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('agrees with the Asia/Seoul time zone through the years (no daylight saving)', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' });
    // Every 7 h 13 min from 2024 to 2031: every hour of the day, on every kind of date.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 433 * 60 * 1000) {
      expect(todayInSeoul(new Date(t))).toBe(seoul.format(new Date(t)));
    }
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(datesFrom('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('accepts only real, zero-padded dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-2-3')).toBe(false);
  });
});

describe('formatMonthDay', () => {
  it('writes a stay date as 12월 4일 (금), without padding', () => {
    expect(formatMonthDay('2026-12-04')).toBe('12월 4일 (금)');
    expect(formatMonthDay('2027-01-10')).toBe('1월 10일 (일)');
    expect(formatMonthDay('not a date')).toBe('not a date');
  });
});
