import { describe, expect, it } from 'vitest';
import { couponBlock, couponBlockLabel, couponDiscount, couponTypeProblem, COUPON_MESSAGES } from './coupon-rules';

describe('couponDiscount', () => {
  it.each([
    // type, value, maxDiscount, rooms' price, discount
    ['PERCENT', 10, null, 33_333, 3_333],
    ['PERCENT', 10, 15_000, 300_000, 15_000],
    ['PERCENT', 10, 15_000, 100_000, 10_000],
    ['PERCENT', 100, null, 80_000, 80_000],
    ['FIXED', 50_000, null, 10_000, 10_000],
    ['FIXED', 5_000, null, 10_000, 5_000],
  ] as const)('%s %d (max %s) on %d takes %d', (type, discountValue, maxDiscount, price, expected) => {
    expect(couponDiscount({ type, discountValue, maxDiscount }, price)).toBe(expected);
  });
});

describe('couponBlock', () => {
  const terms = { minOrderAmount: 100_000, startDate: '2026-12-04' };
  it('says used, then expired, then not started, then the order minimum', () => {
    const at = { today: '2026-12-10', stayTotal: 50_000 };
    expect(couponBlock(terms, { used: true, lastDay: '2026-12-01' }, at)).toEqual({ kind: 'USED' });
    expect(couponBlock(terms, { used: false, lastDay: '2026-12-09' }, at)).toEqual({ kind: 'EXPIRED' });
    expect(couponBlock(terms, { used: false, lastDay: null }, { ...at, today: '2026-12-03' })).toEqual({
      kind: 'NOT_STARTED',
      startDate: '2026-12-04',
    });
    expect(couponBlockLabel(couponBlock(terms, { used: false, lastDay: null }, at)!)).toBe(
      '최소 주문 금액 100,000원 이상',
    );
    expect(couponBlock(terms, { used: false, lastDay: '2026-12-10' }, { ...at, stayTotal: 100_000 })).toBeNull();
    // Without a stay total the minimum waits for the stay.
    expect(couponBlock(terms, { used: false, lastDay: null }, { today: '2026-12-04' })).toBeNull();
    expect(couponBlockLabel({ kind: 'NOT_STARTED', startDate: '2026-12-04' })).toBe('12월 4일 (금)부터 사용 가능');
  });
});

describe('couponTypeProblem', () => {
  const base = {
    name: '겨울',
    type: 'PERCENT',
    value: 10,
    expiryDate: '2026-12-31',
    minOrderAmount: null,
    maxDiscount: null,
    startDate: null,
  };
  it.each([
    [{}, null],
    [{ type: 'FIXED', value: 1_000, maxDiscount: 500 }, COUPON_MESSAGES.maxDiscountPercentOnly],
    [{ minOrderAmount: -1 }, COUPON_MESSAGES.minOrderInvalid],
    [{ minOrderAmount: 0 }, null],
    [{ startDate: '2027-01-01' }, COUPON_MESSAGES.startAfterExpiry],
    [{ startDate: '2026-12-31' }, null],
    [{ expiryDate: '2026-11-30' }, COUPON_MESSAGES.expiryInvalid],
  ] as const)('%j → %s', (patch, expected) => {
    expect(couponTypeProblem({ ...base, ...patch }, '2026-12-01')).toBe(expected);
  });
  it('lets an edit keep an expiry date already past', () => {
    expect(couponTypeProblem({ ...base, expiryDate: '2026-11-30' }, '2026-12-01', '2026-11-30')).toBeNull();
  });
});
