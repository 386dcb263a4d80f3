import { createHmac, randomBytes } from 'node:crypto';
import { API_KEY_MARK } from '@shim/common/api-keys';
import type { Config } from '../../config';

/** Characters of the secret after the mark that the consoles show (`shim_live_AbC123…`). */
const VISIBLE = 6;

/**
 * SHA-256 (an HMAC keyed by the pepper), not argon2id: a key is 192 random bits, so a slow hash adds no
 * protection against guessing, while every keyed request pays the check (argon2id ≈ 50 ms of a core).
 * The pepper keeps a stolen table of hashes useless without the server's settings.
 */
export function keyHashOf(config: Config, key: string): string {
  return createHmac('sha256', pepperOf(config)).update(key).digest('hex');
}

/** A fresh key (shown once) and what is stored of it. */
export function newKey(config: Config): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_MARK}${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_MARK.length + VISIBLE), keyHash: keyHashOf(config, key) };
}

const peppers = new WeakMap<Config, string>();

function pepperOf(config: Config): string {
  let pepper = peppers.get(config);
  if (pepper === undefined) {
    // Derived, not the JWT secret itself: a leaked pepper must not sign tokens.
    pepper = config.API_KEY_PEPPER ?? createHmac('sha256', config.jwtSecret).update('api-key-pepper').digest('hex');
    peppers.set(config, pepper);
  }
  return pepper;
}
