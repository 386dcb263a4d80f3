import { MESSAGES } from '@shim/common/messages';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { couponBlockLabel, couponConditionLabels } from '@shim/common/coupon-rules';
import { field, type RestRouter } from '../../platform/rest';
import * as coupons from './coupon.service';
import { myUsedCoupons, registerCouponCode } from './coupon-code.service';

const myCouponShape = (mine: coupons.MyCoupon) => ({
  userCouponId: mine.userCouponId,
  name: mine.name,
  type: mine.type,
  discount: mine.discount,
  expiryDate: mine.expiryDate,
  isExpired: mine.isExpired,
  expired: mine.isExpired,
  // Additions: the coupon's conditions and what stops it now (docs/decisions/coupons.md).
  minOrderAmount: mine.minOrderAmount,
  maxDiscount: mine.maxDiscount,
  startDate: mine.startDate,
  conditions: couponConditionLabels(mine),
  usable: mine.block === null,
  unusableReason: mine.block ? couponBlockLabel(mine.block) : null,
});

/** The member's coupons (spec §7 Member); `expired` mirrors `isExpired` (REST-NOTES). */
export function couponRoutes(api: RestRouter): void {
  // `?stayTotal=` (an addition): the stay total before the coupon, so the order minimum is judged too.
  api.get('/coupons/my-coupons', 'authenticated', async (ctx, req) =>
    (await coupons.myCoupons(ctx, field.optionalInteger(req.query.stayTotal))).map(myCouponShape),
  );

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
