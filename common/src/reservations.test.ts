import { describe, expect, it } from 'vitest';
import { freeCancellationUntil, refundAmount, refundRate, statusLabel, TAXES_AND_FEES } from './reservations';
import { normalizePhone } from './validation';

describe('reservation statuses', () => {
  it('labels each status in Korean (spec §4)', () => {
    expect(statusLabel('PENDING')).toBe('결제 대기');
    expect(statusLabel('CONFIRMED')).toBe('예약 완료');
    expect(statusLabel('CANCELED')).toBe('예약 취소');
    expect(statusLabel('REFUNDED')).toBe('환불 완료');
    expect(statusLabel('NO_SHOW')).toBe('노쇼');
    expect(statusLabel('REVIEWED')).toBe('리뷰 작성 완료');
  });

  it('rounds refunds down to the won and keeps taxes flat', () => {
    expect(refundAmount(105_001, 70)).toBe(73_500);
    expect(TAXES_AND_FEES).toBe(5_000);
  });

  it('normalizes typed phones', () => {
    expect(normalizePhone('010-1234 5678')).toBe('01012345678');
    expect(normalizePhone('  ')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});

describe('free cancellation', () => {
  it('lasts until the last day the refund rule gives 100 %, and is null once inside the paid tiers', () => {
    expect(freeCancellationUntil('2026-12-27', '2026-11-27')).toBe('2026-12-20');
    expect(freeCancellationUntil('2026-12-27', '2026-12-20')).toBe('2026-12-20');
    expect(freeCancellationUntil('2026-12-27', '2026-12-21')).toBeNull();
    // Held to the refund rule itself: a cancellation on that day refunds everything, the day after does not.
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const now = new Date('2026-12-20T12:00:00Z');
    expect(refundRate('2026-12-27', '2026-12-20', longAgo, now)).toBe(100);
    expect(refundRate('2026-12-27', '2026-12-21', longAgo, now)).toBeLessThan(100);
  });
});
