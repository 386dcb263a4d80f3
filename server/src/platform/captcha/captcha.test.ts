import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, PASSWORD } from '../../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const login = (target: TestApp, email: string, password: string, recaptchaToken?: string) =>
  target.request('POST', '/api/auth/login', { body: { email, password, recaptchaToken } });

async function lockOut(target: TestApp, email: string): Promise<void> {
  for (let i = 0; i < LIMITS.captchaAfterFailures; i += 1) await login(target, email, 'Wrong1234!');
}

const solve = async (target: TestApp) =>
  (await target.request('POST', '/local/recaptcha/solve')).json<{ token: string }>().token;

describe('captcha with the local stand-in (no RECAPTCHA_SECRET)', () => {
  it('tells the client to show the local widget', async () => {
    expect((await app.request('GET', '/api/auth/captcha-config')).body).toEqual({
      mode: 'local',
      siteKey: 'local-captcha',
    });
    const gql = await app.graphql('{ captchaConfig { mode siteKey } }');
    expect(gql.data).toEqual({ captchaConfig: { mode: 'local', siteKey: 'local-captcha' } });
  });

  it('accepts a solved token once, verified over HTTP, and refuses forged or reused ones', async () => {
    const user = await createUser(app.orm);
    await lockOut(app, user.email);
    expect(await login(app, user.email, PASSWORD)).toMatchObject({
      status: 400,
      body: { message: MESSAGES.recaptchaRequired },
    });
    expect(await login(app, user.email, PASSWORD, 'forged.123.abc')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.recaptchaRequired },
    });

    const token = await solve(app);
    // The token is spent even when the password is wrong.
    expect((await login(app, user.email, 'Wrong1234!', token)).status).toBe(401);
    expect((await login(app, user.email, PASSWORD, token)).status).toBe(400);
    expect((await login(app, user.email, PASSWORD, await solve(app))).status).toBe(200);
  });

  it('speaks the siteverify shape, and refuses a wrong secret', async () => {
    const token = await solve(app);
    const wrongSecret = await fetch(`${app.url}/local/recaptcha/siteverify`, {
      method: 'POST',
      body: new URLSearchParams({ secret: 'nope', response: token }),
    });
    expect(await wrongSecret.json()).toMatchObject({ success: false, 'error-codes': ['invalid-input-secret'] });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(app.orm);
    await lockOut(app, user.email);
    const [nonce, , signature] = (await solve(app)).split('.');
    // Changing the expiry breaks the signature; an old signed token is refused the same way.
    const tampered = `${nonce}.${Date.now() - 1000}.${signature}`;
    expect((await login(app, user.email, PASSWORD, tampered)).status).toBe(400);
  });
});

describe('captcha with a reCAPTCHA secret', () => {
  let provider: Server;
  let providerUrl: string;
  const received: URLSearchParams[] = [];
  let other: TestApp;

  beforeAll(async () => {
    // A siteverify endpoint of our own, standing where Google's would (RECAPTCHA_VERIFY_URL).
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    other = await startTestApp({
      RECAPTCHA_SECRET: 'the-secret',
      RECAPTCHA_SITE_KEY: 'the-site-key',
      RECAPTCHA_VERIFY_URL: providerUrl,
    });
  });
  afterAll(async () => {
    await other.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  it('posts secret, response and remoteip to the configured siteverify URL', async () => {
    expect((await other.request('GET', '/api/auth/captcha-config')).body).toEqual({
      mode: 'recaptcha',
      siteKey: 'the-site-key',
    });
    expect((await other.request('POST', '/local/recaptcha/solve')).status).not.toBe(200);
    const user = await createUser(other.orm);
    await lockOut(other, user.email);
    expect((await login(other, user.email, PASSWORD, 'bad-token')).status).toBe(400);
    expect((await login(other, user.email, PASSWORD, 'good-token')).status).toBe(200);
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('the-secret');
    expect(last.get('response')).toBe('good-token');
    expect(last.get('remoteip')).toBe('127.0.0.1');
  });
});
