import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config';

/**
 * Signing secrets: shown once, kept encrypted (AES-256-GCM) because every delivery needs the plain secret
 * to sign (a hash could not sign). The key is WEBHOOK_SECRET_KEY, else derived from JWT_SECRET by HKDF.
 */

const keyOf = (config: Config): Buffer =>
  Buffer.from(
    hkdfSync('sha256', config.WEBHOOK_SECRET_KEY ?? config.jwtSecret, 'shim-webhooks', 'webhook-secret-v1', 32),
  );

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function sealSecret(config: Config, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

export function openSecret(config: Config, cipherText: string): string {
  const [, iv, tag, sealed] = cipherText.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed!, 'base64url')), decipher.final()]).toString('utf8');
}

/** `X-Shim-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signatureOf(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
