import { describe, expect, it } from 'vitest';
import { freeCancellationLabel, stayTotalLabel } from './stay-labels';

describe('stay labels', () => {
  it('says the total of a stay of two nights or more, and until when it cancels for free', () => {
    expect(stayTotalLabel(2, 326_000)).toBe('2박 총 326,000원');
    expect(stayTotalLabel(1, 163_000)).toBeNull();
    expect(stayTotalLabel(3, null)).toBeNull();
    expect(freeCancellationLabel('2026-12-20')).toBe('12월 20일까지 무료 취소');
    expect(freeCancellationLabel(null)).toBeNull();
  });
});
