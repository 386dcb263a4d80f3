import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startInbox, type Inbox } from '../../../test/inbox';
import { createUser, loginAs, PASSWORD } from '../../../test/fixtures';
import { nextIp, requestFrom, uniqueEmail } from '../../../test/accounts';

let app: TestApp;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const NEW_PASSWORD = 'Newpassw0rd!';
const refresh = (refreshToken: string) => app.request('POST', '/api/auth/refresh', { body: { refreshToken } });

describe('password reset', () => {
  it('answers the same for an unknown address, and mails only a known one', async () => {
    const user = await createUser(app.orm);
    const unknown = uniqueEmail('nobody');
    const known = await requestFrom(app, nextIp(), 'POST', '/api/request-reset-password', {
      body: { email: user.email },
    });
    const missing = await requestFrom(app, nextIp(), 'POST', '/api/request-reset-password', {
      body: { email: unknown },
    });
    expect([known.status, known.body]).toEqual([missing.status, missing.body]);
    expect(known).toMatchObject({ status: 200, body: { message: MESSAGES.codeSent } });
    expect((await inbox.latest(user.email)).subject).toBe(MESSAGES.mailResetSubject);
    // The limits look the same too: a second request right away is refused for both.
    const ip = nextIp();
    const knownAgain = await requestFrom(app, ip, 'POST', '/api/request-reset-password', {
      body: { email: user.email },
    });
    const missingAgain = await requestFrom(app, ip, 'POST', '/api/request-reset-password', {
      body: { email: unknown },
    });
    expect([knownAgain.status, knownAgain.body]).toEqual([missingAgain.status, missingAgain.body]);
    expect(knownAgain.status).toBe(429);
    // And no code verifies for the unknown address.
    expect(
      (
        await requestFrom(app, nextIp(), 'POST', '/api/verify-code-for-password-reset', {
          body: { email: unknown, code: '123456' },
        })
      ).status,
    ).toBe(400);
  });

  it('resets with a single-use token and revokes every refresh token', async () => {
    const user = await createUser(app.orm);
    const session = await loginAs(app, user.email);
    const ip = nextIp();
    await requestFrom(app, ip, 'POST', '/api/request-reset-password', { body: { email: user.email } });
    const code = await inbox.code(user.email);
    const verified = await requestFrom(app, ip, 'POST', '/api/verify-code-for-password-reset', {
      body: { email: user.email, code },
    });
    expect(verified).toMatchObject({
      status: 200,
      body: {
        message: '이메일 인증이 완료되었습니다. 비밀번호를 재설정할 수 있습니다.',
        resetToken: expect.any(String),
      },
    });
    const { resetToken } = verified.json<{ resetToken: string }>();

    const weak = await requestFrom(app, ip, 'POST', '/api/reset-password', {
      body: { resetToken, newPassword: 'weak' },
    });
    expect(weak).toMatchObject({ status: 400, body: { message: MESSAGES.invalidPassword } });
    const reset = await requestFrom(app, ip, 'POST', '/api/reset-password', {
      body: { resetToken, newPassword: NEW_PASSWORD },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: '비밀번호가 성공적으로 변경되었습니다.' } });
    const again = await requestFrom(app, ip, 'POST', '/api/reset-password', {
      body: { resetToken, newPassword: 'Other1234!' },
    });
    expect(again).toMatchObject({ status: 400, body: { message: MESSAGES.invalidResetToken } });

    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(401);
    await loginAs(app, user.email, NEW_PASSWORD);
  });

  it('refuses an expired reset token', async () => {
    const user = await createUser(app.orm);
    const ip = nextIp();
    await requestFrom(app, ip, 'POST', '/api/request-reset-password', { body: { email: user.email } });
    const verified = await requestFrom(app, ip, 'POST', '/api/verify-code-for-password-reset', {
      body: { email: user.email, code: await inbox.code(user.email) },
    });
    await app.orm.em
      .getConnection()
      .execute(`update verification_codes set token_expires_at = now() - interval '1 second' where email = ?`, [
        user.email,
      ]);
    const { resetToken } = verified.json<{ resetToken: string }>();
    expect(
      (await requestFrom(app, ip, 'POST', '/api/reset-password', { body: { resetToken, newPassword: NEW_PASSWORD } }))
        .status,
    ).toBe(400);
    expect(LIMITS.resetTokenMinutes).toBeGreaterThan(0);
  });
});

