import { TAXES_AND_FEES } from '@shim/common/reservations';
import type { CouponType } from '../coupons/coupon.entity';

/** The price of a stay as spec §3 shows it (all integer won). */
export interface PriceBreakdown {
  basePrice: number;
  taxes: number;
  couponDiscount: number;
  totalAmount: number;
}

export interface CouponTerms {
  type: CouponType;
  discountValue: number;
}

/**
 * The one pricing rule, used by the preview and by prepare: the nights' prices × rooms, a flat 5,000원
 * of taxes and fees per reservation, and a coupon on the room price (PERCENT rounded down, FIXED), never
 * more than the room price. Taxes are not discounted.
 */
export function priceStay(nightPrices: number[], roomCount: number, coupon: CouponTerms | null): PriceBreakdown {
  const basePrice = nightPrices.reduce((sum, price) => sum + price, 0) * roomCount;
  const raw = !coupon
    ? 0
    : coupon.type === 'PERCENT'
      ? Math.floor((basePrice * coupon.discountValue) / 100)
      : coupon.discountValue;
  const couponDiscount = Math.max(0, Math.min(raw, basePrice));
  return { basePrice, taxes: TAXES_AND_FEES, couponDiscount, totalAmount: basePrice + TAXES_AND_FEES - couponDiscount };
}
