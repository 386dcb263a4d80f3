import { ADMIN_MESSAGES } from './admin-messages';
import { formatMonthDay, isValidIsoDate } from './dates';
import { MESSAGES } from './messages';
import { formatWon } from './money';

/**
 * The one home of a coupon's conditions (docs/decisions/coupons.md): whether a member's coupon can be spent on a
 * stay now, what it takes off, and what an administrator may set. The server decides with it at the price
 * preview, prepare and completion; the console and the member's screens word its answers.
 */

export type CouponKind = 'PERCENT' | 'FIXED';

/** What a coupon type promises and asks. */
export interface CouponTerms {
  type: CouponKind;
  /** Percent for PERCENT, won for FIXED. */
  discountValue: number;
  /** 최소 주문 금액: the stay total (before the coupon) must reach it; 0 is none. */
  minOrderAmount: number;
  /** 최대 할인 금액 (PERCENT only); null is no cap. */
  maxDiscount: number | null;
  /** 사용 시작일 (`YYYY-MM-DD`, Asia/Seoul): held before it, spent from it; null is at once. */
  startDate: string | null;
}

/** Why a member's coupon cannot be spent now; checked in this order. */
export type CouponBlock =
  | { kind: 'USED' }
  | { kind: 'EXPIRED' }
  | { kind: 'NOT_STARTED'; startDate: string }
  | { kind: 'MIN_ORDER'; minOrderAmount: number };

/**
 * What stops a member's copy of a coupon on `today` for a stay totalling `stayTotal` (the stay total before the
 * coupon, `common/src/stay-offer.ts#stayTotal`); without a stay total the order minimum is not judged.
 */
export function couponBlock(
  terms: Pick<CouponTerms, 'minOrderAmount' | 'startDate'>,
  copy: { used: boolean; lastDay: string | null },
  at: { today: string; stayTotal?: number | null },
): CouponBlock | null {
  if (copy.used) return { kind: 'USED' };
  if (copy.lastDay !== null && copy.lastDay < at.today) return { kind: 'EXPIRED' };
  if (terms.startDate !== null && at.today < terms.startDate)
    return { kind: 'NOT_STARTED', startDate: terms.startDate };
  if (at.stayTotal != null && at.stayTotal < terms.minOrderAmount) {
    return { kind: 'MIN_ORDER', minOrderAmount: terms.minOrderAmount };
  }
  return null;
}

/**
 * What the coupon takes off `roomsPrice` (the rooms' price for the stay; taxes are never discounted): PERCENT
 * rounded down and capped at the maximum discount, FIXED as is; never more than the rooms' price.
 */
export function couponDiscount(terms: Pick<CouponTerms, 'type' | 'discountValue' | 'maxDiscount'>, roomsPrice: number) {
  const raw =
    terms.type === 'PERCENT'
      ? Math.min(Math.floor((roomsPrice * terms.discountValue) / 100), terms.maxDiscount ?? Number.POSITIVE_INFINITY)
      : terms.discountValue;
  return Math.max(0, Math.min(raw, roomsPrice));
}

/** A block in a list beside the coupon (`최소 주문 금액 100,000원 이상`). */
export function couponBlockLabel(block: CouponBlock): string {
  switch (block.kind) {
    case 'USED':
      return '이미 사용한 쿠폰';
    case 'EXPIRED':
      return '기간 만료';
    case 'NOT_STARTED':
      return `${formatMonthDay(block.startDate)}부터 사용 가능`;
    case 'MIN_ORDER':
      return `최소 주문 금액 ${formatWon(block.minOrderAmount)} 이상`;
  }
}

/** A block as the refusal of a checkout says it (a whole sentence). */
export function couponBlockMessage(block: CouponBlock): string {
  switch (block.kind) {
    case 'USED':
      return COUPON_MESSAGES.alreadyUsed;
    case 'EXPIRED':
      return MESSAGES.couponExpired;
    case 'NOT_STARTED':
      return `${formatMonthDay(block.startDate)}부터 사용할 수 있는 쿠폰입니다.`;
    case 'MIN_ORDER':
      return `최소 주문 금액 ${formatWon(block.minOrderAmount)} 이상일 때 사용할 수 있는 쿠폰입니다.`;
  }
}

