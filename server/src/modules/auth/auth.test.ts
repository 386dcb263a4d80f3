import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { LIMITS } from '@shim/common/limits';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs, PASSWORD } from '../../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  // Every login here comes from one address: the per-IP limit is not what this file tests.
  app = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => app.close());

describe('login', () => {
  it('answers the REST-NOTES token shape, and /api/auth/me and GraphQL me agree', async () => {
    const user = await createUser(app.orm, 'ROLE_USER', { name: '홍길동' });
    const tokens = await loginAs(app, user.email);
    expect(tokens).toMatchObject({ grantType: 'Bearer', accessTokenExpiresIn: 15 * 60_000 });
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));

    const rest = await app.request('GET', '/api/auth/me', { token: tokens.accessToken });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ id: user.id, name: '홍길동', email: user.email, role: 'ROLE_USER' });
    const gql = await app.graphql('{ me { id name email role } }', {}, tokens.accessToken);
    expect(gql.data).toEqual({ me: rest.body });
  });

  it('treats the e-mail case-insensitively', async () => {
    const user = await createUser(app.orm);
    const answer = await app.request('POST', '/api/auth/login', {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, without saying which', async () => {
    const user = await createUser(app.orm);
    const wrong = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong1234!' } });
    const unknown = await app.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
    expect(unknown).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
  });

  it('refuses empty fields with 400', async () => {
    const answer = await app.request('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.loginFieldsRequired } });
  });

  it('lets the manager login in only managers, and tells a pending manager to wait', async () => {
    const member = await createUser(app.orm, 'ROLE_USER');
    const pending = await createUser(app.orm, 'ROLE_PENDING');
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const asManager = (email: string) =>
      app.request('POST', '/api/auth/login', { body: { email, password: PASSWORD, role: 'ROLE_MANAGER' } });
    expect(await asManager(member.email)).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
    expect(await asManager(pending.email)).toMatchObject({ status: 403, body: { message: MESSAGES.managerPending } });
    expect((await asManager(manager.email)).status).toBe(200);
  });

  // Leaving out `role` logged an applicant in as a member.
  it('refuses an applicant manager through every login: no role, ROLE_USER, ROLE_PENDING, GraphQL', async () => {
    const pending = await createUser(app.orm, 'ROLE_PENDING');
    const refused = { status: 403, body: { message: MESSAGES.managerPending } };
    for (const role of [undefined, 'ROLE_USER', 'ROLE_PENDING']) {
      const answer = await app.request('POST', '/api/auth/login', {
        body: { email: pending.email, password: PASSWORD, role },
      });
      expect({ role, answer }).toMatchObject({ role, answer: refused });
    }
    const gql = await app.graphql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: pending.email, password: PASSWORD },
    });
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0]).toMatchObject({ message: MESSAGES.managerPending, extensions: { code: 'FORBIDDEN' } });
  });

  it('logs in through the GraphQL mutation, with the code in extensions on failure', async () => {
    const user = await createUser(app.orm);
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { grantType accessToken refreshToken } }';
    const ok = await app.graphql<{ login: { grantType: string } }>(mutation, {
      input: { email: user.email, password: PASSWORD },
    });
    expect(ok.data?.login.grantType).toBe('Bearer');
    const bad = await app.graphql(mutation, { input: { email: user.email, password: 'nope' } });
    expect(bad.errors?.[0]).toMatchObject({ message: MESSAGES.loginFailed, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('captcha need', () => {
  const failOnce = (email: string) =>
    app.request('POST', '/api/auth/login', { body: { email, password: 'Wrong1234!' } });
  const needed = async (email: string) =>
    (await app.request('GET', `/api/auth/recaptcha-needed?email=${encodeURIComponent(email)}`)).body;

  it(`is false until ${LIMITS.captchaAfterFailures} failures, then login demands a token`, async () => {
    const user = await createUser(app.orm);
    for (let i = 1; i < LIMITS.captchaAfterFailures; i += 1) await failOnce(user.email);
    expect(await needed(user.email)).toEqual({ recaptchaRequired: false });
    await failOnce(user.email);
    expect(await needed(user.email)).toEqual({ recaptchaRequired: true });
    const gql = await app.graphql('query($e: String!) { recaptchaNeeded(email: $e) }', { e: user.email });
    expect(gql.data).toEqual({ recaptchaNeeded: true });

    const withoutToken = await app.request('POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(withoutToken).toMatchObject({ status: 400, body: { message: MESSAGES.recaptchaRequired } });
  });

  it('counts per e-mail, and a successful login clears the count', async () => {
    const user = await createUser(app.orm);
    const other = await createUser(app.orm);
    for (let i = 1; i < LIMITS.captchaAfterFailures; i += 1) await failOnce(user.email);
    expect(await needed(other.email)).toEqual({ recaptchaRequired: false });
    await loginAs(app, user.email);
    await failOnce(user.email);
    expect(await needed(user.email)).toEqual({ recaptchaRequired: false });
  });

  it('only counts failures within the window', async () => {
    const user = await createUser(app.orm);
    for (let i = 0; i < LIMITS.captchaAfterFailures; i += 1) await failOnce(user.email);
    const old = new Date(Date.now() - (LIMITS.captchaWindowMinutes + 1) * 60_000);
    await app.orm.em
      .fork()
      .getConnection()
      .execute('update login_failures set created_at = ? where email = ?', [old, user.email]);
    expect(await needed(user.email)).toEqual({ recaptchaRequired: false });
  });
});

describe('tokens', () => {
  it('rotates refresh tokens, and reuse of an old one revokes the whole family', async () => {
    const user = await createUser(app.orm);
    const first = await loginAs(app, user.email);
    const second = await app.request('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    const secondPair = second.json<{ refreshToken: string; accessToken: string }>();
    expect(secondPair.refreshToken).not.toBe(first.refreshToken);
    expect((await app.request('GET', '/api/auth/me', { token: secondPair.accessToken })).status).toBe(200);

    const replay = await app.request('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(replay).toMatchObject({ status: 401, body: { message: MESSAGES.invalidRefreshToken } });
    const afterReuse = await app.request('POST', '/api/auth/refresh', {
      body: { refreshToken: secondPair.refreshToken },
    });
    expect(afterReuse.status).toBe(401);
  });

  it('lets exactly one of two racing exchanges of one refresh token succeed', async () => {
    const user = await createUser(app.orm);
    const { refreshToken } = await loginAs(app, user.email);
    const answers = await Promise.all([
      app.request('POST', '/api/auth/refresh', { body: { refreshToken } }),
      app.request('POST', '/api/auth/refresh', { body: { refreshToken } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refreshes through GraphQL too, and logout ends the session', async () => {
    const user = await createUser(app.orm);
    const { refreshToken } = await loginAs(app, user.email);
    const refreshed = await app.graphql<{ refreshToken: { refreshToken: string } }>(
      'mutation($t: String!) { refreshToken(input: { refreshToken: $t }) { refreshToken } }',
      { t: refreshToken },
    );
    const next = refreshed.data!.refreshToken.refreshToken;
    const logout = await app.request('POST', '/api/auth/logout', { body: { refreshToken: next } });
    expect(logout).toMatchObject({ status: 200, body: { message: MESSAGES.logoutDone } });
    expect((await app.request('POST', '/api/auth/refresh', { body: { refreshToken: next } })).status).toBe(401);
    const other = await loginAs(app, user.email);
    const gqlLogout = await app.graphql('mutation($t: String!) { logout(input: { refreshToken: $t }) { loggedOut } }', {
      t: other.refreshToken,
    });
    expect(gqlLogout.data).toEqual({ logout: { loggedOut: true } });
    expect(
      (await app.request('POST', '/api/auth/refresh', { body: { refreshToken: other.refreshToken } })).status,
    ).toBe(401);
  });

  it('refuses a missing, forged or expired access token with 401 JSON', async () => {
    const user = await createUser(app.orm);
    const missing = await app.request('GET', '/api/auth/me');
    expect(missing).toMatchObject({ status: 401, body: { message: MESSAGES.unauthenticated } });
    const forged = jwt.sign({ role: 'ROLE_ADMIN' }, 'not-our-secret', {
      subject: String(user.id),
      issuer: 'shim-korea',
    });
    expect(await app.request('GET', '/api/auth/me', { token: forged })).toMatchObject({
      status: 401,
      body: { message: MESSAGES.sessionExpired },
    });
    const expired = jwt.sign({ role: 'ROLE_USER', exp: Math.floor(Date.now() / 1000) - 60 }, app.config.jwtSecret, {
      subject: String(user.id),
      issuer: 'shim-korea',
    });
    expect((await app.request('GET', '/api/auth/me', { token: expired })).status).toBe(401);
    const gql = await app.graphql('{ me { id } }', {}, forged);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads the role from the account, not the token, so a changed role applies at once', async () => {
    const member = await createUser(app.orm, 'ROLE_USER');
    const { accessToken } = await loginAs(app, member.email);
    await app.orm.em.fork().getConnection().execute(`update users set role = 'ROLE_MANAGER' where id = ?`, [member.id]);
    const me = await app.request('GET', '/api/auth/me', { token: accessToken });
    expect(me.json()).toMatchObject({ role: 'ROLE_MANAGER' });
  });
});
