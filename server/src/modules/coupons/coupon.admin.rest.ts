import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_MESSAGES } from '@shim/common/coupon-rules';
import { field, REST_LIST_LIMIT, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import * as coupons from './admin-coupon.service';

/** Spec §7 Admin: coupon types and issued coupons. */
export function couponAdminRoutes(api: RestRouter): void {
  api.get('/admin/coupons', ['ROLE_ADMIN'], async (ctx) =>
    (await coupons.couponTypes(ctx)).map((record) => ({
      ...couponTypeJson(record),
      // Additions: whether 전체 발급 / 개별 발급 can be used today, and why not.
      issueBlockedReason: coupons.issueBlockedReason(ctx, record),
    })),
  );

  api.post('/admin/coupons', ['ROLE_ADMIN'], async (ctx, req) =>
    couponTypeJson(await coupons.createCouponType(ctx, couponTypeBody(req.body))),
  );

  // An addition: edits a coupon type in full (the body of creation).
  api.put('/admin/coupons/:id', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: COUPON_MESSAGES.updated,
    coupon: couponTypeJson(await coupons.updateCouponType(ctx, Number(req.params.id), couponTypeBody(req.body))),
  }));

  api.delete('/admin/coupons/issued/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.withdrawCoupon(ctx, Number(req.params.id));
    return { message: ADMIN_MESSAGES.issuedCouponDeleted };
  });

  api.delete('/admin/coupons/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.deleteCouponType(ctx, Number(req.params.id));
    return { message: ADMIN_MESSAGES.couponTypeDeleted };
  });

  api.post('/admin/coupons/issue', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.issueCoupon(ctx, field.integer(req.body?.userId), field.integer(req.body?.couponId));
    return { message: ADMIN_MESSAGES.couponIssued };
  });

  api.post('/admin/coupons/issue-all', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: ADMIN_MESSAGES.couponIssuedAll,
    count: await coupons.issueCouponToAll(ctx, field.integer(req.body?.couponId)),
  }));

  api.get('/admin/coupons/issued', ['ROLE_ADMIN'], async (ctx) =>
    (await coupons.issuedCoupons(ctx, { limit: REST_LIST_LIMIT })).map((row) => ({
      userCouponId: row.userCouponId,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      couponId: row.couponId,
      couponName: row.couponName,
      issuedAt: row.issuedAt.toISOString(),
      used: row.usedAt !== null,
    })),
  );
}

/** A coupon type as REST answers it: spec §7's fields, then the additions (code, conditions). */
const couponTypeJson = (record: coupons.CouponTypeRow) => ({
  id: record.id,
  name: record.name,
  type: record.type,
  discountValue: record.discountValue,
  expiryDate: record.expiryDate,
  issuedCount: record.issuedCount,
  system: record.system,
  code: record.code,
  minOrderAmount: record.minOrderAmount,
  maxDiscount: record.maxDiscount,
  startDate: record.startDate,
  appliesToDayUse: record.appliesToDayUse,
});

const couponTypeBody = (raw: unknown): coupons.NewCouponType => {
  const body = (raw ?? {}) as Record<string, unknown>;
  return {
    name: body.name,
    type: body.type,
    value: restFields(body).value('discountValue'),
    expiryDate: body.expiryDate,
    code: body.code,
    minOrderAmount: body.minOrderAmount,
    maxDiscount: body.maxDiscount,
    startDate: body.startDate,
    appliesToDayUse: body.appliesToDayUse,
  };
};
