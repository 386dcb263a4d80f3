import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStayLabels } from './stay-labels';

describe('stay labels', () => {
  it('says the total of a stay, what it covers, a price without dates, and until when it cancels for free', () => {
    const { result } = renderHook(() => useStayLabels());
    const labels = result.current;
    expect(labels.total(2, 331_000)).toBe('2박 총 331,000원');
    expect(labels.total(1, 168_000)).toBe('1박 총 168,000원');
    expect(labels.total(3, null)).toBeNull();
    expect(labels.scope(2, 1)).toBe('2박 · 객실 1개');
    expect(labels.perNight(105_000)).toBe('1박 기준 105,000원~');
    expect(labels.freeCancellation('2026-12-20')).toBe('12월 20일까지 무료 취소');
    expect(labels.freeCancellation(null)).toBeNull();
    expect(labels.feesIncluded).toBe('세금·수수료 포함');
  });
});
