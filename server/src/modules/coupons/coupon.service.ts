import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { Clock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import { requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import type { User } from '../users/user.entity';
import { Coupon, type CouponType } from './coupon.entity';
import { ensureSystemCoupon } from './coupon.repository';
import { UserCoupon } from './user-coupon.entity';

/** A member's coupon as spec §3 shows it. */
export interface MyCoupon {
  userCouponId: number;
  name: string;
  type: CouponType;
  discount: number;
  /** This member's last day (`couponLastDay`). */
  expiryDate: string | null;
  isExpired: boolean;
  couponId: number;
  /** The coupon type's own last day. */
  couponExpiryDate: string | null;
  issuedAt: Date;
}

const SIGNUP_KEY = 'SIGNUP';

/** The sign-up coupon is valid through the same date a year after sign-up (docs/decisions/coupons.md). */
export const SIGNUP_COUPON_YEARS = 1;

/**
 * Gives a new member the 10% sign-up coupon (spec §9), valid through the same date a year later (Asia/Seoul;
 * 29 February gives 28 February) counted from the clock's today; the coupon type is created on first use.
 */
export async function grantSignupCoupon(em: EntityManager, user: User, clock: Clock): Promise<void> {
  await ensureSystemCoupon(em, {
    systemKey: SIGNUP_KEY,
    name: MESSAGES.signupCouponName,
    type: 'PERCENT',
    discount: LIMITS.signupCouponPercent,
    createdAt: clock.now(),
  });
  const coupon = await em.findOneOrFail(Coupon, { systemKey: SIGNUP_KEY });
  em.create(UserCoupon, { user, coupon, expiresOn: yearsAfter(clock.today(), SIGNUP_COUPON_YEARS) });
}

/** `YYYY-MM-DD` plus whole years, a missing day (29 February) falling back to the month's last. */
export function yearsAfter(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${String(year + years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** A member's coupon's last day: its own or its type's, whichever comes first; null never expires. */
export function couponLastDay(userCoupon: {
  expiresOn?: string | null;
  coupon: { expiryDate?: string | null };
}): string | null {
  const days = [userCoupon.expiresOn, userCoupon.coupon.expiryDate].filter((day): day is string => !!day);
  return days.length === 0 ? null : days.reduce((a, b) => (a < b ? a : b));
}

/** The caller's coupons that are neither used nor deleted, newest first; expired ones are marked. */
export async function myCoupons(ctx: RequestContext): Promise<MyCoupon[]> {
  const user = requireUser(ctx);
  const today = ctx.clock.today();
  const rows = await ctx.em.find(
    UserCoupon,
    { user: user.id, usedAt: null, deletedAt: null },
    { populate: ['coupon'], orderBy: { issuedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    const lastDay = couponLastDay(row);
    return {
      userCouponId: row.id,
      name: row.coupon.name,
      type: row.coupon.type,
      discount: row.coupon.discountValue,
      expiryDate: lastDay,
      isExpired: isPast(lastDay, today),
      couponId: row.coupon.id,
      couponExpiryDate: row.coupon.expiryDate ?? null,
      issuedAt: row.issuedAt,
    };
  });
}

/** Whether a coupon whose last day is `lastDay` (null: none) has run out by `today`. */
export const isPast = (lastDay: string | null, today: string): boolean => lastDay != null && lastDay < today;

/** Deletes (hides) one of the caller's own coupons; someone else's is "not found", not "forbidden". */
export async function deleteMyCoupon(ctx: RequestContext, userCouponId: number): Promise<void> {
  const user = requireUser(ctx);
  if (!Number.isSafeInteger(userCouponId)) throw AppError.notFound(MESSAGES.couponNotFound);
  const deleted = await ctx.em.nativeUpdate(
    UserCoupon,
    { id: userCouponId, user: user.id, deletedAt: null },
    { deletedAt: ctx.clock.now() },
  );
  if (deleted === 0) throw AppError.notFound(MESSAGES.couponNotFound);
}
