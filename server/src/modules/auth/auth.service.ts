import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { isRole } from '@shim/common/roles';
import type { AuthUser, RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireUser } from '../../platform/auth/access';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
} from '../../platform/auth/tokens';
import { User } from '../users/user.entity';
import { LoginFailure } from './login-failure.entity';
import { RefreshToken } from './refresh-token.entity';

export interface LoginInput {
  email: string;
  password: string;
  recaptchaToken?: string;
  /** Sent by the manager login: the account must have this role. */
  role?: string;
}

/** The login response of the REST facade and GraphQL alike (REST-NOTES). */
export interface TokenPair {
  grantType: 'Bearer';
  accessToken: string;
  /** Milliseconds. */
  accessTokenExpiresIn: number;
  refreshToken: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function login(ctx: RequestContext, input: LoginInput): Promise<TokenPair> {
  const email = normalizeEmail(input.email);
  if (!email || !input.password) throw AppError.badInput(MESSAGES.loginFieldsRequired);
  // Checked before any password is hashed, so hashing cannot be used to exhaust the CPU.
  if (!(await ctx.app.shared.limits.loginPerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts);
  }
  if (await recaptchaNeeded(ctx, email)) {
    const token = input.recaptchaToken ?? '';
    if (!token || !(await ctx.app.adapters.captcha.verify(token, ctx.ip, ctx.selfUrl))) {
      throw AppError.badInput(MESSAGES.recaptchaRequired);
    }
  }

  const user = await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    ctx.em.create(LoginFailure, { email, ip: ctx.ip, createdAt: ctx.clock.now() });
    await ctx.em.flush();
    throw AppError.unauthenticated(MESSAGES.loginFailed);
  }
  // An application awaiting approval is no account to log in with, whichever login it comes through
  // (leaving out `role` must not make it a member's login).
  if (user.role === 'ROLE_PENDING') throw AppError.forbidden(MESSAGES.managerPending);
  if (input.role && isRole(input.role) && input.role !== user.role) {
    throw AppError.unauthenticated(MESSAGES.loginFailed);
  }
  await ctx.em.nativeDelete(LoginFailure, { email });
  return issueTokens(ctx, user);
}

/** A captcha is demanded after repeated failures for one e-mail within the window (spec §4). */
export async function recaptchaNeeded(ctx: RequestContext, email: string): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - LIMITS.captchaWindowMinutes * 60_000);
  const failures = await ctx.em.count(LoginFailure, { email: normalizeEmail(email), createdAt: { $gte: since } });
  return failures >= LIMITS.captchaAfterFailures;
}

/** Mints an access token and a refresh token; a new login starts a new token family. */
export async function issueTokens(
  ctx: RequestContext,
  user: User,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const now = ctx.clock.now();
  ctx.em.create(RefreshToken, {
    user,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  await ctx.em.flush();
  return {
    grantType: 'Bearer',
    accessToken: signAccessToken(ctx.app.config.jwtSecret, { userId: user.id, role: user.role, sessionId: familyId }),
    accessTokenExpiresIn: ACCESS_TOKEN_TTL_MS,
    refreshToken,
  };
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting one that was already
 * exchanged means it leaked, so every session of the account is revoked and its owner logs in again.
 */
export async function refresh(ctx: RequestContext, token: string): Promise<TokenPair> {
  const stored = token
    ? await ctx.em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) }, { populate: ['user'] })
    : null;
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw AppError.unauthenticated(MESSAGES.invalidRefreshToken);
  }
  // A conditional update, so two racing exchanges of one token cannot both succeed.
  const claimed = await ctx.em.nativeUpdate(RefreshToken, { id: stored.id, usedAt: null }, { usedAt: ctx.clock.now() });
  if (claimed === 0) {
    // The token leaked: every session of the account ends, not only this family.
    await revokeAllSessions(ctx, stored.user.id);
    throw AppError.unauthenticated(MESSAGES.invalidRefreshToken);
  }
  return issueTokens(ctx, stored.user, stored.familyId);
}

/** Revokes the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function logout(ctx: RequestContext, token: string): Promise<void> {
  const stored = token ? await ctx.em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) }) : null;
  if (stored) await revokeFamily(ctx, stored.familyId);
}

/**
 * Ends every session of an account (a password reset or change, the account deleted): its refresh
 * tokens at once, and the access tokens of every session that minted one recently enough to be alive.
 */
export async function revokeAllSessions(ctx: RequestContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.em.nativeUpdate(RefreshToken, { user: userId, revokedAt: null }, { revokedAt: now });
  const live = await ctx.em.find(
    RefreshToken,
    { user: userId, createdAt: { $gte: new Date(now.getTime() - ACCESS_TOKEN_TTL_MS - 60_000) } },
    { fields: ['familyId'] },
  );
  await ctx.app.shared.sessions.revoke([...new Set(live.map((token) => token.familyId))]);
}

/** Ends one session: its refresh tokens, and its access tokens on every replica (no database read per request). */
async function revokeFamily(ctx: RequestContext, familyId: string): Promise<void> {
  await ctx.em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: ctx.clock.now() });
  await ctx.app.shared.sessions.revoke([familyId]);
}

export function me(ctx: RequestContext): AuthUser {
  return requireUser(ctx);
}
