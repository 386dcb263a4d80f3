import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '@shim/common/coupon-codes';
import { isValidIsoDate } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Coupon, COUPON_TYPES, type CouponType } from './coupon.entity';
import { couponLastDay, isPast } from './coupon.service';
import { User } from '../users/user.entity';
import {
  findCouponTypes,
  findIssuedCoupons,
  issueToAllMembers,
  issueToUser,
  lockCouponType,
  withdrawIssuedCoupon,
  type CouponTypeRecord,
  type IssuedCouponRecord,
} from './admin-coupon.repository';

export type { CouponTypeRecord as CouponTypeRow };

const ADMIN = ['ROLE_ADMIN'] as const;
/** The largest fixed discount a coupon type may give: far above any stay, far below integer limits. */
export const MAX_FIXED_DISCOUNT = 10_000_000;
const NAME_MAX = 100;

export interface NewCouponType {
  name?: unknown;
  type?: unknown;
  value?: unknown;
  expiryDate?: unknown;
  /** Optional: what members type to receive it (쿠폰 등록). */
  code?: unknown;
}

export async function couponTypes(ctx: RequestContext): Promise<CouponTypeRecord[]> {
  assertAccess(ctx, ADMIN);
  return findCouponTypes(ctx.em);
}

/** A new coupon type: every field required (spec §5); PERCENT 1–100, FIXED 1 won up; expiry today or later. */
export async function createCouponType(ctx: RequestContext, input: NewCouponType): Promise<CouponTypeRecord> {
  assertAccess(ctx, ADMIN);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const { type, value, expiryDate } = input;
  if (
    !name ||
    !COUPON_TYPES.includes(type as CouponType) ||
    value === undefined ||
    value === null ||
    value === '' ||
    !expiryDate
  ) {
    throw AppError.badInput(ADMIN_MESSAGES.couponFieldsRequired);
  }
  if (name.length > NAME_MAX) throw AppError.badInput(ADMIN_MESSAGES.couponFieldsRequired);
  const amount = typeof value === 'number' ? value : Number(value);
  if (type === 'PERCENT' && !(Number.isInteger(amount) && amount >= 1 && amount <= 100)) {
    throw AppError.badInput(ADMIN_MESSAGES.couponPercentRange);
  }
  if (type === 'FIXED' && !(Number.isInteger(amount) && amount >= 1 && amount <= MAX_FIXED_DISCOUNT)) {
    throw AppError.badInput(ADMIN_MESSAGES.couponFixedRange);
  }
  if (typeof expiryDate !== 'string' || !isValidIsoDate(expiryDate) || expiryDate < ctx.clock.today()) {
    throw AppError.badInput(ADMIN_MESSAGES.couponExpiryInvalid);
  }
  const code = await newCouponCode(ctx, input.code);
  const coupon = ctx.em.create(Coupon, { name, type: type as CouponType, discountValue: amount, expiryDate, code });
  await ctx.em.flush().catch((error: unknown) => {
    // Two administrators choosing one code at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeTaken);
    throw error;
  });
  return {
    id: coupon.id,
    name,
    type: coupon.type,
    discountValue: amount,
    expiryDate,
    systemKey: null,
    system: false,
    issuedCount: 0,
    code,
  };
}

/** A new type's code: absent is none; else 4–20 letters and digits (stored upper-case), not used by another type. */
async function newCouponCode(ctx: RequestContext, raw: unknown): Promise<string | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const code = typeof raw === 'string' ? normalizeCouponCode(raw) : '';
  if (!COUPON_CODE_PATTERN.test(code)) throw AppError.badInput(ACCOUNT_MESSAGES.couponCodeInvalid);
  if ((await ctx.em.count(Coupon, { code })) > 0) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeTaken);
  return code;
}

/**
 * Deletes a coupon type and every copy issued of it (used ones included: a reservation keeps its discount
 * amount). The sign-up coupon is the system's and stays.
 */
