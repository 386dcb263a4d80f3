import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { LIMITS } from '@shim/common/limits';
import { RateLimiter } from '../rate-limit';

/**
 * The local captcha stand-in (ARCHITECTURE §6): `POST /solve` is what its widget calls when the box is
 * ticked and answers a one-time, short-lived, HMAC-signed token; `POST /siteverify` has reCAPTCHA's
 * request and response shape. Served only when no RECAPTCHA_SECRET is set.
 */
export function localCaptchaRouter(secret: string): Router {
  const router = express.Router();
  const spent = new Map<string, number>();
  const solvesPerIp = new RateLimiter('captcha-solve-ip', 30, 60_000);
  const ttlMs = LIMITS.localCaptchaTokenSeconds * 1000;
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  router.post('/solve', async (req, res) => {
    if (!(await solvesPerIp.take(req.ip ?? 'unknown'))) {
      res.status(429).json({ success: false });
      return;
    }
    const payload = `${randomBytes(12).toString('base64url')}.${Date.now() + ttlMs}`;
    res.json({ token: `${payload}.${sign(payload)}` });
  });

  router.post('/siteverify', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.secret !== secret) {
      res.json({ success: false, 'error-codes': ['invalid-input-secret'] });
      return;
    }
    const token = typeof body.response === 'string' ? body.response : '';
    const [nonce, expires, signature] = token.split('.');
    const now = Date.now();
    const valid =
      nonce && expires && signature && safeEqual(signature, sign(`${nonce}.${expires}`)) && Number(expires) > now;
    if (!valid || spent.has(nonce)) {
      res.json({ success: false, 'error-codes': ['invalid-input-response'] });
      return;
    }
    for (const [key, until] of spent) if (until < now) spent.delete(key);
    spent.set(nonce, Number(expires));
    res.json({ success: true, challenge_ts: new Date().toISOString(), hostname: req.hostname });
  });
  return router;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
