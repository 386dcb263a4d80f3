import { describe, expect, it } from 'vitest';
import {
  SALES_RANGE_MESSAGES,
  addMonths,
  customRangeProblem,
  presetRange,
  previousRange,
  rangeBuckets,
} from './sales-range';

describe('the dashboards’ periods', () => {
  it('give each preset its days for a Seoul today, and the period compared with', () => {
    const today = '2026-03-31';
    const cases = [
      ['TODAY', { from: today, to: today }, { from: '2026-03-30', to: '2026-03-30' }],
      ['LAST_7_DAYS', { from: '2026-03-25', to: today }, { from: '2026-03-18', to: '2026-03-24' }],
      ['THIS_MONTH', { from: '2026-03-01', to: today }, { from: '2026-02-01', to: '2026-02-28' }],
      ['LAST_MONTH', { from: '2026-02-01', to: '2026-02-28' }, { from: '2026-01-01', to: '2026-01-31' }],
      ['LAST_12_MONTHS', { from: '2025-04-01', to: today }, { from: '2024-04-01', to: '2025-03-31' }],
    ] as const;
    for (const [kind, range, previous] of cases) {
      expect([kind, presetRange(kind, today)]).toEqual([kind, range]);
      expect([kind, previousRange(kind, range)]).toEqual([kind, previous]);
    }
    expect(previousRange('CUSTOM', { from: '2026-03-01', to: '2026-03-10' })).toEqual({
      from: '2026-02-19',
      to: '2026-02-28',
    });
  });

  it('keep a month’s last day when moving by months', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('refuse a reversed, too long or impossible custom period', () => {
    expect(customRangeProblem('2026-03-10', '2026-03-01')).toBe(SALES_RANGE_MESSAGES.reversed);
    expect(customRangeProblem('2024-03-01', '2026-03-02')).toBe(SALES_RANGE_MESSAGES.tooLong);
    expect(customRangeProblem('2024-03-02', '2026-03-02')).toBeNull();
    expect(customRangeProblem('2026-02-29', '2026-03-02')).toBe(SALES_RANGE_MESSAGES.invalidDate);
  });

  it('bucket per day up to 62 days and per month beyond', () => {
    expect(rangeBuckets({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rangeBuckets({ from: '2026-01-15', to: '2026-03-20' })).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
