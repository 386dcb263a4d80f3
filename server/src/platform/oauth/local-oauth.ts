import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import { isEmail } from '@shim/common/validation';
import { OAUTH_PROVIDERS, type OAuthClient, type OAuthProvider } from './oauth';

interface Grant {
  provider: OAuthProvider;
  email: string;
  name: string;
  verified: boolean;
  redirectUri: string;
  expiresAt: number;
  nonce: string;
}

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 10 * 60_000;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The local OAuth 2.0 provider stand-in (ARCHITECTURE §6) for Kakao and Google: an authorize page where
 * a developer or a test picks who logs in, a token endpoint (authorization code, one-time, 5 minutes)
 * and a userinfo endpoint answering each provider's own profile shape. Served only without client ids.
 */
export function localOAuthRouter(
  client: OAuthClient,
  signingKey: string,
  siteOrigin: string,
  clientOrigins: readonly string[] = [],
): Router {
  const router = express.Router();
  const pagePolicy = standInPagePolicy(clientOrigins);
  // Chromium checks form-action on every redirect after the consent form's POST, the last one landing
  // on a CORS_ORIGINS client: its pages allow exactly those origins (and no payment site).
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', pagePolicy);
    next();
  });
  const spentCodes = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest('base64url');
  const seal = (kind: string, grant: Grant) => {
    const payload = Buffer.from(JSON.stringify({ ...grant, kind })).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };
  const open = (kind: string, token: string): Grant | null => {
    const [payload, signature] = token.split('.');
    if (!payload || !signature || !safeEqual(signature, sign(payload))) return null;
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Grant & { kind: string };
    return grant.kind === kind && grant.expiresAt > Date.now() ? grant : null;
  };
  const providerOf = (req: Request): OAuthProvider | null => {
    const name = String(req.params.provider ?? '');
    return (OAUTH_PROVIDERS as readonly string[]).includes(name) ? (name as OAuthProvider) : null;
  };
  /** Codes go back only to this site (its configured origin, not the Host asked): no open redirector. */
  const sameSite = (redirectUri: string) => {
    try {
      return new URL(redirectUri).origin === new URL(siteOrigin).origin;
    } catch {
      return false;
    }
  };

  router.get('/:provider/authorize', (req, res) => {
    const provider = providerOf(req);
    const q = req.query as Record<string, string | undefined>;
    if (!provider || q.client_id !== client.localClientId(provider) || !sameSite(q.redirect_uri ?? '')) {
      res.status(400).type('text').send('invalid_request');
      return;
    }
    const label = provider === 'kakao' ? '카카오' : 'Google';
    const hidden = ['client_id', 'redirect_uri', 'state']
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(q[key] ?? '')}">`)
      .join('');
    res.type('html').send(`<!doctype html><html lang="ko"><head><meta charset="utf-8">
<title>${label} 로그인 (로컬 대역)</title>
<style>body{font-family:sans-serif;max-width:420px;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0}input[type=email],input[type=text]{width:100%;padding:.5rem}button{padding:.6rem 1.2rem}</style>
</head><body><h1>${label} 로그인</h1><p>개발용 로컬 OAuth 대역입니다. 로그인할 계정을 입력하세요.</p>
<form method="post">${hidden}
<label>이메일 <input type="email" name="email" required value="social.user@example.com"></label>
<label>이름 <input type="text" name="name" value="소셜회원"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> 이메일 확인됨</label>
<button type="submit">동의하고 계속하기</button></form></body></html>`);
  });

  router.post('/:provider/authorize', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const provider = providerOf(req);
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const email = (body.email ?? '').trim().toLowerCase();
    const redirectUri = body.redirect_uri ?? '';
    if (!provider || body.client_id !== client.localClientId(provider) || !sameSite(redirectUri) || !isEmail(email)) {
      res.status(400).type('text').send('invalid_request');
      return;
    }
    const code = seal('code', {
      provider,
      email,
      name: (body.name ?? '').trim(),
      verified: body.email_verified === 'true',
      redirectUri,
      expiresAt: Date.now() + CODE_TTL_MS,
      nonce: randomBytes(9).toString('base64url'),
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (body.state) target.searchParams.set('state', body.state);
    res.redirect(302, target.toString());
  });

  router.post('/:provider/token', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const provider = providerOf(req);
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const grant = open('code', body.code ?? '');
    const clientOk =
      provider !== null &&
      body.client_id === client.localClientId(provider) &&
      body.client_secret === client.localSecret(provider);
    if (!clientOk) {
      res.status(401).json({ error: 'invalid_client' });
      return;
    }
    const now = Date.now();
    if (
      !grant ||
      grant.provider !== provider ||
      grant.redirectUri !== body.redirect_uri ||
      spentCodes.has(grant.nonce)
    ) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    for (const [nonce, until] of spentCodes) if (until < now) spentCodes.delete(nonce);
    spentCodes.set(grant.nonce, grant.expiresAt);
    const accessToken = seal('access', { ...grant, expiresAt: now + TOKEN_TTL_MS });
    res.json({ access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_TTL_MS / 1000 });
  });

  router.get('/:provider/userinfo', (req, res) => {
    const provider = providerOf(req);
    const token = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
    const grant = open('access', token);
    if (!provider || !grant || grant.provider !== provider) {
      res.status(401).json({ error: 'invalid_token' });
      return;
    }
    const subject = createHash('sha256').update(`${provider}:${grant.email}`).digest('hex').slice(0, 12);
    if (provider === 'kakao') {
      res.json({
        id: Number.parseInt(subject, 16),
        kakao_account: {
          email: grant.email,
          is_email_valid: true,
          is_email_verified: grant.verified,
          profile: { nickname: grant.name },
        },
      });
      return;
    }
    res.json({ sub: subject, email: grant.email, email_verified: grant.verified, name: grant.name });
  });
  return router;
}

/** The stand-in's own page policy: no script at all, its inline style, forms to this site and the client origins. */
export function standInPagePolicy(clientOrigins: readonly string[]): string {
  const origins = clientOrigins.flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  });
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${["'self'", ...new Set(origins)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
