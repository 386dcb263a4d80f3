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
/** How long a client on another origin has to redeem the code we hand it (its page calls at once). */
const HANDOFF_TTL_MS = 2 * 60_000;
const HANDOFF_PREFIX = 'shim_';

/**
 * Where the provider sends the browser back: for our own client, Kakao to its /kakao/callback page (which
 * passes the code to `GET /api/kakao/callback`) and Google to the server, which hands the tokens on (spec
 * §7). For a client on another origin, Kakao comes back to the server too, so the state is checked with
 * this browser's cookie before anything is handed to that client.
 */
export function redirectUriFor(ctx: RequestContext, provider: OAuthProvider, crossOrigin: boolean): string {
  if (provider === 'google') return `${ctx.origin}/api/google/callback`;
  return crossOrigin ? `${ctx.origin}/api/kakao/return` : `${ctx.origin}/kakao/callback`;
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The client on another origin a social login returns to: `return_to` (an origin or a URL on it) when
 * CORS_ORIGINS lists it, else the origin of the page that sent the browser (its Referer) when listed, else
 * none (our own client). A `return_to` not listed is refused: we are no open redirector.
 */
export function returnOriginOf(ctx: RequestContext, returnTo: string | undefined, referer: string | undefined) {
  const allowed = (origin: string | null) =>
    origin !== null && origin !== ctx.origin && ctx.app.config.CORS_ORIGINS.includes(origin);
  if (returnTo) {
    const origin = originOf(returnTo);
    if (origin === ctx.origin) return null;
    if (!allowed(origin)) throw AppError.badInput(MESSAGES.socialReturnNotAllowed);
    return origin;
  }
  const from = referer ? originOf(referer) : null;
  return allowed(from) ? from : null;
}

/**
 * A signed, expiring state carrying the origin to return to; its nonce also goes in a cookie so the
 * callback can tie both to one browser.
 */
export function newState(ctx: RequestContext, returnOrigin: string | null): { state: string; nonce: string } {
  const nonce = randomBytes(12).toString('base64url');
  const back = Buffer.from(returnOrigin ?? '').toString('base64url');
  const payload = `${nonce}.${ctx.clock.now().getTime() + STATE_TTL_MS}.${back}`;
  return { state: `${payload}.${signState(ctx, payload)}`, nonce };
}

/**
 * A state we issued and that has not expired: `returnOrigin` is then trustworthy (signed), and `ours` says
 * whether its nonce is this browser's state cookie (only then may the login go on).
 */
export function checkState(
  ctx: RequestContext,
  state: string | undefined,
  cookieNonce: string | undefined,
): { ours: boolean; returnOrigin: string | null } | null {
  const [nonce, expires, back, signature, ...rest] = (state ?? '').split('.');
  if (!nonce || !expires || back === undefined || !signature || rest.length > 0) return null;
  if (Number(expires) <= ctx.clock.now().getTime()) return null;
  if (!safeEqual(signState(ctx, `${nonce}.${expires}.${back}`), signature)) return null;
  const returnOrigin = Buffer.from(back, 'base64url').toString() || null;
  return { ours: cookieNonce === nonce, returnOrigin };
}

/**
 * What a client on another origin gets on its /kakao/callback page after the state was checked here: the
 * provider's code, sealed so that `GET /api/kakao/callback` knows the check was done. The provider's code
 * stays single-use; the seal lasts two minutes.
 */
export function handoffCode(ctx: RequestContext, providerCode: string): string {
  const payload = `${Buffer.from(providerCode).toString('base64url')}.${ctx.clock.now().getTime() + HANDOFF_TTL_MS}`;
  return `${HANDOFF_PREFIX}${payload}.${signState(ctx, `handoff:${payload}`)}`;
}

/** The provider's code inside a genuine, fresh handoff code; null for anything else (a provider's own code). */
export function openHandoff(ctx: RequestContext, code: string): string | null {
  if (!code.startsWith(HANDOFF_PREFIX)) return null;
  const [inner, expires, signature, ...rest] = code.slice(HANDOFF_PREFIX.length).split('.');
  if (!inner || !expires || !signature || rest.length > 0) return null;
  if (Number(expires) <= ctx.clock.now().getTime()) return null;
  if (!safeEqual(signState(ctx, `handoff:${inner}.${expires}`), signature)) return null;
  return Buffer.from(inner, 'base64url').toString();
}

function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 404 when the provider has no client id and the local stand-in is not allowed (production). */
export function requireProvider(ctx: RequestContext, provider: OAuthProvider): void {
  if (!ctx.app.adapters.oauth.isAvailable(provider)) throw AppError.notFound(MESSAGES.socialLoginUnavailable);
}

export function authorizeUrl(
  ctx: RequestContext,
  provider: OAuthProvider,
  state: string,
  crossOrigin: boolean,
): string {
  requireProvider(ctx, provider);
  return ctx.app.adapters.oauth.authorizeUrl(provider, ctx.origin, redirectUriFor(ctx, provider, crossOrigin), state);
}

/**
 * Completes a social login: the code is exchanged with the provider, then the member is found by the
 * linked provider account, else linked by a verified e-mail (members only), else created with the
 * sign-up coupon. Answers the usual token pair. `crossOrigin`: the login was started for a client on
 * another origin (the provider checks the code against the redirect URI it was given then).
 */
export async function socialLogin(
  ctx: RequestContext,
  provider: OAuthProvider,
  code: string,
  crossOrigin = false,
): Promise<TokenPair> {
  requireProvider(ctx, provider);
  if (!code) throw AppError.badInput(MESSAGES.socialInvalidAccess);
  let profile: OAuthProfile;
  try {
    const redirectUri = redirectUriFor(ctx, provider, crossOrigin);
    profile = await ctx.app.adapters.oauth.profile(provider, ctx.selfUrl, code, redirectUri);
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
