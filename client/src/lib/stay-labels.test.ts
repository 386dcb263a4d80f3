import { describe, expect, it } from 'vitest';
import { freeCancellationLabel, perNightLabel, stayScopeLabel, stayTotalLabel } from './stay-labels';

describe('stay labels', () => {
  it('says the total of a stay, what it covers, a price without dates, and until when it cancels for free', () => {
    expect(stayTotalLabel(2, 331_000)).toBe('2박 총 331,000원');
    expect(stayTotalLabel(1, 168_000)).toBe('1박 총 168,000원');
    expect(stayTotalLabel(3, null)).toBeNull();
    expect(stayScopeLabel(2, 1)).toBe('2박 · 객실 1개');
    expect(perNightLabel(105_000)).toBe('1박 기준 105,000원~');
    expect(freeCancellationLabel('2026-12-20')).toBe('12월 20일까지 무료 취소');
    expect(freeCancellationLabel(null)).toBeNull();
  });
});
