import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isRole, type Role } from '@shim/common/roles';
import { LIMITS } from '@shim/common/limits';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** The session: the refresh-token family the token was minted for (revocations name it). */
  sessionId: string;
}

const ISSUER = 'shim-korea';
export const ACCESS_TOKEN_TTL_MS = LIMITS.accessTokenMinutes * 60_000;
export const REFRESH_TOKEN_TTL_MS = LIMITS.refreshTokenDays * 24 * 3_600_000;

export function signAccessToken(secret: string, claims: AccessClaims): string {
  return jwt.sign({ role: claims.role, sid: claims.sessionId }, secret, {
    algorithm: 'HS256',
    subject: String(claims.userId),
    issuer: ISSUER,
    expiresIn: Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
  });
}

/** The claims of a valid token, or null for a missing, forged, expired or malformed one. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload === 'string' || !payload.sub || !isRole(payload.role)) return null;
    // A token without a session cannot be revoked: refused (the client refreshes it).
    if (typeof payload.sid !== 'string' || !payload.sid) return null;
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) ? { userId, role: payload.role, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
