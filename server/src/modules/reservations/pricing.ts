import { TAXES_AND_FEES } from '@shim/common/reservations';
import { roomsPrice } from '@shim/common/stay-offer';
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
 * A reservation's price, used by the preview, prepare and completion: the rooms' price for the stay (one
 * room's stay price from the stay-offer module, × rooms), a flat 5,000원 of taxes and fees per reservation,
 * and a coupon on the rooms' price (PERCENT rounded down, FIXED), never more than it. Taxes are not
 * discounted.
 */
export function priceStay(stayPrice: number, roomCount: number, coupon: CouponTerms | null): PriceBreakdown {
  const basePrice = roomsPrice(stayPrice, roomCount);
  const raw = !coupon
    ? 0
    : coupon.type === 'PERCENT'
      ? Math.floor((basePrice * coupon.discountValue) / 100)
      : coupon.discountValue;
  const couponDiscount = Math.max(0, Math.min(raw, basePrice));
  return { basePrice, taxes: TAXES_AND_FEES, couponDiscount, totalAmount: basePrice + TAXES_AND_FEES - couponDiscount };
}
