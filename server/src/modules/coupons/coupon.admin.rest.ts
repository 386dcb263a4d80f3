import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { field, REST_LIST_LIMIT, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import * as coupons from './admin-coupon.service';

/** Spec §7 Admin: coupon types and issued coupons. */
export function couponAdminRoutes(api: RestRouter): void {
  api.get('/admin/coupons', ['ROLE_ADMIN'], async (ctx) =>
    (await coupons.couponTypes(ctx)).map(
      ({ id, name, type, discountValue, expiryDate, issuedCount, system, code }) => ({
        id,
        name,
        type,
        discountValue,
        expiryDate,
        issuedCount,
        system,
        code,
      }),
    ),
  );

  api.post('/admin/coupons', ['ROLE_ADMIN'], async (ctx, req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const created = await coupons.createCouponType(ctx, {
      name: body.name,
      type: body.type,
      value: restFields(body).value('discountValue'),
      expiryDate: body.expiryDate,
      code: body.code,
    });
    const { systemKey: _systemKey, ...json } = created;
    return json;
  });

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
