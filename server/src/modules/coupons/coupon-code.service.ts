import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { normalizeCouponCode } from '@shim/common/coupon-codes';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { issueToUser } from './admin-coupon.repository';
import { everHeld, findUsedCoupons, lockCouponByCode, type UsedCouponRecord } from './coupon.repository';
import { myCoupons, type MyCoupon } from './coupon.service';

/**
 * 쿠폰 등록: the member types a code the administrator gave a coupon type and receives one copy of it, once
 * ever (held, used or deleted alike). Unknown 404, expired 409, already received 409, each in plain Korean.
 */
export async function registerCouponCode(ctx: RequestContext, raw: string): Promise<MyCoupon> {
  const user = requireUser(ctx);
  // Coupons are a member's (the administrator issues to ROLE_USER only): other roles have no coupon box.
  assertAccess(ctx, ['ROLE_USER']);
  const code = normalizeCouponCode(raw ?? '');
  if (!code) throw AppError.badInput(ACCOUNT_MESSAGES.couponCodeRequired);
  const userCouponId = await ctx.em.fork().transactional(async (tx) => {
    const coupon = await lockCouponByCode(tx, code);
    if (!coupon) throw AppError.notFound(ACCOUNT_MESSAGES.couponCodeUnknown);
    if (await everHeld(tx, user.id, coupon.id)) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeAlreadyTaken);
    if (coupon.expiryDate && coupon.expiryDate < ctx.clock.today()) {
      throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeExpired);
    }
    await issueToUser(tx, coupon.id, user.id, ctx.clock.now());
    return coupon.id;
  });
  const mine = (await myCoupons(ctx)).find((coupon) => coupon.couponId === userCouponId);
  if (!mine) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeAlreadyTaken);
  return mine;
}

/** 사용한 쿠폰: what the caller spent, when, and on which booking. */
export async function myUsedCoupons(ctx: RequestContext): Promise<UsedCouponRecord[]> {
  const user = requireUser(ctx);
  return findUsedCoupons(ctx.em, user.id);
}