describe('member password change in steps', () => {
  it('checks the old password, mails a code, trades it for a token, and sets the new password', async () => {
    const user = await createUser(app.orm);
    const session = await loginAs(app, user.email);
    const token = session.accessToken;
    const wrongOld = await app.request('POST', '/api/users/password/verify-and-send-code', {
      token,
      body: { oldPassword: 'Wrong1234!' },
    });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordWrong } });

    const sent = await app.request('POST', '/api/users/password/verify-and-send-code', {
      token,
      body: { oldPassword: PASSWORD },
    });
    expect(sent).toMatchObject({ status: 200, body: { message: MESSAGES.codeSent } });
    expect((await inbox.latest(user.email)).subject).toBe(MESSAGES.mailChangeSubject);
    const verified = await app.request('POST', '/api/users/password/verify-code', {
      token,
      body: { code: await inbox.code(user.email) },
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { resetToken: expect.any(String), message: expect.any(String) },
    });
    const { resetToken } = verified.json<{ resetToken: string }>();

    // Another member cannot use this token.
    const other = await loginAs(app, (await createUser(app.orm)).email);
    const stolen = await app.request('PUT', '/api/users/password/reset', {
      token: other.accessToken,
      body: { resetToken, newPassword: NEW_PASSWORD },
    });
    expect(stolen.status).toBe(400);
    // Nor can a public reset.
    expect(
      (await app.request('POST', '/api/reset-password', { body: { resetToken, newPassword: NEW_PASSWORD } })).status,
    ).toBe(400);

    const done = await app.request('PUT', '/api/users/password/reset', {
      token,
      body: { resetToken, newPassword: NEW_PASSWORD },
    });
    expect(done).toMatchObject({ status: 200, body: { message: MESSAGES.passwordChanged } });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    await loginAs(app, user.email, NEW_PASSWORD);
  });

  it('has GraphQL twins', async () => {
    const user = await createUser(app.orm);
    const { accessToken } = await loginAs(app, user.email);
    const sent = await app.graphql(
      'mutation($p: String!) { verifyOldPasswordAndSendCode(input: { oldPassword: $p }) { message } }',
      { p: PASSWORD },
      accessToken,
    );
    expect(sent.errors).toBeUndefined();
    const verified = await app.graphql<{ verifyPasswordChangeCode: { resetToken: string } }>(
      'mutation($c: String!) { verifyPasswordChangeCode(input: { code: $c }) { resetToken message } }',
      { c: await inbox.code(user.email) },
      accessToken,
    );
    const done = await app.graphql(
      'mutation($t: String!, $p: String!) { completePasswordChange(input: { resetToken: $t, newPassword: $p }) { message } }',
      { t: verified.data?.verifyPasswordChangeCode.resetToken, p: NEW_PASSWORD },
      accessToken,
    );
    expect(done.data).toEqual({ completePasswordChange: { message: MESSAGES.passwordChanged } });
  });
});

describe('manager and admin password change', () => {
  it('needs the current password, keeps each console to its role, and revokes sessions', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const managerSession = await loginAs(app, manager.email);
    const adminSession = await loginAs(app, admin.email);
    const change = (path: string, token: string, currentPassword: string) =>
      app.request('PUT', path, { token, body: { currentPassword, newPassword: NEW_PASSWORD } });

    expect((await change('/api/admin/account/password', managerSession.accessToken, PASSWORD)).status).toBe(403);
    expect((await change('/api/manager/account/password', adminSession.accessToken, PASSWORD)).status).toBe(403);
    expect(await change('/api/manager/account/password', managerSession.accessToken, 'Wrong1234!')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.currentPasswordWrong },
    });
    expect(await change('/api/manager/account/password', managerSession.accessToken, PASSWORD)).toMatchObject({
      status: 200,
      body: { message: MESSAGES.passwordChanged },
    });
    expect((await change('/api/admin/account/password', adminSession.accessToken, PASSWORD)).status).toBe(200);
    expect((await refresh(managerSession.refreshToken)).status).toBe(401);
    expect((await refresh(adminSession.refreshToken)).status).toBe(401);
    await loginAs(app, manager.email, NEW_PASSWORD);
  });
});
