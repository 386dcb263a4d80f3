import type { RequestContext } from '../../platform/context';
import { assertAccess } from '../../platform/auth/access';
import { couponLastDay, isPast } from '../coupons/coupon.service';
import { memberInquiries, type AdminInquiryView } from '../inquiries/inquiry-admin.service';
import { memberReservations, type Reservation } from '../reservations/reservation.service';
import { userForAdmin, type AdminUserRow } from '../users/user.service';
import { countMemberReviews, findMemberCoupons, type MemberCouponRecord } from './member.repository';

/**
 * The administrator's member page (회원 관리 → 회원 상세): the account, its bookings, coupons, inquiries and
 * review count. Each part is its own read so GraphQL reads only the fields asked; REST reads them all.
 */

const ADMIN = ['ROLE_ADMIN'] as const;

/** An account's state as the console shows it: a manager application waits for approval, else in use. */
export type MemberStatus = 'ACTIVE' | 'PENDING_APPROVAL';
export const memberStatusOf = (user: { role: string }): MemberStatus =>
  user.role === 'ROLE_PENDING' ? 'PENDING_APPROVAL' : 'ACTIVE';

/** Held (usable), used, or expired unused. */
export type MemberCouponState = 'HELD' | 'USED' | 'EXPIRED';

export interface MemberCoupon extends MemberCouponRecord {
  /** The last day it can be used (`couponLastDay`), null without one. */
  lastDay: string | null;
  isExpired: boolean;
  state: MemberCouponState;
}

export interface MemberDetail {
  user: AdminUserRow;
  status: MemberStatus;
  reservations: Reservation[];
  coupons: MemberCoupon[];
  inquiries: AdminInquiryView[];
  reviewCount: number;
}

/** The account (404 with the catalogue's message when there is none). Administrators only. */
export const member = (ctx: RequestContext, userId: number): Promise<AdminUserRow> => userForAdmin(ctx, userId);

export async function memberCoupons(ctx: RequestContext, userId: number): Promise<MemberCoupon[]> {
  assertAccess(ctx, ADMIN);
  if (!Number.isSafeInteger(userId)) return [];
  const today = ctx.clock.today();
  return (await findMemberCoupons(ctx.em, userId)).map((row) => {
    const lastDay = couponLastDay({ expiresOn: row.expiresOn, coupon: { expiryDate: row.couponExpiryDate } });
    const isExpired = isPast(lastDay, today);
    const state: MemberCouponState = row.usedAt ? 'USED' : isExpired ? 'EXPIRED' : 'HELD';
    return { ...row, lastDay, isExpired, state };
  });
}

export async function memberReviewCount(ctx: RequestContext, userId: number): Promise<number> {
  assertAccess(ctx, ADMIN);
  return Number.isSafeInteger(userId) ? countMemberReviews(ctx.em, userId) : 0;
}

export { memberInquiries, memberReservations };

/** Everything the member page shows, for `GET /api/admin/users/{id}`. */
export async function memberDetail(ctx: RequestContext, userId: number): Promise<MemberDetail> {
  const user = await member(ctx, userId);
  const [reservations, coupons, inquiries, reviewCount] = await Promise.all([
    memberReservations(ctx, user.id),
    memberCoupons(ctx, user.id),
    memberInquiries(ctx, user.id),
    memberReviewCount(ctx, user.id),
  ]);
  return { user, status: memberStatusOf(user), reservations, coupons, inquiries, reviewCount };
}
