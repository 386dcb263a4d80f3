import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { SIGNUP_COUPON_YEARS, yearsAfter } from '../coupons/coupon.service';
import { startInbox, type Inbox } from '../../../test/inbox';
import { createUser, loginAs } from '../../../test/fixtures';
import { signAccessToken } from '../../platform/auth/tokens';
import { User } from '../users/user.entity';
import { nextIp, registerMember, requestFrom, uniqueEmail, verifyEmail } from '../../../test/accounts';

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

const register = (body: Record<string, unknown>) => requestFrom(app, nextIp(), 'POST', '/api/register', { body });

describe('register', () => {
  it('creates a member for a verified address, answers tokens, and gives the 10% sign-up coupon', async () => {
    const email = uniqueEmail();
    await verifyEmail(app, inbox, email);
    const answer = await register({ name: '김 쉼', email, password: 'Passw0rd!' });
    expect(answer).toMatchObject({ status: 200, body: { grantType: 'Bearer', accessTokenExpiresIn: 15 * 60_000 } });
    const { accessToken } = answer.json<{ accessToken: string }>();

    const me = await app.request('GET', '/api/auth/me', { token: accessToken });
    expect(me.body).toMatchObject({ name: '김 쉼', email, role: 'ROLE_USER' });
    const coupons = await app.request('GET', '/api/coupons/my-coupons', { token: accessToken });
    expect(coupons.body).toEqual([
      {
        userCouponId: expect.any(Number),
        name: MESSAGES.signupCouponName,
        type: 'PERCENT',
        discount: LIMITS.signupCouponPercent,
        // A year from sign-up (docs/decisions/accounts.md), so clients never show an empty validity.
        expiryDate: yearsAfter(todayInSeoul(), SIGNUP_COUPON_YEARS),
        isExpired: false,
        expired: false,
        // Additions: the coupon's conditions (docs/decisions/coupons.md); the sign-up coupon has none.
        minOrderAmount: 0,
        maxDiscount: null,
        startDate: null,
        conditions: ['1인 1회'],
        usable: true,
        unusableReason: null,
      },
    ]);
    const hash = await app.orm.em
      .getConnection()
      .execute<{ password_hash: string }[]>('select password_hash from users where email = ?', [email]);
    expect(hash[0]!.password_hash).toMatch(/^\$argon2id\$/);
    await loginAs(app, email, 'Passw0rd!');
  });

  it('refuses an address that was not verified, or whose verification is old or already spent', async () => {
    const unverified = await register({ name: '홍길동', email: uniqueEmail(), password: 'Passw0rd!' });
    expect(unverified).toMatchObject({ status: 400, body: { message: MESSAGES.emailVerificationRequired } });

    const old = uniqueEmail();
    await verifyEmail(app, inbox, old);
    await app.orm.em
      .getConnection()
      .execute(`update verification_codes set verified_at = verified_at - interval '31 minutes' where email = ?`, [
        old,
      ]);
    expect((await register({ name: '홍길동', email: old, password: 'Passw0rd!' })).status).toBe(400);

    const member = await registerMember(app, inbox);
    const again = await register({ name: '홍길동', email: member.email, password: 'Passw0rd!' });
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.emailInUse } });
  });

  it('applies the name and password rules of spec §5', async () => {
    const email = uniqueEmail();
    await verifyEmail(app, inbox, email);
    for (const name of ['김', 'R2D2', '홍길동!', '']) {
      expect(await register({ name, email, password: 'Passw0rd!' }), name).toMatchObject({
        status: 400,
        body: { message: MESSAGES.invalidName },
      });
    }
    for (const password of ['short1!', 'password!!', '12345678!', 'Passw0rd', 'Passw0rd!^']) {
      expect(await register({ name: '홍길동', email, password }), password).toMatchObject({
        status: 400,
        body: { message: MESSAGES.invalidPassword },
      });
    }
    // The verification was not spent by the refused attempts.
    expect((await register({ name: 'Kim Shim', email, password: 'Passw0rd!' })).status).toBe(200);
  });

  it('has a GraphQL twin', async () => {
    const email = uniqueEmail();
    await verifyEmail(app, inbox, email);
    const answer = await app.graphql<{ register: { accessToken: string } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { accessToken refreshToken } }',
      { input: { name: '홍길동', email, password: 'Passw0rd!' } },
    );
    expect(answer.data?.register.accessToken).toEqual(expect.any(String));
  });
});

