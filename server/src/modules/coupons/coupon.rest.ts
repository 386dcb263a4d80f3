import { MESSAGES } from '@shim/common/messages';
import type { RestRouter } from '../../platform/rest';
import * as coupons from './coupon.service';

/** The member's coupons (spec §7 Member); `expired` mirrors `isExpired` (REST-NOTES). */
export function couponRoutes(api: RestRouter): void {
  api.get('/coupons/my-coupons', 'authenticated', async (ctx) =>
    (await coupons.myCoupons(ctx)).map(({ userCouponId, name, type, discount, expiryDate, isExpired }) => ({
      userCouponId,
      name,
      type,
      discount,
      expiryDate,
      isExpired,
      expired: isExpired,
    })),
  );

  api.delete('/coupons/my-coupons/:id', 'authenticated', async (ctx, req) => {
    await coupons.deleteMyCoupon(ctx, Number(req.params.id));
    return { message: MESSAGES.couponDeleted };
  });
}
