import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp } from '../../test/accounts';
import { bookingScenario } from '../../test/booking-fixtures';
import { createUser, loginAs } from '../../test/fixtures';
import { startTestApp, TEST_REDIS_URL, withRedis, type TestApp } from '../../test/harness';
import { TcpProxy } from '../../test/support/tcp-proxy';

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

// Both instances reach Redis through a proxy that can refuse or cut it.
describe('two instances whose Redis goes away', () => {
  let proxy: TcpProxy;
  let one: TestApp;
  let two: TestApp;
  let direct: Redis;
  beforeAll(async () => {
    proxy = await TcpProxy.inFrontOf(TEST_REDIS_URL);
    const env = withRedis({ REDIS_URL: proxy.urlFor(TEST_REDIS_URL), LOGIN_ATTEMPTS_PER_MINUTE: '4' });
    one = await startTestApp(env);
    two = await startTestApp(env, { replicaOf: one });
    direct = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    proxy.heal();
    await two.close();
    await one.close();
    await proxy.close();
    await direct.quit();
  });

  /** Both instances reconnected and published the revocations again. */
  async function bothResynced(before: [number, number]): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (one.shared.sessions.resyncs <= before[0] || two.shared.sessions.resyncs <= before[1]) {
      if (Date.now() > deadline) throw new Error('the instances never published the revocations again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const resyncCounts = (): [number, number] => [one.shared.sessions.resyncs, two.shared.sessions.resyncs];
  const me = (app: TestApp, token: string) => app.request('GET', '/api/auth/me', { token });

  it('see a logout made while Redis was down, during the outage and after it', async () => {
    const user = await createUser(one.orm);
    const session = await loginAs(one, user.email);
    expect((await me(two, session.accessToken)).status).toBe(200);
    const before = resyncCounts();
    proxy.refuse();
    await one.request('POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect((await me(two, session.accessToken)).status).toBe(401);
    proxy.heal();
    await bothResynced(before);
    expect((await me(two, session.accessToken)).status).toBe(401);
    const sid = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    expect(await direct.exists(`${one.config.REDIS_PREFIX}revoked:${sid.sid}`)).toBe(1);
  });

  it('see a logout again after Redis restarts empty', async () => {
    const user = await createUser(one.orm);
    const session = await loginAs(one, user.email);
    await one.request('POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    const before = resyncCounts();
    // A restart: every key gone and every connection dropped.
    const keys = await direct.keys(`${one.config.REDIS_PREFIX}*`);
    if (keys.length > 0) await direct.del(...keys);
    proxy.cut();
    await bothResynced(before);
    expect((await me(two, session.accessToken)).status).toBe(401);
  });

  it('keep one login limit between them while Redis is down (counted in PostgreSQL)', async () => {
    proxy.refuse();
    try {
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
    } finally {
      proxy.heal();
    }
  });
});
