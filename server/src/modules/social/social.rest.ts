import type { Request, Response } from 'express';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors';
import { field, type RestRouter } from '../../platform/rest';
import type { OAuthProvider } from '../../platform/oauth/oauth';
import * as social from './social.service';

const STATE_COOKIE = 'oauth_state';

/** Kakao and Google logins of spec §7: browser redirects out, a code back, the usual token pair. */
export function socialRoutes(api: RestRouter): void {
  const start = (provider: OAuthProvider) => (ctx: RequestContext, _req: Request, res: Response) => {
    social.requireProvider(ctx, provider);
    const { state, nonce } = social.newState(ctx);
    res.cookie(STATE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.origin.startsWith('https:'),
      path: '/api',
      maxAge: 10 * 60_000,
    });
    res.redirect(302, social.authorizeUrl(ctx, provider, state));
  };

  api.get('/kakao/login', 'public', start('kakao'));
  api.get('/google/login', 'public', start('google'));

  // Called by the client's /kakao/callback page with the code and the state Kakao returned; answers the
  // tokens as JSON. The state must be the one /api/kakao/login gave this very browser (its cookie), so
  // nobody can log a victim's browser into the attacker's account (login CSRF, issue 17 finding 14).
  api.get('/kakao/callback', 'public', (ctx, req, res) => {
    social.requireProvider(ctx, 'kakao');
    const code = field.string(req.query.code);
    if (!code) throw AppError.badInput(MESSAGES.socialInvalidAccess);
    const state = field.optionalString(req.query.state);
    const cookieNonce = cookieOf(req, STATE_COOKIE);
    if (!state || !cookieNonce || !social.checkState(ctx, state, cookieNonce)) {
      throw AppError.unauthenticated(MESSAGES.socialLoginFailed);
    }
    res.clearCookie(STATE_COOKIE, { path: '/api' });
    return social.socialLogin(ctx, 'kakao', code);
  });

  // Google returns the browser here; the tokens go on to the client's /google/callback page.
  api.get('/google/callback', 'public', async (ctx, req, res) => {
    const page = `${ctx.origin}/google/callback`;
    const state = field.string(req.query.state);
    const cookieNonce = cookieOf(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, { path: '/api' });
    if (!cookieNonce || !social.checkState(ctx, state, cookieNonce)) {
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
