import type { Request, Response } from 'express';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors';
import { field, type RestRouter } from '../../platform/rest';
import type { OAuthProvider } from '../../platform/oauth/oauth';
import * as social from './social.service';

const STATE_COOKIE = 'oauth_state';

/**
 * Kakao and Google logins of spec §7: browser redirects out, a code back, the usual token pair. A client on
 * another origin (CORS_ORIGINS; `?return_to=` or the page that sent the browser) gets them back on its own
 * pages as the original service gave them (docs/rest-clients.md); the state is checked here either way.
 */
export function socialRoutes(api: RestRouter): void {
  const start = (provider: OAuthProvider) => (ctx: RequestContext, req: Request, res: Response) => {
    social.requireProvider(ctx, provider);
    const returnOrigin = social.returnOriginOf(ctx, field.optionalString(req.query.return_to), req.get('referer'));
    const { state, nonce } = social.newState(ctx, returnOrigin);
    res.cookie(STATE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.origin.startsWith('https:'),
      path: '/api',
      maxAge: 10 * 60_000,
    });
    res.redirect(302, social.authorizeUrl(ctx, provider, state, returnOrigin !== null));
  };

  api.get('/kakao/login', 'public', start('kakao'));
  api.get('/google/login', 'public', start('google'));

  // Called by the client's /kakao/callback page with the code and the state Kakao returned; answers the
  // tokens as JSON. The state must be the one /api/kakao/login gave this very browser (its cookie), so
  // nobody can log a victim's browser into the attacker's account (login CSRF). A
  // client on another origin sends only the code we handed it after checking the state in /kakao/return.
  api.get('/kakao/callback', 'public', (ctx, req, res) => {
    social.requireProvider(ctx, 'kakao');
    const code = field.string(req.query.code);
    if (!code) throw AppError.badInput(MESSAGES.socialInvalidAccess);
    const handedOff = social.openHandoff(ctx, code);
    if (handedOff) return social.socialLogin(ctx, 'kakao', handedOff, true);
    const checked = social.checkState(ctx, field.optionalString(req.query.state), cookieOf(req, STATE_COOKIE));
    if (!checked?.ours || checked.returnOrigin) throw AppError.unauthenticated(MESSAGES.socialLoginFailed);
    res.clearCookie(STATE_COOKIE, { path: '/api' });
    return social.socialLogin(ctx, 'kakao', code);
  });

  // Kakao returns here a browser whose login a client on another origin started: the state is checked
  // with this browser's cookie, then the browser goes on to that client's /kakao/callback page with a code
  // only `GET /api/kakao/callback` redeems (without one, that page says 'Invalid access').
  api.get('/kakao/return', 'public', (ctx, req, res) => {
    social.requireProvider(ctx, 'kakao');
    const checked = social.checkState(ctx, field.optionalString(req.query.state), cookieOf(req, STATE_COOKIE));
    if (!checked?.returnOrigin) throw AppError.unauthenticated(MESSAGES.socialLoginFailed);
    res.clearCookie(STATE_COOKIE, { path: '/api' });
    const page = `${checked.returnOrigin}/kakao/callback`;
    const code = field.string(req.query.code);
    if (!checked.ours || !code) {
      res.redirect(302, `${page}?error=${checked.ours ? 'access_denied' : 'invalid_state'}`);
      return;
    }
    res.redirect(302, `${page}?${new URLSearchParams({ code: social.handoffCode(ctx, code) }).toString()}`);
  });

  // Google returns the browser here; the tokens go on to the /google/callback page of the client that
  // started the login (ours, or the one on another origin named in the state).
  api.get('/google/callback', 'public', async (ctx, req, res) => {
    const checked = social.checkState(ctx, field.optionalString(req.query.state), cookieOf(req, STATE_COOKIE));
    const page = `${checked?.returnOrigin ?? ctx.origin}/google/callback`;
    res.clearCookie(STATE_COOKIE, { path: '/api' });
    if (!checked?.ours) {
      res.redirect(302, `${page}?error=invalid_state`);
      return;
    }
    try {
      const tokens = await social.socialLogin(ctx, 'google', field.string(req.query.code));
      const query = new URLSearchParams({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
      res.redirect(302, `${page}?${query.toString()}`);
    } catch (error) {
      if (!isAppError(error)) ctx.logger.error({ err: error }, '구글 로그인 실패');
      res.redirect(302, `${page}?error=login_failed`);
    }
  });
}

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
