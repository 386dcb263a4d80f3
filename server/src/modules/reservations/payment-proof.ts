import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../platform/context';

/**
 * The proof that a browser is the one that paid for a booking: issued by prepare, kept by the checkout in
 * the tab's sessionStorage (it survives the trip through the payment window, not a shared link), and sent
 * by the payment result page. Signed, not stored: any replica checks it, and it lapses after a day.
 */
const PROOF_HOURS = 24;

const signature = (ctx: RequestContext, orderId: string, expires: number): string =>
  createHmac('sha256', ctx.app.config.jwtSecret).update(`payment-proof:${orderId}:${expires}`).digest('base64url');

export function issuePaymentProof(ctx: RequestContext, orderId: string): string {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + PROOF_HOURS * 3600;
  return `${expires}.${signature(ctx, orderId, expires)}`;
}

export function isPaymentProof(ctx: RequestContext, orderId: string, proof: string | null | undefined): boolean {
  const [expiresText, given] = (proof ?? '').split('.');
  const expires = Number(expiresText);
  if (!given || !Number.isSafeInteger(expires) || expires * 1000 <= ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(ctx, orderId, expires));
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
