import { couponDiscount as discountOf } from '@shim/common/coupon-rules';
import { TAXES_AND_FEES } from '@shim/common/reservations';
import { roomsPrice, stayTotal } from '@shim/common/stay-offer';
import type { CouponType } from '../coupons/coupon.entity';

/** The price of a stay as spec §3 shows it (all integer won). */
export interface PriceBreakdown {
  basePrice: number;
  /** Included in `stayTotal`, never added on top of it. */
  taxes: number;
  /** What the stay costs before the coupon: the number the search card and the room card show. */
  stayTotal: number;
  couponDiscount: number;
  totalAmount: number;
}

export interface CouponTerms {
  type: CouponType;
  discountValue: number;
  /** 최대 할인 금액 of a PERCENT coupon; absent or null: no cap. */
  maxDiscount?: number | null;
}

/**
 * A reservation's price, used by the preview, prepare and completion: the stay total of common's stay-offer
 * (the rooms' price for the stay plus the flat taxes and fees, as search and detail show it), less a coupon on
 * the rooms' price (PERCENT rounded down and capped at its maximum, FIXED), never more than it, as
 * common/src/coupon-rules.ts says. Taxes are not discounted. Whether the coupon may be spent is decided apart
 * (`refuseUnusableCoupon`).
 */
export function priceStay(stayPrice: number, roomCount: number, coupon: CouponTerms | null): PriceBreakdown {
  const basePrice = roomsPrice(stayPrice, roomCount);
  const couponDiscount = coupon
    ? discountOf(
        { type: coupon.type, discountValue: coupon.discountValue, maxDiscount: coupon.maxDiscount ?? null },
        basePrice,
      )
    : 0;
  const total = stayTotal(stayPrice, roomCount);
  return { basePrice, taxes: TAXES_AND_FEES, stayTotal: total, couponDiscount, totalAmount: total - couponDiscount };
}
