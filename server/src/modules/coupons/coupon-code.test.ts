import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { addDays } from '@shim/common/dates';
import { book, bookingScenario, giveCoupon } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { member } from '../../../test/member-fixtures';
import { PinnedClock } from '../../platform/clock';

// The clock starts at the real now (bookings use today's stays) and is moved only to expire a coupon.
const clock = new PinnedClock(new Date());
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
});
afterAll(() => app.close());

const createType = (body: Record<string, unknown>) =>
  app.request('POST', '/api/admin/coupons', {
    token: admin,
    body: {
      name: '가을 코드 쿠폰',
      type: 'FIXED',
      discountValue: 7_000,
      expiryDate: addDays(clock.today(), 30),
      ...body,
    },
  });
const register = (token: string, code: string) =>
  app.request('POST', '/api/coupons/register', { token, body: { code } });

describe('쿠폰 등록 (coupon codes)', () => {
  it('gives a member the coupon of an administrator’s code once, whatever the case and dashes', async () => {
    const created = await createType({ code: 'autumn-2026' });
    expect(created).toMatchObject({ status: 200, body: { code: 'AUTUMN2026' } });
    const { token } = await member(app);
    const first = await register(token, ' Autumn-2026 ');
    expect(first).toMatchObject({
      status: 200,
      body: { message: ACCOUNT_MESSAGES.couponCodeRegistered, coupon: { name: '가을 코드 쿠폰', discount: 7_000 } },
    });
    const mine = (await app.request('GET', '/api/coupons/my-coupons', { token })).json<Array<{ name: string }>>();
    expect(mine.map((coupon) => coupon.name)).toEqual(['가을 코드 쿠폰']);
    expect(await register(token, 'AUTUMN2026')).toMatchObject({
      status: 409,
      body: { message: ACCOUNT_MESSAGES.couponCodeAlreadyTaken },
    });
    // Deleting it does not open the door to a second copy.
    const [{ userCouponId }] = mine as unknown as [{ userCouponId: number }];
    await app.request('DELETE', `/api/coupons/my-coupons/${userCouponId}`, { token });
    expect((await register(token, 'autumn2026')).status).toBe(409);
    // Another member gets their own copy (GraphQL).
    const other = await member(app);
    const graph = await app.graphql<{ registerCouponCode: { userCoupon: { coupon: { name: string } } } }>(
      'mutation { registerCouponCode(input: { code: "autumn2026" }) { message userCoupon { coupon { name } } } }',
      {},
      other.token,
    );
    expect(graph.data?.registerCouponCode.userCoupon.coupon.name).toBe('가을 코드 쿠폰');
  });

  it('answers unknown (404), empty (400) and expired (409) codes in plain Korean', async () => {
    const { token } = await member(app);
    expect(await register(token, 'NOSUCHCODE')).toMatchObject({
      status: 404,
      body: { message: ACCOUNT_MESSAGES.couponCodeUnknown },
    });
    expect(await register(token, ' - ')).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.couponCodeRequired },
    });
    const graph = await app.graphql(
      'mutation { registerCouponCode(input: { code: "NOSUCHCODE" }) { message } }',
      {},
      token,
    );
    expect(graph.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.couponCodeUnknown,
      extensions: { code: 'NOT_FOUND' },
    });

    const today = clock.today();
    expect((await createType({ code: 'LASTDAY1', expiryDate: today })).status).toBe(200);
    expect((await register(token, 'LASTDAY1')).status).toBe(200);
    const late = await member(app);
    clock.set(new Date(clock.now().getTime() + 24 * 3_600_000));
    try {
      expect(await register(late.token, 'LASTDAY1')).toMatchObject({
        status: 409,
        body: { message: ACCOUNT_MESSAGES.couponCodeExpired },
      });
    } finally {
      clock.set(new Date(clock.now().getTime() - 24 * 3_600_000));
    }
  });

  it('refuses a malformed or taken code when the administrator creates the type', async () => {
    expect(await createType({ code: '쿠폰!' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.couponCodeInvalid },
    });
    expect((await createType({ code: 'TAKEN01' })).status).toBe(200);
    expect(await createType({ code: 'taken-01' })).toMatchObject({
      status: 409,
      body: { message: ACCOUNT_MESSAGES.couponCodeTaken },
    });
    const list = (await app.request('GET', '/api/admin/coupons', { token: admin })).json<
      Array<{ code: string | null }>
    >();
    expect(list.filter((row) => row.code === 'TAKEN01')).toHaveLength(1);
  });

  it('lists used coupons with when and on which booking (REST and GraphQL)', async () => {
    const s = await bookingScenario(app, {}, { name: '쿠폰 쓴 숙소' });
    const userCouponId = await giveCoupon(app.orm, s.member, 'FIXED', 10_000);
    const unused = await giveCoupon(app.orm, s.member, 'FIXED', 3_000);
    const { prepared } = await book(app, s.body(12, 1, { userCouponId }), s.token);
    const used = (await app.request('GET', '/api/coupons/used', { token: s.token })).json<
      Array<Record<string, unknown>>
    >();
    expect(used).toEqual([
      expect.objectContaining({
        userCouponId,
        name: 'FIXED 10000',
        orderId: prepared.orderId,
        reservationId: prepared.reservationId,
        hotelName: '쿠폰 쓴 숙소',
        couponDiscount: 10_000,
        checkIn: s.body(12).checkin,
      }),
    ]);
    expect(typeof used[0]!.usedAt).toBe('string');
    expect(used[0]!.bookingNumber).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(used.some((row) => row.userCouponId === unused)).toBe(false);
    const graph = await app.graphql<{ myUsedCoupons: { edges: Array<{ node: Record<string, unknown> }> } }>(
      '{ myUsedCoupons { edges { node { id name usedAt reservationId bookingNumber hotelName discountAmount } } } }',
      {},
      s.token,
    );
    expect(graph.data?.myUsedCoupons.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ id: userCouponId, reservationId: prepared.reservationId, discountAmount: 10_000 }),
    ]);
  });
});
