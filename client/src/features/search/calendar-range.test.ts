import { describe, expect, it } from 'vitest';
import { monthOf, monthWeeks, nextRange, shortDateLabel } from './calendar-range';

describe('date range selection (spec §4)', () => {
  it('the first click sets the start and clears the end', () => {
    expect(nextRange({ start: null, end: null }, '2030-03-10')).toEqual({ start: '2030-03-10', end: null });
  });

  it('a later second click sets the end', () => {
    expect(nextRange({ start: '2030-03-10', end: null }, '2030-03-12')).toEqual({
      start: '2030-03-10',
      end: '2030-03-12',
    });
  });

  it('a second click before the start swaps them so the earlier is the start', () => {
    expect(nextRange({ start: '2030-03-10', end: null }, '2030-03-05')).toEqual({
      start: '2030-03-05',
      end: '2030-03-10',
    });
  });

  it('a second click on the start itself makes it both ends', () => {
    expect(nextRange({ start: '2030-03-10', end: null }, '2030-03-10')).toEqual({
      start: '2030-03-10',
      end: '2030-03-10',
    });
  });

  it('a click when both are set starts a new range', () => {
    expect(nextRange({ start: '2030-03-10', end: '2030-03-12' }, '2030-03-20')).toEqual({
      start: '2030-03-20',
      end: null,
    });
  });
});

describe('month grid', () => {
  it('starts on Sunday, pads with empty cells and lists every day', () => {
    // 1 March 2030 is a Friday.
    const weeks = monthWeeks('2030-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, '2030-03-01', '2030-03-02']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves across years and labels days in Korean', () => {
    expect(monthOf('2030-12-31', 1)).toBe('2031-01');
    expect(shortDateLabel('2030-03-01')).toBe('3월 1일 (금)');
  });
});