export async function deleteCouponType(ctx: RequestContext, id: number): Promise<void> {
  assertAccess(ctx, ADMIN);
  const coupon = Number.isSafeInteger(id) ? await ctx.em.findOne(Coupon, id) : null;
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.systemKey) throw AppError.conflict(ADMIN_MESSAGES.systemCouponLocked);
  await ctx.em.nativeDelete(Coupon, { id });
}

async function issuable(tx: RequestContext['em'], couponId: number, today: string): Promise<void> {
  if (!Number.isSafeInteger(couponId)) throw AppError.badInput(ADMIN_MESSAGES.couponSelectRequired);
  const coupon = await lockCouponType(tx, couponId);
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.systemKey) throw AppError.conflict(ADMIN_MESSAGES.systemCouponIssued);
  if (coupon.expiryDate && coupon.expiryDate < today) throw AppError.conflict(MESSAGES.couponExpired);
}

/** Issues a coupon to one member (ROLE_USER), once: a member who ever held it is refused (409). */
export async function issueCoupon(ctx: RequestContext, userId: number, couponId: number): Promise<void> {
  assertAccess(ctx, ADMIN);
  await ctx.em.fork().transactional(async (tx) => {
    await issuable(tx, couponId, ctx.clock.today());
    const user = Number.isSafeInteger(userId) ? await tx.findOne(User, userId) : null;
    if (!user) throw AppError.notFound(MESSAGES.userNotFound);
    if (user.role !== 'ROLE_USER') throw AppError.conflict(ADMIN_MESSAGES.couponIssueMemberOnly);
    if (!(await issueToUser(tx, couponId, userId, ctx.clock.now())))
      throw AppError.conflict(ADMIN_MESSAGES.couponAlreadyIssued);
  });
}

/** Issues a coupon to every member who never held it, in one statement: repeating it adds nobody twice. */
export async function issueCouponToAll(ctx: RequestContext, couponId: number): Promise<number> {
  assertAccess(ctx, ADMIN);
  return ctx.em.fork().transactional(async (tx) => {
    await issuable(tx, couponId, ctx.clock.today());
    return issueToAllMembers(tx, couponId, ctx.clock.now());
  });
}

/** An issued coupon as the administrator lists it, with the member's last day and whether it has run out. */
export interface IssuedCouponRow extends IssuedCouponRecord {
  lastDay: string | null;
  isExpired: boolean;
}

export async function issuedCoupons(
  ctx: RequestContext,
  page: { beforeId?: number | null; limit: number },
): Promise<IssuedCouponRow[]> {
  assertAccess(ctx, ADMIN);
  const today = ctx.clock.today();
  const rows = await findIssuedCoupons(ctx.em, { beforeId: page.beforeId ?? null, limit: page.limit });
  return rows.map((row) => {
    const lastDay = couponLastDay({ expiresOn: row.expiresOn, coupon: { expiryDate: row.couponExpiryDate } });
    return { ...row, lastDay, isExpired: isPast(lastDay, today) };
  });
}

/** The administrator's counts of coupon types reached another way than their list. */
export async function couponFigures(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<Map<number, { issuedCount: number; system: boolean; code: string | null }>> {
  assertAccess(ctx, ADMIN);
  const rows = await findCouponTypes(ctx.em, ids);
  return new Map(rows.map((row) => [row.id, { issuedCount: row.issuedCount, system: row.system, code: row.code }]));
}

/** Withdraws an issued coupon the member has not used; a used one stays on record (409). */
export async function withdrawCoupon(ctx: RequestContext, userCouponId: number): Promise<void> {
  assertAccess(ctx, ADMIN);
  if (!Number.isSafeInteger(userCouponId)) throw AppError.notFound(MESSAGES.couponNotFound);
  const outcome = await ctx.em.fork().transactional((tx) => withdrawIssuedCoupon(tx, userCouponId, ctx.clock.now()));
  if (outcome === 'missing') throw AppError.notFound(MESSAGES.couponNotFound);
  if (outcome === 'used') throw AppError.conflict(ADMIN_MESSAGES.issuedCouponUsed);
}
