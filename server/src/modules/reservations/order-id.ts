import { randomBytes } from 'node:crypto';

/** Toss's orderId rule: 6–64 characters of A-Za-z0-9, `-`, `_`, `=`. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_=-]{6,64}$/;

/**
 * A new orderId: the time in base 36 (sorts by creation, 9 characters until the year 5188) and 96 random
 * bits as 16 base64url characters, so knowing one order says nothing about another.
 */
export function newOrderId(now: number = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}${randomBytes(12).toString('base64url')}`;
}
