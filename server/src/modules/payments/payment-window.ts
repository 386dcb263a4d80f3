import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { LOCAL_TOSS_PATH } from '../../platform/payments/toss';

/** Where the payment window sends the payer back: `successUrl?paymentKey&orderId&amount`, `failUrl?code&message&orderId`. */
export interface ReturnUrls {
  successUrl: string;
  failUrl: string;
}

/** What the payment window needs of an order (the prepared booking). */
export interface WindowOrder {
  orderId: string;
  totalAmount: number;
  orderName: string;
  customerName: string;
}

/** A prepared booking's payment window: the return URLs it will use, and the sandbox's window (null with real Toss). */
export interface PaymentWindow extends ReturnUrls {
  paymentWindowUrl: string | null;
}

/**
 * The return URLs a booking asked for, checked before anything is held: with an API key, each must be on one of
 * the key's return origins (its partner's own sites); without one, on this site (siteOrigin, never a Host header).
 * Neither given: null (this site's own result pages).
 */
export function checkedReturnUrls(
  ctx: Pick<RequestContext, 'apiKey' | 'origin'>,
  asked: { successUrl?: string | null; failUrl?: string | null },
): ReturnUrls | null {
  const success = asked.successUrl?.trim() || null;
  const fail = asked.failUrl?.trim() || null;
  if (!success && !fail) return null;
  if (!success || !fail) throw AppError.badInput(API_KEY_MESSAGES.returnUrlsTogether);
  const allowed = ctx.apiKey ? ctx.apiKey.returnOrigins : [ctx.origin];
  const check = (text: string): string => {
    const url = absoluteUrl(text);
    if (!url) throw AppError.badInput(API_KEY_MESSAGES.returnUrlInvalid);
    if (!allowed.includes(url.origin)) {
      throw AppError.badInput(
        ctx.apiKey ? API_KEY_MESSAGES.returnUrlNotAllowed : API_KEY_MESSAGES.returnUrlNotThisSite,
      );
    }
    return url.toString();
  };
  return { successUrl: check(success), failUrl: check(fail) };
}

function absoluteUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** This site's result pages: members complete on /payment-callback, guests (and partners' guests) on /payment/success. */
export const siteReturnUrls = (origin: string, member: boolean): ReturnUrls =>
  member
    ? { successUrl: `${origin}/payment-callback`, failUrl: `${origin}/payment-fail` }
    : { successUrl: `${origin}/payment/success`, failUrl: `${origin}/payment/fail` };

/**
 * The payment window of a prepared booking. With the local sandbox it is a URL on this site (absolute, from
 * siteOrigin) carrying the order and the return URLs, signed when they lead off this site so the sandbox's window
 * accepts them (it refuses other sites otherwise: no open redirect). With real Toss there is no URL: the caller
 * opens Toss's SDK with `paymentConfig.clientKey` and these same fields.
 */
export function paymentWindowOf(
  ctx: Pick<RequestContext, 'app' | 'origin' | 'user'>,
  order: WindowOrder,
  asked: ReturnUrls | null,
): PaymentWindow {
  const returns = asked ?? siteReturnUrls(ctx.origin, ctx.user !== null);
  const toss = ctx.app.adapters.toss;
  if (!toss.isLocal) return { ...returns, paymentWindowUrl: null };
  const fields: SandboxWindowFields = {
    orderId: order.orderId,
    amount: String(order.totalAmount),
    orderName: order.orderName,
    customerName: order.customerName,
    ...returns,
  };
  const offSite = [returns.successUrl, returns.failUrl].some((url) => new URL(url).origin !== ctx.origin);
  const query = new URLSearchParams({ ...fields });
  if (offSite) query.set('returnSignature', returnSignature(toss.localSecretKey, fields));
  return { ...returns, paymentWindowUrl: `${ctx.origin}${LOCAL_TOSS_PATH}/checkout?${query.toString()}` };
}

export interface SandboxWindowFields extends ReturnUrls {
  orderId: string;
  amount: string;
  orderName: string;
  customerName: string;
}

/** The sandbox's seal on an order's return URLs: only what the API checked (and signed) may leave this site. */
export function returnSignature(
  secret: string,
  fields: Pick<SandboxWindowFields, 'orderId' | 'amount' | 'successUrl' | 'failUrl'>,
): string {
  return createHmac('sha256', secret)
    .update(['sandbox-return', fields.orderId, fields.amount, fields.successUrl, fields.failUrl].join('\n'))
    .digest('base64url');
}

export function returnSignatureValid(
  secret: string,
  fields: Pick<SandboxWindowFields, 'orderId' | 'amount' | 'successUrl' | 'failUrl'>,
  given: string,
): boolean {
  const expected = Buffer.from(returnSignature(secret, fields));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A path of this site as an absolute URL (siteOrigin); absolute URLs (real Toss's receipts) stay as they are. */
export const absoluteOnSite = (origin: string, url: string | null): string | null =>
  url === null ? null : url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
