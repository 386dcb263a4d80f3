import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { OAuthProfile, OAuthProvider } from '../../platform/oauth/oauth';
import { issueTokens, normalizeEmail, type TokenPair } from '../auth/auth.service';
import { grantSignupCoupon } from '../coupons/coupon.service';
import { User } from '../users/user.entity';
import { SocialAccount } from './social-account.entity';

const STATE_TTL_MS = 10 * 60_000;

/**
 * Where the provider sends the browser back: Kakao to the client's /kakao/callback page, which passes
 * the code to `GET /api/kakao/callback`; Google to the server, which hands the tokens on (spec §7).
 */
export function redirectUriFor(ctx: RequestContext, provider: OAuthProvider): string {
  return provider === 'kakao' ? `${ctx.origin}/kakao/callback` : `${ctx.origin}/api/google/callback`;
}

/** A signed, expiring state; its nonce also goes in a cookie so the callback can tie both to one browser. */
export function newState(ctx: RequestContext): { state: string; nonce: string } {
  const nonce = randomBytes(12).toString('base64url');
  const payload = `${nonce}.${ctx.clock.now().getTime() + STATE_TTL_MS}`;
  return { state: `${payload}.${signState(ctx, payload)}`, nonce };
}

/** True when the state is genuine and fresh and its nonce is the browser's state cookie. */
export function checkState(ctx: RequestContext, state: string, cookieNonce: string): boolean {
  const [nonce, expires, signature] = state.split('.');
  if (!nonce || !expires || !signature || Number(expires) <= ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(signState(ctx, `${nonce}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return cookieNonce === nonce;
}

/** 404 when the provider has no client id and the local stand-in is not allowed (production). */
export function requireProvider(ctx: RequestContext, provider: OAuthProvider): void {
  if (!ctx.app.adapters.oauth.isAvailable(provider)) throw AppError.notFound(MESSAGES.socialLoginUnavailable);
}

export function authorizeUrl(ctx: RequestContext, provider: OAuthProvider, state: string): string {
  requireProvider(ctx, provider);
  return ctx.app.adapters.oauth.authorizeUrl(provider, ctx.origin, redirectUriFor(ctx, provider), state);
}

/**
 * Completes a social login: the code is exchanged with the provider, then the member is found by the
 * linked provider account, else linked by a verified e-mail (members only), else created with the
 * sign-up coupon. Answers the usual token pair.
 */
export async function socialLogin(ctx: RequestContext, provider: OAuthProvider, code: string): Promise<TokenPair> {
  requireProvider(ctx, provider);
  if (!code) throw AppError.badInput(MESSAGES.socialInvalidAccess);
  let profile: OAuthProfile;
  try {
    profile = await ctx.app.adapters.oauth.profile(provider, ctx.selfUrl, code, redirectUriFor(ctx, provider));
  } catch (error) {
    ctx.logger.warn({ err: error, provider }, '소셜 로그인 코드 교환 실패');
    throw AppError.unauthenticated(MESSAGES.socialLoginFailed);
  }
  if (!profile.subject) throw AppError.unauthenticated(MESSAGES.socialLoginFailed);

  const linked = await ctx.em.findOne(SocialAccount, { provider, subject: profile.subject }, { populate: ['user'] });
  if (linked) return issueTokens(ctx, linked.user);

  if (!profile.email || !profile.emailVerified) throw AppError.forbidden(MESSAGES.socialEmailUnverified);
  const email = normalizeEmail(profile.email);
  const user = await ctx.em.transactional(async (em) => {
    let account = await em.findOne(User, { email });
    // An e-mail match links only a member: a manager or admin account is never taken over this way.
    if (account && account.role !== 'ROLE_USER') throw AppError.unauthenticated(MESSAGES.socialLoginFailed);
    if (!account) {
      account = em.create(User, { email, name: displayName(profile.name), passwordHash: null, role: 'ROLE_USER' });
      await em.flush();
      await grantSignupCoupon(em, account, ctx.clock);
    }
    em.create(SocialAccount, { provider, subject: profile.subject, user: account });
    await em.flush();
    return account;
  });
  return issueTokens(ctx, await ctx.em.findOneOrFail(User, user.id));
}

function displayName(name: string | null): string {
  const cleaned = (name ?? '')
    .replace(/[^A-Za-z가-힣\s]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 50);
  return cleaned.length >= 2 ? cleaned : '회원';
}

function signState(ctx: RequestContext, payload: string): string {
  return createHmac('sha256', ctx.app.config.jwtSecret).update(`oauth-state:${payload}`).digest('base64url');
}
