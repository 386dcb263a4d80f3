import { describe, expect, it } from 'vitest';
import { formatInstantDate, formatStayDate } from './korean-date';

describe('Korean dates', () => {
  it('shows a stay date with its weekday, whatever the time zone', () => {
    expect(formatStayDate('2026-11-21')).toBe('2026년 11월 21일 (토)');
    expect(formatStayDate('not-a-date')).toBe('not-a-date');
  });

  it("shows an instant as Seoul's calendar day", () => {
    expect(formatInstantDate('2026-11-21T16:00:00Z')).toBe('2026년 11월 22일');
  });
});
