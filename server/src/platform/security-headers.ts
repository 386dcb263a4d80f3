import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { withSandboxFallback } from './graphiql';

/**
 * The Content-Security-Policy of every page this server sends (docs/decisions/platform.md "Production defaults
 * and headers"). Scripts only from this origin and the two outside SDKs the client loads (reCAPTCHA,
 * Toss): no inline script, no eval. Styles may be inline (the stand-ins' pages and the SDKs' widgets
 * use them); images from anywhere over https (map tiles, MAP_TILE_URL).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://js.tosspayments.com',
  ],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https://*.tosspayments.com'],
  frameSrc: [
    "'self'",
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com',
    'https://*.tosspayments.com',
  ],
  formAction: ["'self'", 'https://*.tosspayments.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
};

/**
 * Security headers by helmet (a well-kept middleware rather than hand-written headers): the policy
 * above, HSTS when PUBLIC_URL is https (over plain http the header would mean nothing, or lock a local
 * host out), `Cache-Control: no-store` on every API and GraphQL answer (tokens and personal data must
 * not stay in a browser's or a proxy's cache), and the Apollo Sandbox page under its own nonce policy.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const https = config.publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The client's pages link to Toss and OAuth windows; images may be shown by CORS_ORIGINS clients.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  return [headers, noStore, sandboxPagePolicy];
}

const NO_STORE_PREFIXES = ['/api/', '/graphql', '/mypage/'];

/** API answers are live and often personal (tokens, bookings, coupons): never cached. */
const noStore: RequestHandler = (req, res, next) => {
  if (NO_STORE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Apollo Server's landing page (GET /graphql in a browser) carries its inline scripts under a nonce it
 * makes per page and states in a `<meta>` policy. The header policy above cannot know that nonce, and
 * two policies must both allow a script, so for that page the header takes the page's own policy (its
 * nonce, Apollo's CDN) plus this site's other directives: still no `unsafe-inline` script.
 */
const sandboxPagePolicy: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' || req.path !== '/graphql') return next();
  const send = res.send.bind(res) as Response['send'];
  res.send = (body?: unknown) => {
    const pagePolicy = typeof body === 'string' ? landingPagePolicy(body) : null;
    if (pagePolicy) {
      res.setHeader(
        'Content-Security-Policy',
        `${pagePolicy}; default-src 'self'; connect-src 'self' https://*.apollographql.com; ` +
          "font-src 'self' https://fonts.gstatic.com; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
      );
      // Offline (Apollo's CDN out of reach) the page goes to the bundled explorer instead (platform/graphiql.ts).
      return send(withSandboxFallback(body as string));
    }
    return send(body);
  };
  next();
};

/** The `<meta http-equiv="Content-Security-Policy">` of Apollo's landing page, when it has a nonce. */
export function landingPagePolicy(html: string): string | null {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!meta || !/script-src [^;]*'nonce-[0-9a-f]+'/.test(meta) || meta.includes('unsafe-inline')) return null;
  return meta;
}
