import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '@shim/common/coupon-codes';
import {
  COUPON_AMOUNT_MAX,
  COUPON_MESSAGES,
  couponTypeProblem,
  issueBlock,
  type CouponTypeFields,
} from '@shim/common/coupon-rules';
import { MESSAGES } from '@shim/common/messages';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Coupon, type CouponType } from './coupon.entity';
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
export const MAX_FIXED_DISCOUNT = COUPON_AMOUNT_MAX;

/** A coupon type as an administrator sends it (GraphQL input or REST body), unchecked. */
export interface NewCouponType {
  name?: unknown;
  type?: unknown;
  value?: unknown;
  expiryDate?: unknown;
  /** Optional: what members type to receive it (쿠폰 등록). */
  code?: unknown;
  /** Optional conditions (common/src/coupon-rules.ts): absent is none. */
  minOrderAmount?: unknown;
  maxDiscount?: unknown;
  startDate?: unknown;
  /** Optional: true lets it discount a 대실 too; absent is nights only. */
  appliesToDayUse?: unknown;
}

export async function couponTypes(ctx: RequestContext): Promise<CouponTypeRecord[]> {
  assertAccess(ctx, ADMIN);
  return findCouponTypes(ctx.em);
}

/** A number as sent: absent or blank is null; anything else becomes a number (NaN fails the checks). */
const amountOf = (raw: unknown): number | null =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
    ? null
    : typeof raw === 'number'
      ? raw
      : Number(raw);
const dateOf = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null);

/** The checked fields of a coupon type, or 400 with coupon-rules' words (`keptExpiry`: an edit's own date). */
function checkedFields(ctx: RequestContext, input: NewCouponType, keptExpiry: string | null = null) {
  const fields: CouponTypeFields = {
    name: typeof input.name === 'string' ? input.name.trim() : '',
    type: typeof input.type === 'string' ? input.type : '',
    value: amountOf(input.value),
    expiryDate: typeof input.expiryDate === 'string' ? input.expiryDate : '',
    minOrderAmount: amountOf(input.minOrderAmount),
    maxDiscount: amountOf(input.maxDiscount),
    startDate: dateOf(input.startDate),
  };
  const problem = couponTypeProblem(fields, ctx.clock.today(), keptExpiry);
  if (problem) throw AppError.badInput(problem);
  return {
    name: fields.name,
    type: fields.type as CouponType,
    discountValue: fields.value!,
    expiryDate: fields.expiryDate,
    minOrderAmount: fields.minOrderAmount ?? 0,
    maxDiscount: fields.maxDiscount,
    startDate: fields.startDate,
    appliesToDayUse: input.appliesToDayUse === true,
  };
}

/**
 * A new coupon type: name, type, value and expiry required (spec §5); PERCENT 1–100, FIXED 1 won up; expiry today
 * or later; conditions as coupon-rules checks them.
 */
export async function createCouponType(ctx: RequestContext, input: NewCouponType): Promise<CouponTypeRecord> {
  assertAccess(ctx, ADMIN);
  const fields = checkedFields(ctx, input);
  const code = await newCouponCode(ctx, input.code);
  const coupon = ctx.em.create(Coupon, { ...fields, code });
  await flushCoupon(ctx);
  return recordOf(coupon, 0);
}

/**
 * Edits a coupon type in full (every field as at creation; an absent code removes it). Copies already issued
 * follow the new terms; a booking keeps the discount it was priced with. The sign-up coupon is the system's (409).
 */
export async function updateCouponType(
  ctx: RequestContext,
  id: number,
  input: NewCouponType,
): Promise<CouponTypeRecord> {
  assertAccess(ctx, ADMIN);
  const coupon = Number.isSafeInteger(id) ? await ctx.em.findOne(Coupon, id) : null;
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.systemKey) throw AppError.conflict(COUPON_MESSAGES.systemCouponLocked);
  const fields = checkedFields(ctx, input, coupon.expiryDate ?? null);
  const code = await newCouponCode(ctx, input.code, coupon.id);
  ctx.em.assign(coupon, { ...fields, code });
  await flushCoupon(ctx);
  const [record] = await findCouponTypes(ctx.em, [coupon.id]);
  return record!;
}

async function flushCoupon(ctx: RequestContext): Promise<void> {
  await ctx.em.flush().catch((error: unknown) => {
    // Two administrators choosing one code at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeTaken);
    throw error;
  });
}

const recordOf = (coupon: Coupon, issuedCount: number): CouponTypeRecord => ({
  id: coupon.id,
  name: coupon.name,
  type: coupon.type,
  discountValue: coupon.discountValue,
  expiryDate: coupon.expiryDate ?? null,
  systemKey: null,
  system: false,
  issuedCount,
  code: coupon.code ?? null,
  minOrderAmount: coupon.minOrderAmount,
  maxDiscount: coupon.maxDiscount ?? null,
  startDate: coupon.startDate ?? null,
  appliesToDayUse: coupon.appliesToDayUse,
});

/** A type's code: absent is none; else 4–20 letters and digits (stored upper-case), not used by another type. */
async function newCouponCode(ctx: RequestContext, raw: unknown, ownId: number | null = null): Promise<string | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const code = typeof raw === 'string' ? normalizeCouponCode(raw) : '';
  if (!COUPON_CODE_PATTERN.test(code)) throw AppError.badInput(ACCOUNT_MESSAGES.couponCodeInvalid);
  const taken = await ctx.em.count(Coupon, ownId === null ? { code } : { code, id: { $ne: ownId } });
  if (taken > 0) throw AppError.conflict(ACCOUNT_MESSAGES.couponCodeTaken);
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

/** Why the administrator cannot issue this type today (the sign-up coupon, or past its expiry), or null. */
export function issueBlockedReason(
  ctx: RequestContext,
  coupon: { expiryDate: string | null; system: boolean },
): string | null {
  assertAccess(ctx, ADMIN);
  if (coupon.system) return ADMIN_MESSAGES.systemCouponIssued;
  return issueBlock(coupon, ctx.clock.today());
}

async function issuable(tx: RequestContext['em'], couponId: number, today: string): Promise<void> {
  if (!Number.isSafeInteger(couponId)) throw AppError.badInput(ADMIN_MESSAGES.couponSelectRequired);
  const coupon = await lockCouponType(tx, couponId);
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.systemKey) throw AppError.conflict(ADMIN_MESSAGES.systemCouponIssued);
  const blocked = issueBlock(coupon, today);
  if (blocked) throw AppError.conflict(blocked);
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
