import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startInbox, type Inbox } from '../../../test/inbox';
import { createUser, loginAs } from '../../../test/fixtures';
import { registerMember } from '../../../test/accounts';

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

describe('member info and phone', () => {
  it('shows only the caller, never the hash, on REST and GraphQL', async () => {
    const user = await createUser(app.orm, 'ROLE_USER', { name: '이순신' });
    const { accessToken } = await loginAs(app, user.email);
    const info = await app.request('GET', '/api/users/info', { token: accessToken });
    expect(info.body).toEqual({ id: user.id, name: '이순신', email: user.email, phone: null, role: 'ROLE_USER' });
    expect(JSON.stringify(info.body)).not.toContain('argon2');
    const gql = await app.graphql('{ me { id name email phone role } }', {}, accessToken);
    expect(gql.data).toEqual({ me: info.body });
    const adminOnly = await app.graphql('{ me { id companyName } }', {}, accessToken);
    expect(adminOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.request('GET', '/api/users/info')).status).toBe(401);
  });

  it('saves a phone of 010 and 8 digits, refusing others', async () => {
    const user = await createUser(app.orm);
    const { accessToken } = await loginAs(app, user.email);
    const save = (phone: string) => app.request('PUT', '/api/users/phone', { token: accessToken, body: { phone } });
    expect(await save('')).toMatchObject({ status: 400, body: { message: MESSAGES.phoneRequired } });
    for (const phone of ['01112345678', '0101234567', '010123456789', '010abcdefgh']) {
      expect(await save(phone), phone).toMatchObject({ status: 400, body: { message: MESSAGES.phoneInvalid } });
    }
    expect(await save('010-1234-5678')).toMatchObject({ status: 200, body: { phone: '01012345678' } });
    const gql = await app.graphql<{ updateMyPhone: { user: { id: number; phone: string } } }>(
      'mutation { updateMyPhone(input: { phone: "01087654321" }) { user { id phone } } }',
      {},
      accessToken,
    );
    expect(gql.data?.updateMyPhone.user).toEqual({ id: user.id, phone: '01087654321' });
    expect((await app.request('GET', '/api/users/info', { token: accessToken })).body).toMatchObject({
      phone: '01087654321',
    });
  });
});

describe('my coupons', () => {
  it("lists only the caller's coupons, marks expired ones, and deletes only one's own", async () => {
    const first = await registerMember(app, inbox);
    const second = await registerMember(app, inbox);
    const mine = (token: string) => app.request('GET', '/api/coupons/my-coupons', { token });
    const [firstCoupon] = (await mine(first.accessToken)).json<Array<{ userCouponId: number }>>();
    const [secondCoupon] = (await mine(second.accessToken)).json<Array<{ userCouponId: number }>>();
    expect(firstCoupon!.userCouponId).not.toBe(secondCoupon!.userCouponId);

    // An expired coupon type is listed and marked 기간 만료 (isExpired and expired).
    const db = app.orm.em.getConnection();
    const [expiredType] = await db.execute<{ id: number }[]>(
      `insert into coupons (name, type, discount_value, expiry_date, created_at) values ('여름 쿠폰', 'FIXED', 5000, '2020-08-31', now()) returning id`,
    );
    await db.execute(
      `insert into user_coupons (user_id, coupon_id, issued_at) select id, ?, now() from users where email = ?`,
      [expiredType!.id, first.email],
    );
    const listed = (await mine(first.accessToken)).json<Array<Record<string, unknown>>>();
    expect(listed.find((coupon) => coupon.name === '여름 쿠폰')).toMatchObject({
      type: 'FIXED',
      discount: 5000,
      expiryDate: '2020-08-31',
      isExpired: true,
      expired: true,
    });

    const stealing = await app.request('DELETE', `/api/coupons/my-coupons/${secondCoupon!.userCouponId}`, {
      token: first.accessToken,
    });
    expect(stealing).toMatchObject({ status: 404, body: { message: MESSAGES.couponNotFound } });
    expect((await mine(second.accessToken)).json<unknown[]>()).toHaveLength(1);

    const gqlDelete = await app.graphql(
      'mutation($id: Int!) { deleteMyCoupon(input: { couponId: $id }) { deletedCouponId } }',
      { id: secondCoupon!.userCouponId },
      first.accessToken,
    );
    expect(gqlDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const own = await app.request('DELETE', `/api/coupons/my-coupons/${firstCoupon!.userCouponId}`, {
      token: first.accessToken,
    });
    expect(own.status).toBe(200);
    const gqlList = await app.graphql<{
      myCoupons: { totalCount: number; edges: Array<{ node: { coupon: { name: string } } }> };
    }>(
      '{ myCoupons { totalCount edges { node { id expiryDate isExpired issuedAt coupon { id name type discount } } } } }',
      {},
      first.accessToken,
    );
    expect(gqlList.data?.myCoupons.edges.map((edge) => edge.node.coupon.name)).toEqual(['여름 쿠폰']);
    // A coupon's counts are the administrator's, even on the member's own coupon.
    const counts = await app.graphql(
      '{ myCoupons { edges { node { coupon { issuedCount } } } } }',
      {},
      first.accessToken,
    );
    expect(counts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gqlList.data?.myCoupons.totalCount).toBe(1);
  });
});

describe('admin users', () => {
  it('is for admins only, and filters by role and search', async () => {
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const member = await createUser(app.orm, 'ROLE_USER', { name: '검색대상' });
    const { accessToken } = await loginAs(app, admin.email);
    const { accessToken: memberToken } = await loginAs(app, member.email);
    expect((await app.request('GET', '/api/admin/users', { token: memberToken })).status).toBe(403);
    const found = await app.request(
      'GET',
      `/api/admin/users?role=ROLE_USER&searchQuery=${encodeURIComponent('검색대상')}`,
      {
        token: accessToken,
      },
    );
    expect(found.json<Array<{ id: number }>>().map((row) => row.id)).toEqual([member.id]);
    const none = await app.request(
      'GET',
      `/api/admin/users?role=ROLE_MANAGER&searchQuery=${encodeURIComponent('검색대상')}`,
      {
        token: accessToken,
      },
    );
    expect(none.body).toEqual([]);
    const gql = await app.graphql<{ adminUsers: { edges: Array<{ node: { email: string } }> } }>(
      'query($q: String) { adminUsers(searchQuery: $q) { edges { node { id email role companyName businessNumber } } } }',
      { q: member.email },
      accessToken,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.adminUsers.edges.map((edge) => edge.node.email)).toEqual([member.email]);
  });
});
