import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery's `t` may be before it is taken for a replay. */
const TOLERANCE_SECONDS = 300;

/**
 * Checks `X-Shim-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` against the endpoint's secret, on
 * the raw body (before any JSON parsing), in constant time.
 */
export function verifyShimSignature(
  header: string,
  rawBody: string,
  secret: string,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d+$/.test(t) || Math.abs(nowSeconds - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return expected.length === v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(v1));
}
