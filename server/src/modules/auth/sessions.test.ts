import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, PASSWORD } from '../../../test/fixtures';
import { startTestApp, withRedis, type TestApp } from '../../../test/harness';

// Finding 8: an access token ended with its session at once, whether revocations live in this process or
// in Redis (REDIS_URL), without waiting for its 15 minutes.
describe.each([
  ['in process', {}],
  ['in Redis', withRedis()],
])('revoked sessions (%s)', (_where, env) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(env);
  });
  afterAll(() => app.close());

  const me = (token: string) => app.request('GET', '/api/auth/me', { token }).then((answer) => answer.status);

  it('ends the session’s access token on logout, and only that session’s', async () => {
    const user = await createUser(app.orm);
    const phone = await loginAs(app, user.email);
    const laptop = await loginAs(app, user.email);
    expect(await me(phone.accessToken)).toBe(200);
    await app.request('POST', '/api/auth/logout', { body: { refreshToken: phone.refreshToken } });
    expect(await me(phone.accessToken)).toBe(401);
    expect(await me(laptop.accessToken)).toBe(200);
  });

  it('ends every session of the account on a password change', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const one = await loginAs(app, manager.email);
    const two = await loginAs(app, manager.email);
    const changed = await app.request('PUT', '/api/manager/account/password', {
      token: one.accessToken,
      body: { currentPassword: PASSWORD, newPassword: 'N3wPassw0rd!' },
    });
    expect(changed.status).toBe(200);
    expect(await me(one.accessToken)).toBe(401);
    expect(await me(two.accessToken)).toBe(401);
    expect(await me((await loginAs(app, manager.email, 'N3wPassw0rd!')).accessToken)).toBe(200);
  });

  it('ends every session of the account when a refresh token is used twice', async () => {
    const user = await createUser(app.orm);
    const first = await loginAs(app, user.email);
    const other = await loginAs(app, user.email);
    const rotated = await app.request('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    const fresh = rotated.json<{ accessToken: string }>();
    expect(await me(fresh.accessToken)).toBe(200);
    const reused = await app.request('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reused.status).toBe(401);
    expect(await me(fresh.accessToken)).toBe(401);
    expect(await me(first.accessToken)).toBe(401);
    expect(await me(other.accessToken)).toBe(401);
  });

  it('ends every session of an account the administrator deletes', async () => {
    const admin = await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email);
    const user = await createUser(app.orm);
    const session = await loginAs(app, user.email);
    expect(await me(session.accessToken)).toBe(200);
    const deleted = await app.request('DELETE', `/api/admin/users/${user.id}`, { token: admin.accessToken });
    expect(deleted.status).toBeLessThan(300);
    expect(await me(session.accessToken)).toBe(401);
    const revoked = await app.shared.sessions.isRevoked(sessionOf(session.accessToken));
    expect(revoked).toBe(true);
  });

  it('remembers revocations across a restart: the database is their source', async () => {
    const user = await createUser(app.orm);
    const session = await loginAs(app, user.email);
    await app.request('POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    // A fresh process on the same database, with an empty Redis prefix of its own.
    const restarted = await startTestApp(withRedisIf(env), { replicaOf: app });
    try {
      expect((await restarted.request('GET', '/api/auth/me', { token: session.accessToken })).status).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});

const withRedisIf = (env: Record<string, string>) => (env.REDIS_URL ? withRedis() : {});

function sessionOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return payload.sid;
}
