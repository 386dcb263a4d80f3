import { formatMonthDay, todayInSeoul } from './dates';
import { normalizePhone } from './validation';

/**
 * What a guest needs about a booking beyond its stay (the confirmation, the guest booking page, my page's drawer,
 * the SMS and the e-mail say it the same way): the refund's state, when the card money shows up, the free-cancel
 * deadline as a moment, the lodging's number to call.
 */

/** Where a cancelled booking's money is: nothing to give back, asked of Toss and not answered yet, given back. */
export const REFUND_STATUSES = {
  NONE: '환불 없음',
  REFUNDING: '환불 진행 중',
  REFUNDED: '환불 완료',
} as const;
export type RefundStatus = keyof typeof REFUND_STATUSES;
export const REFUND_STATUS_KEYS = Object.keys(REFUND_STATUSES) as RefundStatus[];

/** Toss gives a card refund back at once; the card company shows it days later, and guests ask when. */
export const CARD_REFUND_TIMING = '카드사에 따라 3~7영업일 후 환불돼요';

/** What a booking whose full-refund period is over says instead of a deadline. */
export const FREE_CANCEL_OVER = '무료 취소 기간이 지났어요';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A deadline is exclusive (the next Seoul midnight ends a day): the moment to show is the one just before it. */
export const lastMinuteBefore = (instant: Date | string): Date => new Date(new Date(instant).getTime() - 1);

/**
 * A deadline instant as people read it in Seoul: `12월 4일 (금) 23:59`. A deadline is exclusive (the next Seoul
 * midnight ends a day), so the last minute before it is shown.
 */
export function formatDeadline(instant: Date | string): string {
  const at = lastMinuteBefore(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  const clock = new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatMonthDay(todayInSeoul(at))} ${clock}`;
}

/** `2026-12-04T03:00:00Z` as the Seoul day it fell on: `12월 4일 (금)`. */
export const formatInstantDay = (instant: Date | string): string => formatMonthDay(todayInSeoul(new Date(instant)));

/** The `tel:` link of a phone in any spelling (digits only, so every dialer takes it), or null without one. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone);
  return digits && /^\+?\d+$/.test(digits) ? `tel:${digits}` : null;
}
