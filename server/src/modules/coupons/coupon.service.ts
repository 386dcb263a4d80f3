import type { EntityManager } from '@mikro-orm/postgresql';
import {
  couponBlock,
  couponBlockLabel,
  couponBlockMessage,
  COUPON_MESSAGES,
  type CouponBlock,
  type CouponTerms,
} from '@shim/common/coupon-rules';
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
  minOrderAmount: number;
  maxDiscount: number | null;
  startDate: string | null;
  /** What stops it today (expired, not started yet; below the order minimum of the stay asked about), or null. */
  block: CouponBlock | null;
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

/**
 * The caller's coupons that are neither used nor deleted, newest first; expired ones are marked, and each says
 * what stops it today (for a stay totalling `stayTotal`, when given: the order minimum too).
 */
export async function myCoupons(ctx: RequestContext, stayTotal: number | null = null): Promise<MyCoupon[]> {
  const user = requireUser(ctx);
  const today = ctx.clock.today();
  if (stayTotal !== null && !(Number.isSafeInteger(stayTotal) && stayTotal >= 0)) {
    throw AppError.badInput(COUPON_MESSAGES.stayTotalInvalid);
  }
  const rows = await ctx.em.find(
    UserCoupon,
    { user: user.id, usedAt: null, deletedAt: null },
    { populate: ['coupon'], orderBy: { issuedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    const lastDay = couponLastDay(row);
    const terms = couponTermsOf(row.coupon);
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
      minOrderAmount: terms.minOrderAmount,
      maxDiscount: terms.maxDiscount,
      startDate: terms.startDate,
      block: couponBlock(terms, { used: false, lastDay }, { today, stayTotal }),
    };
  });
}

/** A coupon type's terms as the rules of common/src/coupon-rules.ts read them. */
export const couponTermsOf = (coupon: {
  type: CouponType;
  discountValue: number;
  minOrderAmount?: number | null;
  maxDiscount?: number | null;
  startDate?: string | null;
}): CouponTerms => ({
  type: coupon.type,
  discountValue: coupon.discountValue,
  minOrderAmount: coupon.minOrderAmount ?? 0,
  maxDiscount: coupon.maxDiscount ?? null,
  startDate: coupon.startDate ?? null,
});

/**
 * Refuses (400, in the words of coupon-rules) a member's copy that cannot be spent on `today` for a stay totalling
 * `stayTotal` (before the coupon; absent: the order minimum is judged later, once the stay is priced).
 */
export function refuseUnusableCoupon(userCoupon: UserCoupon, at: { today: string; stayTotal?: number | null }): void {
  const block = couponBlock(
    couponTermsOf(userCoupon.coupon),
    { used: !!userCoupon.usedAt, lastDay: couponLastDay(userCoupon) },
    at,
  );
  if (block) throw AppError.badInput(couponBlockMessage(block));
}

/**
 * Why a member's copy cannot be spent now, in a list's words (`최소 주문 금액 100,000원 이상`), or null; with a
 * stay total, the order minimum is judged too.
 */
export function unusableReason(
  ctx: RequestContext,
  copy: { used: boolean; lastDay: string | null },
  conditions: Pick<CouponTerms, 'minOrderAmount' | 'startDate'>,
  stayTotal: number | null,
): string | null {
  const block = couponBlock(conditions, copy, { today: ctx.clock.today(), stayTotal });
  return block ? couponBlockLabel(block) : null;
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
