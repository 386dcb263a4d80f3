import { MESSAGES } from '@shim/common/messages';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { field, type RestRouter } from '../../platform/rest';
import * as coupons from './coupon.service';
import { myUsedCoupons, registerCouponCode } from './coupon-code.service';

const myCouponShape = ({ userCouponId, name, type, discount, expiryDate, isExpired }: coupons.MyCoupon) => ({
  userCouponId,
  name,
  type,
  discount,
  expiryDate,
  isExpired,
  expired: isExpired,
});

/** The member's coupons (spec §7 Member); `expired` mirrors `isExpired` (REST-NOTES). */
export function couponRoutes(api: RestRouter): void {
  api.get('/coupons/my-coupons', 'authenticated', async (ctx) => (await coupons.myCoupons(ctx)).map(myCouponShape));

  // 쿠폰 등록 and 사용한 쿠폰 (additions, docs/rest-clients.md).
  api.post('/coupons/register', ['ROLE_USER'], async (ctx, req) => ({
    message: ACCOUNT_MESSAGES.couponCodeRegistered,
    coupon: myCouponShape(await registerCouponCode(ctx, field.string(req.body?.code))),
  }));

  api.get('/coupons/used', 'authenticated', async (ctx) =>
    (await myUsedCoupons(ctx)).map((row) => ({ ...row, usedAt: row.usedAt.toISOString() })),
  );

  api.delete('/coupons/my-coupons/:id', 'authenticated', async (ctx, req) => {
    await coupons.deleteMyCoupon(ctx, Number(req.params.id));
    return { message: MESSAGES.couponDeleted };
  });
}