describe('manager application', () => {
  const apply = (email: string) =>
    requestFrom(app, nextIp(), 'POST', '/api/manager-register', {
      body: {
        name: '박매니저',
        email,
        password: 'Passw0rd!',
        companyName: '쉼호텔',
        businessNumber: '123-45-67890',
        role: 'ROLE_MANAGER',
      },
    });

  it('creates a pending account that cannot act as a manager until an admin approves it', async () => {
    const email = uniqueEmail('manager');
    await verifyEmail(app, inbox, email);
    expect(await apply(email)).toMatchObject({ status: 200, body: { success: true } });

    // Pending: every login says to wait (a member login too); a token it might hold from before is
    // refused on manager routes.
    for (const role of ['ROLE_MANAGER', undefined]) {
      const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Passw0rd!', role } });
      expect(login).toMatchObject({ status: 403, body: { message: MESSAGES.managerPending } });
    }
    const applicant = await app.orm.em.fork().findOneOrFail(User, { email });
    const pending = {
      accessToken: signAccessToken(app.config.jwtSecret, {
        userId: applicant.id,
        role: 'ROLE_PENDING',
        sessionId: 'pending-applicant',
      }),
    };
    const asPending = await app.request('PUT', '/api/manager/account/password', {
      token: pending.accessToken,
      body: { currentPassword: 'Passw0rd!', newPassword: 'Newpassw0rd!' },
    });
    expect(asPending.status).toBe(403);
    const noCoupon = await app.request('GET', '/api/coupons/my-coupons', { token: pending.accessToken });
    expect(noCoupon.body).toEqual([]);

    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const { accessToken: adminToken } = await loginAs(app, admin.email);
    const list = await app.request('GET', '/api/admin/users?role=ROLE_PENDING&searchQuery=쉼호텔', {
      token: adminToken,
    });
    const row = list.json<Array<Record<string, unknown>>>().find((user) => user.email === email);
    expect(row).toMatchObject({
      name: '박매니저',
      role: 'ROLE_PENDING',
      companyName: '쉼호텔',
      businessNumber: '123-45-67890',
    });
    expect(row).not.toHaveProperty('passwordHash');

    const member = await createUser(app.orm);
    const { accessToken: memberToken } = await loginAs(app, member.email);
    expect(
      (await app.request('POST', `/api/admin/users/${String(row!.id)}/approve`, { token: memberToken })).status,
    ).toBe(403);
    expect(
      (await app.request('POST', `/api/admin/users/${String(row!.id)}/approve`, { token: adminToken })).status,
    ).toBe(200);
    expect(
      (await app.request('POST', `/api/admin/users/${String(row!.id)}/approve`, { token: adminToken })).status,
    ).toBe(409);

    // The existing token now carries a manager: the role is read on every request.
    const asManager = await app.request('PUT', '/api/manager/account/password', {
      token: pending.accessToken,
      body: { currentPassword: 'Passw0rd!', newPassword: 'Newpassw0rd!' },
    });
    expect(asManager.status).toBe(200);
    const login = await app.request('POST', '/api/auth/login', {
      body: { email, password: 'Newpassw0rd!', role: 'ROLE_MANAGER' },
    });
    expect(login.status).toBe(200);
  });

  it('deletes a rejected application, and never an admin', async () => {
    const email = uniqueEmail('manager');
    await verifyEmail(app, inbox, email);
    await apply(email);
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const { accessToken } = await loginAs(app, admin.email);
    const list = await app.request('GET', `/api/admin/users?searchQuery=${encodeURIComponent(email)}`, {
      token: accessToken,
    });
    const [row] = list.json<Array<{ id: number }>>();
    expect((await app.request('DELETE', `/api/admin/users/${row!.id}`, { token: accessToken })).status).toBe(200);
    expect((await app.request('POST', '/api/auth/login', { body: { email, password: 'Passw0rd!' } })).status).toBe(401);
    expect((await app.request('DELETE', `/api/admin/users/${admin.id}`, { token: accessToken })).status).toBe(403);
    expect((await app.request('DELETE', '/api/admin/users/999999', { token: accessToken })).status).toBe(404);
  });

  it('refuses a malformed business number and a missing company', async () => {
    const email = uniqueEmail('manager');
    await verifyEmail(app, inbox, email);
    const bad = await requestFrom(app, nextIp(), 'POST', '/api/manager-register', {
      body: { name: '박매니저', email, password: 'Passw0rd!', companyName: '쉼호텔', businessNumber: '12-34' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.businessNumberInvalid } });
    const noCompany = await requestFrom(app, nextIp(), 'POST', '/api/manager-register', {
      body: { name: '박매니저', email, password: 'Passw0rd!', companyName: ' ', businessNumber: '1234567890' },
    });
    expect(noCompany).toMatchObject({ status: 400, body: { message: MESSAGES.companyNameRequired } });
  });
});
