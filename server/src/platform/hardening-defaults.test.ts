import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../test/harness';
import { createUser, loginAs, PASSWORD } from '../../test/fixtures';
import { PRODUCTION_KEYS } from '../../test/production-env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPasswordFor } from '../seeds/demo-accounts';
import { seedDemo } from '../seeds/demo.seeder';
import { landingPagePolicy } from './security-headers';
import { fromThisMachine } from './stand-ins';

/** The security review's findings about defaults and headers (1, 2, 11, 12, 15), against a running server. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const headersOf = async (target: TestApp, path: string, init: RequestInit = {}) =>
  (await fetch(target.url + path, { redirect: 'manual', ...init })).headers;

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('Content-Security-Policy and HSTS (finding 12)', () => {
  it('sends a policy allowing no inline script on every answer, and no HSTS over plain http', async () => {
    for (const path of ['/', '/healthz', '/api/nothing-here', '/hotel/3']) {
      const headers = await headersOf(app, path, { headers: { accept: 'text/html' } });
      const policy = directives(headers.get('content-security-policy'));
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends HSTS (and upgrades requests) when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://shim.example' });
    try {
      const headers = await headersOf(secure, '/healthz');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directives(headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('gives the Apollo Sandbox page its own nonce policy, still without unsafe-inline scripts', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /<script nonce="([0-9a-f]+)"/.exec(html)?.[1];
    expect(nonce).toEqual(expect.any(String));
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // A page whose policy allows inline scripts, or has no nonce, keeps the site's strict policy.
    expect(
      landingPagePolicy(`<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'" />`),
    ).toBe(null);
    // GraphQL answers themselves keep the site's policy.
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(directives(answer.headers.get('content-security-policy')).get('script-src')).not.toContain(
      `'nonce-${nonce}'`,
    );
  });
});

describe('Cache-Control on token and personal-data answers (finding 12)', () => {
  it('is no-store on every token answer and every personal answer, REST and GraphQL', async () => {
    const member = await createUser(app.orm);
    const { accessToken, refreshToken } = await loginAs(app, member.email);
    const json = (body: unknown, token?: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const bearer: RequestInit = { headers: { authorization: `Bearer ${accessToken}` } };
    const answers: Array<[string, RequestInit]> = [
      ['/api/auth/login', json({ email: member.email, password: PASSWORD })],
      ['/api/auth/refresh', json({ refreshToken })],
      ['/api/register', json({ email: 'x@example.com' })],
      ['/api/kakao/callback?code=x', {}],
      ['/api/google/callback?code=x&state=y', {}],
      ['/api/reset-password', json({ email: member.email })],
      ['/api/users/info', bearer],
      ['/api/auth/me', bearer],
      ['/api/mypage/reservations', bearer],
      ['/mypage/reservations', bearer],
      ['/api/reservations/order/none', {}],
      ['/api/coupons/my-coupons', bearer],
      ['/api/wishlist', bearer],
      ['/api/inquiries/my', bearer],
      ['/graphql', json({ query: '{ me { id email } }' }, accessToken)],
    ];
    for (const [path, init] of answers) {
      const headers = await headersOf(app, path, init);
      expect({ path, cacheControl: headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
    }
  });
});

describe('X-Forwarded-For (finding 11)', () => {
  const loginFrom = (target: TestApp, ip: string) =>
    fetch(`${target.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234!' }),
    }).then((answer) => answer.status);

  it('is ignored from a peer TRUST_PROXY does not name: rotating it escapes no per-IP limit', async () => {
    const direct = await startTestApp({ TRUST_PROXY: '', LOGIN_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i += 1) statuses.push(await loginFrom(direct, `10.9.0.${i}`));
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });

  it('is believed from the proxies TRUST_PROXY names (the nginx of the deployment)', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i += 1) statuses.push(await loginFrom(proxied, `10.8.0.${i}`));
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});

describe('a production start (findings 1, 2, 15)', () => {
  it('with its keys, mounts no stand-in: no captcha solver, payment sandbox, OAuth provider or mailbox', async () => {
    const production = await startTestApp(PRODUCTION_KEYS);
    try {
      const solve = await fetch(`${production.url}/local/recaptcha/solve`, { method: 'POST' });
      expect(solve.status).toBe(404);
      expect((await fetch(`${production.url}/local/recaptcha/siteverify`, { method: 'POST' })).status).toBe(404);
      // Asked as a script asks (JSON): a browser asking for HTML gets the client's page for unknown paths.
      const json = { headers: { accept: 'application/json' } };
      expect((await fetch(`${production.url}/local/toss/checkout?orderId=order-123456`, json)).status).toBe(404);
      expect((await fetch(`${production.url}/local/oauth/kakao/authorize`, json)).status).toBe(404);
      expect((await fetch(`${production.url}/dev/mailbox.json`, json)).status).toBe(404);
      // The client is told to use the real services.
      const captcha = await production.request('GET', '/api/auth/captcha-config');
      expect(captcha.body).toEqual({ mode: 'recaptcha', siteKey: PRODUCTION_KEYS.RECAPTCHA_SITE_KEY });
      const payments = await production.request('GET', '/api/payments/config');
      expect(payments.body).toMatchObject({ mode: 'toss', clientKey: PRODUCTION_KEYS.TOSS_CLIENT_KEY });
    } finally {
      await production.close();
    }
  });

  it('with LOCAL_STANDINS=true, mounts the stand-ins of the services without keys', async () => {
    const demo = await startTestApp({ NODE_ENV: 'production', LOCAL_STANDINS: 'true' });
    try {
      expect((await fetch(`${demo.url}/local/recaptcha/solve`, { method: 'POST' })).status).not.toBe(404);
      expect((await demo.request('GET', '/api/payments/config')).body).toMatchObject({ mode: 'local' });
      expect((await fetch(`${demo.url}/dev/mailbox.json`)).status).toBe(200);
      expect((await fetch(`${demo.url}/dev/sms.json`)).status).toBe(200);
    } finally {
      await demo.close();
    }
  });

  // The mailbox showed everyone's reset codes, and the OAuth stand-in logged anyone in as anyone.
  it('with LOCAL_STANDINS=true, shows the kept codes only on this machine and serves no OAuth stand-in', async () => {
    const demo = await startTestApp({ NODE_ENV: 'production', LOCAL_STANDINS: 'true' });
    try {
      const json = { accept: 'application/json' };
      // nginx on the same host connects from loopback too: a forwarded request came from elsewhere.
      const proxied: Array<Record<string, string>> = [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
      ];
      for (const forwarded of proxied) {
        for (const path of ['/dev/mailbox.json', '/dev/sms.json', '/dev/mailbox', '/dev/sms']) {
          const answer = await fetch(`${demo.url}${path}`, { headers: { ...json, ...forwarded } });
          expect(answer.status, path).toBe(404);
        }
      }
      expect((await fetch(`${demo.url}/local/oauth/kakao/authorize`, { headers: json })).status).toBe(404);
      expect((await fetch(`${demo.url}/local/oauth/google/token`, { method: 'POST', headers: json })).status).toBe(404);
      const login = await demo.request('GET', '/api/kakao/login');
      expect(login).toMatchObject({ status: 404, body: { message: MESSAGES.socialLoginUnavailable } });
    } finally {
      await demo.close();
    }
  });

  it('takes a request for one made on this machine only by its socket, never by a header', () => {
    const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({
      socket: { remoteAddress } as Socket,
      headers,
    });
    expect(fromThisMachine(request('127.0.0.1'))).toBe(true);
    expect(fromThisMachine(request('::ffff:127.0.0.1'))).toBe(true);
    expect(fromThisMachine(request('::1'))).toBe(true);
    expect(fromThisMachine(request('10.0.0.5'))).toBe(false);
    expect(fromThisMachine(request('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(fromThisMachine(request('::ffff:10.0.0.5'))).toBe(false);
    expect(fromThisMachine(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });

  it('seeds the demo accounts with a generated password: the documented one logs nobody in', async () => {
    const production = await startTestApp(PRODUCTION_KEYS);
    try {
      const password = demoPasswordFor(production.config);
      await seedDemo(production.orm.em.fork(), { password });
      for (const { email } of DEMO_ACCOUNTS) {
        const known = await production.request('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
        expect(known).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
      }
      const admin = await production.request('POST', '/api/auth/login', {
        body: { email: 'admin@example.com', password },
      });
      expect(admin.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