/** The conditions a coupon type carries, as the console's list and the member's coupon show them. */
export function couponConditionLabels(terms: Omit<CouponTerms, 'discountValue'>): string[] {
  const labels: string[] = [];
  if (terms.minOrderAmount > 0) labels.push(`${formatWon(terms.minOrderAmount)} 이상 주문`);
  if (terms.type === 'PERCENT' && terms.maxDiscount !== null) labels.push(`최대 ${formatWon(terms.maxDiscount)} 할인`);
  if (terms.startDate !== null) labels.push(`${formatMonthDay(terms.startDate)}부터`);
  labels.push('1인 1회');
  return labels;
}

/** The largest fixed discount, maximum discount or order minimum: far above any stay, far below integer limits. */
export const COUPON_AMOUNT_MAX = 10_000_000;
/** A coupon type's name is at most this long. */
export const COUPON_NAME_MAX = 100;

export const COUPON_MESSAGES = {
  fieldsRequired: ADMIN_MESSAGES.couponFieldsRequired,
  percentRange: ADMIN_MESSAGES.couponPercentRange,
  fixedRange: ADMIN_MESSAGES.couponFixedRange,
  expiryInvalid: ADMIN_MESSAGES.couponExpiryInvalid,
  minOrderInvalid: '최소 주문 금액은 0원 이상 10,000,000원 이하의 정수여야 합니다.',
  maxDiscountPercentOnly: '최대 할인 금액은 정률(%) 쿠폰에만 정할 수 있습니다.',
  maxDiscountInvalid: '최대 할인 금액은 1원 이상 10,000,000원 이하의 정수여야 합니다.',
  startInvalid: '사용 시작일은 YYYY-MM-DD 날짜여야 합니다.',
  startAfterExpiry: '사용 시작일은 만료일과 같거나 그보다 빨라야 합니다.',
  alreadyUsed: '이미 사용한 쿠폰입니다.',
  systemCouponLocked: '회원가입 쿠폰은 수정할 수 없습니다.',
  updated: '쿠폰이 수정되었습니다.',
  stayTotalInvalid: '숙박 총액은 0 이상의 정수여야 합니다.',
} as const;

/** A coupon type as an administrator sends it, read into numbers (empty: null). */
export interface CouponTypeFields {
  name: string;
  type: string;
  value: number | null;
  expiryDate: string;
  minOrderAmount: number | null;
  maxDiscount: number | null;
  startDate: string | null;
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * The first thing wrong with a coupon type, or null: name, type, value and expiry required; PERCENT 1–100, FIXED 1
 * won up; the expiry today or later (`keptExpiry`, the type's own date, may stay as it is on an edit); the order
 * minimum 0 up; a maximum discount only on PERCENT; the start no later than the expiry.
 */
export function couponTypeProblem(fields: CouponTypeFields, today: string, keptExpiry: string | null = null) {
  const { name, type, value, expiryDate, minOrderAmount, maxDiscount, startDate } = fields;
  if (!name.trim() || (type !== 'PERCENT' && type !== 'FIXED') || value === null || !expiryDate) {
    return COUPON_MESSAGES.fieldsRequired;
  }
  if (name.trim().length > COUPON_NAME_MAX) return COUPON_MESSAGES.fieldsRequired;
  if (type === 'PERCENT' && !isWhole(value, 1, 100)) return COUPON_MESSAGES.percentRange;
  if (type === 'FIXED' && !isWhole(value, 1, COUPON_AMOUNT_MAX)) return COUPON_MESSAGES.fixedRange;
  if (!isValidIsoDate(expiryDate) || (expiryDate < today && expiryDate !== keptExpiry)) {
    return COUPON_MESSAGES.expiryInvalid;
  }
  if (minOrderAmount !== null && !isWhole(minOrderAmount, 0, COUPON_AMOUNT_MAX)) return COUPON_MESSAGES.minOrderInvalid;
  if (maxDiscount !== null && type !== 'PERCENT') return COUPON_MESSAGES.maxDiscountPercentOnly;
  if (maxDiscount !== null && !isWhole(maxDiscount, 1, COUPON_AMOUNT_MAX)) return COUPON_MESSAGES.maxDiscountInvalid;
  if (startDate !== null && !isValidIsoDate(startDate)) return COUPON_MESSAGES.startInvalid;
  if (startDate !== null && startDate > expiryDate) return COUPON_MESSAGES.startAfterExpiry;
  return null;
}

/** Why an administrator cannot issue a coupon type on `today` (past its expiry), or null. */
export function issueBlock(coupon: { expiryDate: string | null }, today: string): string | null {
  if (coupon.expiryDate !== null && coupon.expiryDate < today) {
    return `만료일(${formatMonthDay(coupon.expiryDate)})이 지난 쿠폰은 발급할 수 없습니다.`;
  }
  return null;
}
