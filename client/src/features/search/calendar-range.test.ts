import { describe, expect, it } from 'vitest';
import { monthOf, monthWeeks, movedDay, nextRange, shortDateLabel } from './calendar-range';

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

describe('calendar keys', () => {
  const today = '2030-03-10';

  it('arrows move by a day or a week, across months and years', () => {
    expect(movedDay('2030-03-31', 'ArrowRight', today)).toBe('2030-04-01');
    expect(movedDay('2030-03-20', 'ArrowLeft', today)).toBe('2030-03-19');
    expect(movedDay('2030-12-28', 'ArrowDown', today)).toBe('2031-01-04');
    expect(movedDay('2030-03-20', 'ArrowUp', today)).toBe('2030-03-13');
  });

  it('Home and End go to the week’s Sunday and Saturday, PageUp and PageDown by a month', () => {
    // 20 March 2030 is a Wednesday.
    expect(movedDay('2030-03-20', 'Home', today)).toBe('2030-03-17');
    expect(movedDay('2030-03-20', 'End', today)).toBe('2030-03-23');
    expect(movedDay('2030-01-31', 'PageDown', '2030-01-01')).toBe('2030-02-28');
    expect(movedDay('2030-04-30', 'PageUp', today)).toBe('2030-03-30');
  });

  it('stops at today and ignores other keys', () => {
    expect(movedDay('2030-03-12', 'ArrowUp', today)).toBe(today);
    expect(movedDay('2030-03-10', 'ArrowLeft', today)).toBe(today);
    expect(movedDay('2030-03-20', 'Enter', today)).toBeNull();
  });
});
