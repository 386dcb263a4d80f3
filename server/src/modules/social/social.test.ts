import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { SIGNUP_COUPON_YEARS, yearsAfter } from '../coupons/coupon.service';
import { PRODUCTION_KEYS } from '../../../test/production-env';
import { createUser } from '../../../test/fixtures';
import { uniqueEmail } from '../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Person {
  email: string;
  name?: string;
  verified?: boolean;
}

/** Walks the browser's part: our login redirect, the stand-in's consent form, back to the redirect URI. */
async function authorize(provider: 'kakao' | 'google', person: Person): Promise<{ callback: URL; cookie: string }> {
  const start = await fetch(`${app.url}/api/${provider}/login`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  const consent = new URL(start.headers.get('location')!);
  expect(consent.pathname).toBe(`/local/oauth/${provider}/authorize`);
  const page = await fetch(consent);
  expect(await page.text()).toContain('<form');

  const form = new URLSearchParams({
    client_id: consent.searchParams.get('client_id')!,
    redirect_uri: consent.searchParams.get('redirect_uri')!,
    state: consent.searchParams.get('state')!,
    email: person.email,
    name: person.name ?? '소셜회원',
  });
  if (person.verified !== false) form.set('email_verified', 'true');
  const granted = await fetch(consent.origin + consent.pathname, { method: 'POST', body: form, redirect: 'manual' });
  expect(granted.status).toBe(302);
  return { callback: new URL(granted.headers.get('location')!), cookie };
}

/** The client's /kakao/callback page: passes the code and state on, its browser sending the state cookie. */
async function kakaoCallback(callback: URL, cookie: string | null, state = callback.searchParams.get('state')) {
  const query = new URLSearchParams({ code: callback.searchParams.get('code')! });
  if (state !== null) query.set('state', state);
  const response = await fetch(`${app.url}/api/kakao/callback?${query}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, body, json: <T>() => body as T };
}

async function kakaoLogin(person: Person) {
  const { callback, cookie } = await authorize('kakao', person);
  expect(callback.pathname).toBe('/kakao/callback');
  return kakaoCallback(callback, cookie);
}

const me = async (token: string) =>
  (await app.request('GET', '/api/auth/me', { token })).json<{ id: number; email: string; role: string }>();

describe('Kakao login against the local OAuth stand-in', () => {
  it('creates a member with the sign-up coupon, finds them again, and refuses a reused code', async () => {
    const email = uniqueEmail('kakao');
    const { callback, cookie } = await authorize('kakao', { email, name: '카카오 회원' });
    const first = await kakaoCallback(callback, cookie);
    expect(first).toMatchObject({ status: 200, body: { grantType: 'Bearer', accessToken: expect.any(String) } });
    const { accessToken } = first.json<{ accessToken: string }>();
    const account = await me(accessToken);
    expect(account).toMatchObject({ email, role: 'ROLE_USER' });
    const coupons = await app.request('GET', '/api/coupons/my-coupons', { token: accessToken });
    expect(coupons.json<unknown[]>()).toEqual([
      expect.objectContaining({ expiryDate: yearsAfter(todayInSeoul(), SIGNUP_COUPON_YEARS), isExpired: false }),
    ]);

    const reused = await kakaoCallback(callback, cookie);
    expect(reused).toMatchObject({ status: 401, body: { message: MESSAGES.socialLoginFailed } });

    const again = await kakaoLogin({ email });
    expect((await me(again.json<{ accessToken: string }>().accessToken)).id).toBe(account.id);
  });

  it('refuses a missing or forged code, and an unverified e-mail', async () => {
    expect((await app.request('GET', '/api/kakao/callback')).status).toBe(400);
    const { callback, cookie } = await authorize('kakao', { email: uniqueEmail('kakao') });
    callback.searchParams.set('code', 'forged');
    expect((await kakaoCallback(callback, cookie)).status).toBe(401);
    const unverified = await kakaoLogin({ email: uniqueEmail('kakao'), verified: false });
    expect(unverified).toMatchObject({ status: 403, body: { message: MESSAGES.socialEmailUnverified } });
  });

  it('links a member by verified e-mail, but never takes over a manager account', async () => {
    const member = await createUser(app.orm);
    const linked = await kakaoLogin({ email: member.email });
    expect((await me(linked.json<{ accessToken: string }>().accessToken)).id).toBe(member.id);

    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    expect((await kakaoLogin({ email: manager.email })).status).toBe(401);
  });
});

// The Kakao callback took a code without any state (login CSRF).
describe('the Kakao callback’s state', () => {
  it('is required, must be genuine and must be the one this browser was given', async () => {
    const refused = { status: 401, body: { message: MESSAGES.socialLoginFailed } };
    const tries = async (state: string | null, cookie: (own: string, other: string) => string | null) => {
      const { callback, cookie: own } = await authorize('kakao', { email: uniqueEmail('kakao') });
      const other = (await authorize('kakao', { email: uniqueEmail('kakao') })).cookie;
      return kakaoCallback(
        callback,
        cookie(own, other),
        state === null ? null : state || callback.searchParams.get('state'),
      );
    };
    // No state at all (the attack of the finding), with or without the cookie.
    expect(await tries(null, (own) => own)).toMatchObject(refused);
    expect(await tries(null, () => null)).toMatchObject(refused);
    // A forged or tampered state.
    expect(await tries('forged.123.abc', (own) => own)).toMatchObject(refused);
    // The genuine state, but from another browser: no cookie, or another login's cookie.
    expect(await tries('', () => null)).toMatchObject(refused);
    expect(await tries('', (_own, other) => other)).toMatchObject(refused);
    // Everything in place: logged in.
    expect((await tries('', (own) => own)).status).toBe(200);
  });
});

describe('Google login against the local OAuth stand-in', () => {
  it('returns the browser to /google/callback with the tokens', async () => {
    const email = uniqueEmail('google');
    const { callback, cookie } = await authorize('google', { email, name: 'Google User' });
    expect(callback.pathname).toBe('/api/google/callback');
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(done.status).toBe(302);
    const landing = new URL(done.headers.get('location')!);
    expect(landing.pathname).toBe('/google/callback');
    const accessToken = landing.searchParams.get('access_token')!;
    expect(landing.searchParams.get('refresh_token')).toEqual(expect.any(String));
    expect(await me(accessToken)).toMatchObject({ email, role: 'ROLE_USER' });
  });

  it('refuses a callback from another browser (no state cookie)', async () => {
    const { callback } = await authorize('google', { email: uniqueEmail('google') });
    const done = await fetch(callback, { redirect: 'manual' });
    const landing = new URL(done.headers.get('location')!);
    expect(landing.pathname).toBe('/google/callback');
    expect(landing.searchParams.has('access_token')).toBe(false);
  });
});

describe('the stand-in itself', () => {
  it('sends codes back only to this site', async () => {
    const answer = await fetch(
      `${app.url}/local/oauth/kakao/authorize?client_id=local-kakao&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(answer.status).toBe(400);
  });
});

describe('in production without client ids', () => {
  it('serves no OAuth stand-in and answers social login with 404', async () => {
    const production = await startTestApp(PRODUCTION_KEYS);
    try {
      const login = await production.request('GET', '/api/kakao/login');
      expect(login).toMatchObject({ status: 404, body: { message: MESSAGES.socialLoginUnavailable } });
      expect((await production.request('GET', '/api/kakao/callback?code=x')).status).toBe(404);
      const standIn = await fetch(`${production.url}/local/oauth/kakao/token`, { method: 'POST' });
      expect(standIn.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
