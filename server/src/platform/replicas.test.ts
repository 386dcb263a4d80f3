import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp } from '../../test/accounts';
import { bookingScenario } from '../../test/booking-fixtures';
import { createUser, loginAs } from '../../test/fixtures';
import { startTestApp, withRedis, type TestApp } from '../../test/harness';

// Two server instances behind one balancer: one PostgreSQL, one Redis. A client alternating between them
// gets one limit, not one per instance, and a logout on one ends the session on the other.
describe('two instances sharing PostgreSQL and Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp(withRedis({ LOGIN_ATTEMPTS_PER_MINUTE: '4' }));
    two = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '4' }, { replicaOf: one });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('enforce one login limit between them', async () => {
    const ip = nextIp();
    const attempt = (app: TestApp) =>
      app.request('POST', '/api/auth/login', {
        headers: { 'x-forwarded-for': ip },
        body: { email: 'nobody@example.com', password: 'wrong-password1!' },
      });
    for (const app of [one, two, one, two]) expect((await attempt(app)).status).toBe(401);
    for (const app of [one, two]) {
      expect(await attempt(app)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyLoginAttempts } });
    }
  });

  it('enforce one hold limit between them', async () => {
    const s = await bookingScenario(one, { unitCount: 10 });
    const ip = nextIp();
    const prepareOn = (app: TestApp, offset: number) =>
      app.request('POST', '/api/reservations/prepare', {
        headers: { 'x-forwarded-for': ip, 'x-browser-key': `browser-${offset}-${ip}-abcdef` },
        body: s.body(offset),
      });
    const apps = [one, two];
    for (let i = 0; i < LIMITS.guestOpenHoldsPerIp; i += 1) {
      expect((await prepareOn(apps[i % 2]!, 5 + i)).status).toBe(200);
    }
    for (const app of apps) {
      expect(await prepareOn(app, 15)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyHolds } });
    }
  });

  it('end a session on both when it logs out on one', async () => {
    const user = await createUser(one.orm);
    const session = await loginAs(one, user.email);
    const me = (app: TestApp) => app.request('GET', '/api/auth/me', { token: session.accessToken });
    expect((await me(two)).status).toBe(200);
    await one.request('POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect((await me(two)).status).toBe(401);
    expect((await me(one)).status).toBe(401);
  });

  it('keep the limits in Redis under their prefix', async () => {
    const keys = await one.shared.redis!.keys(`${one.config.REDIS_PREFIX}*`);
    expect(keys.some((key) => key.includes('limit:login-ip'))).toBe(true);
    expect(keys.some((key) => key.includes('revoked:'))).toBe(true);
  });
});

describe('an instance whose Redis is away', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('still counts its limits in process and answers without errors', async () => {
    const ip = nextIp();
    const attempt = () =>
      app.request('POST', '/api/auth/login', {
        headers: { 'x-forwarded-for': ip },
        body: { email: 'nobody@example.com', password: 'wrong-password1!' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const user = await createUser(app.orm);
    const session = await loginAs(app, user.email);
    expect((await app.request('GET', '/api/auth/me', { token: session.accessToken })).status).toBe(200);
    await app.request('POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect((await app.request('GET', '/api/auth/me', { token: session.accessToken })).status).toBe(401);
  });
});
