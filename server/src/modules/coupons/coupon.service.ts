import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import type { User } from '../users/user.entity';
import { Coupon, type CouponType } from './coupon.entity';
import { UserCoupon } from './user-coupon.entity';

/** A member's coupon as spec §3 shows it. */
export interface MyCoupon {
  userCouponId: number;
  name: string;
  type: CouponType;
  discount: number;
  expiryDate: string | null;
  isExpired: boolean;
}

const SIGNUP_KEY = 'SIGNUP';

/** Gives a new member the 10% sign-up coupon (spec §9); the coupon type is created on first use. */
export async function grantSignupCoupon(em: EntityManager, user: User): Promise<void> {
  await em.getConnection().execute(
    `insert into coupons (name, type, discount_value, system_key, created_at) values (?, 'PERCENT', ?, ?, now())
       on conflict (system_key) do nothing`,
    [MESSAGES.signupCouponName, LIMITS.signupCouponPercent, SIGNUP_KEY],
  );
  const coupon = await em.findOneOrFail(Coupon, { systemKey: SIGNUP_KEY });
  em.create(UserCoupon, { user, coupon });
}

/** The caller's coupons that are neither used nor deleted, newest first; expired ones are marked. */
export async function myCoupons(ctx: RequestContext): Promise<MyCoupon[]> {
  const user = requireUser(ctx);
  const today = todayInSeoul();
  const rows = await ctx.em.find(
    UserCoupon,
    { user: user.id, usedAt: null, deletedAt: null },
    { populate: ['coupon'], orderBy: { issuedAt: 'desc', id: 'desc' } },
  );
  return rows.map(({ id, coupon }) => ({
    userCouponId: id,
    name: coupon.name,
    type: coupon.type,
    discount: coupon.discountValue,
    expiryDate: coupon.expiryDate ?? null,
    isExpired: coupon.expiryDate != null && coupon.expiryDate < today,
  }));
}

/** Deletes (hides) one of the caller's own coupons; someone else's is "not found", not "forbidden". */
export async function deleteMyCoupon(ctx: RequestContext, userCouponId: number): Promise<void> {
  const user = requireUser(ctx);
  if (!Number.isSafeInteger(userCouponId)) throw AppError.notFound(MESSAGES.couponNotFound);
  const deleted = await ctx.em.nativeUpdate(
    UserCoupon,
    { id: userCouponId, user: user.id, deletedAt: null },
    { deletedAt: new Date() },
  );
  if (deleted === 0) throw AppError.notFound(MESSAGES.couponNotFound);
}
