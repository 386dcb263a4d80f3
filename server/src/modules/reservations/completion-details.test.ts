import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import {
  bookingScenario,
  complete,
  giveCoupon,
  payInWindow,
  prepare,
  sandboxPayment,
  type BookingScenario,
} from '../../../test/booking-fixtures';

/*
 * Prepare and completion as clients of the documented API use them (docs/rest-clients.md): no termsAgreed,
 * phone or roomCount at prepare, a `uId` without a token, the phone and the coupon at completion.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { limitFactor: 100 });
});
afterAll(() => app.close());

const reservationRow = async (id: number) => {
  const [row] = await app.orm.em.fork().getConnection().execute<
    Array<{
      status: string;
      user_id: number | null;
      phone: string | null;
      room_count: number;
      total_amount: number;
      user_coupon_id: number | null;
    }>
  >('select status, user_id, phone, room_count, total_amount, user_coupon_id from reservations where id = ?', [id]);
  return row!;
};

/** The prepare body of such a client: no termsAgreed, phone or userCouponId, roomCount null. */
const documentedBody = (s: BookingScenario, offset: number, extra: Record<string, unknown> = {}) => {
  const { termsAgreed: _terms, phone: _phone, ...body } = s.body(offset, 1, { roomCount: null, price: 1 });
  return { ...body, ...extra };
};

describe('prepare from a client of the documented API', () => {
  it('takes a missing termsAgreed as agreed and a missing room count as 1, but refuses an explicit false', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 3));
    expect(prepared.totalAmount).toBe(105_000);
    expect((await reservationRow(prepared.reservationId)).room_count).toBe(1);
    const refused = await app.request('POST', '/api/reservations/prepare', {
      body: documentedBody(s, 3, { termsAgreed: false }),
    });
    expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.termsRequired } });
    // Its stated price is never read: the server prices the stay.
    expect(prepared.totalAmount).not.toBe(1);
  });

  it('still refuses a bad phone at prepare', async () => {
    const s = await bookingScenario(app);
    const answer = await app.request('POST', '/api/reservations/prepare', {
      body: documentedBody(s, 3, { phone: '0212345678' }),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.phoneInvalid } });
  });
});

describe('a guest’s phone at completion', () => {
  it('refuses a completion without the phone, nothing charged, and confirms once it comes', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 4));
    const paid = await payInWindow(app, prepared);
    const refused = await complete(app, prepared, paid);
    expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.guestPhoneRequired } });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).not.toBe('DONE');
    expect((await reservationRow(prepared.reservationId)).status).toBe('PENDING');

    const done = await complete(app, prepared, paid, undefined, { phone: '010-1234-5678' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await reservationRow(prepared.reservationId)).toMatchObject({
      status: 'CONFIRMED',
      phone: '01012345678',
      user_id: null,
    });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('DONE');
  });

  it('refuses a phone that breaks spec §5, nothing charged', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 5));
    const paid = await payInWindow(app, prepared);
    for (const phone of ['01112345678', '010123', 'abc']) {
      expect(await complete(app, prepared, paid, undefined, { phone })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.phoneInvalid },
      });
    }
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).not.toBe('DONE');
    expect((await reservationRow(prepared.reservationId)).status).toBe('PENDING');
  });

  it('keeps the phone given at prepare', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 6, { phone: '01022223333' }));
    const paid = await payInWindow(app, prepared);
    expect((await complete(app, prepared, paid, undefined, { phone: '01099998888' })).status).toBe(200);
    expect((await reservationRow(prepared.reservationId)).phone).toBe('01022223333');
  });
});

describe('uId at prepare', () => {
  it('never makes the booking a member’s without a token: completed without one, it stays a guest’s', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 7, { uId: s.member.id }));
    expect((await reservationRow(prepared.reservationId)).user_id).toBeNull();
    const paid = await payInWindow(app, prepared);
    // Without a token the booking is a guest's, so it needs the phone like any.
    expect((await complete(app, prepared, paid, undefined, { userId: s.member.id })).body).toEqual({
      message: MESSAGES.guestPhoneRequired,
    });
    expect((await complete(app, prepared, paid, undefined, { userId: s.member.id, phone: '01012345678' })).status).toBe(
      200,
    );
    expect((await reservationRow(prepared.reservationId)).user_id).toBeNull();
    const mine = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(mine.json<unknown[]>()).toEqual([]);
  });

  it('stays a guest’s when the token at completion is another member’s', async () => {
    const s = await bookingScenario(app);
    const other = await createUser(app.orm, 'ROLE_USER');
    const { accessToken } = await loginAs(app, other.email);
    const prepared = await prepare(app, documentedBody(s, 8, { uId: s.member.id, phone: '01012345678' }));
    const paid = await payInWindow(app, prepared);
    expect((await complete(app, prepared, paid, accessToken)).status).toBe(200);
    expect((await reservationRow(prepared.reservationId)).user_id).toBeNull();
  });

  it('becomes the member’s when the token at completion belongs to that uId, no phone needed', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, documentedBody(s, 9, { uId: s.member.id }));
    const paid = await payInWindow(app, prepared);
    const done = await complete(app, prepared, paid, s.token, { userId: s.member.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await reservationRow(prepared.reservationId)).user_id).toBe(s.member.id);
    const mine = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(mine.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toEqual([prepared.reservationId]);
  });
});

describe('a coupon at completion', () => {
  it('is applied when the window was opened for its price, and spent', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 20_000);
    const prepared = await prepare(app, documentedBody(s, 10, { uId: s.member.id }));
    const paid = await payInWindow(app, { ...prepared, totalAmount: 85_000 });
    const done = await complete(app, prepared, paid, s.token, { userCouponId: coupon });
    expect(done).toMatchObject({ status: 200, body: { amount: 85_000 } });
    expect(await reservationRow(prepared.reservationId)).toMatchObject({
      status: 'CONFIRMED',
      total_amount: 85_000,
      user_coupon_id: coupon,
    });
    const coupons = await app.request('GET', '/api/coupons/my-coupons', { token: s.token });
    expect(coupons.json<Array<{ userCouponId: number }>>().map((c) => c.userCouponId)).not.toContain(coupon);
  });

  it('sent at prepare with a uId and no token, waits for completion', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'PERCENT', 10);
    const prepared = await prepare(app, documentedBody(s, 14, { uId: s.member.id, userCouponId: coupon }));
    expect(prepared.totalAmount).toBe(105_000);
    const paid = await payInWindow(app, { ...prepared, totalAmount: 95_000 });
    const done = await complete(app, prepared, paid, s.token, { userCouponId: coupon });
    expect(done).toMatchObject({ status: 200, body: { amount: 95_000 } });
    // Without a uId, a guest's coupon is refused at prepare as before.
    const guest = await app.request('POST', '/api/reservations/prepare', {
      body: documentedBody(s, 14, { userCouponId: coupon }),
    });
    expect(guest).toMatchObject({ status: 400, body: { message: MESSAGES.couponLoginRequired } });
  });

  it('is refused, nothing charged, when the amount is not its price, it is expired, spent or someone else’s', async () => {
    const s = await bookingScenario(app);
    const other = await createUser(app.orm, 'ROLE_USER');
    const cases: Array<[() => Promise<number>, number, string, number]> = [
      // The window was opened for the full price: the coupon was not what the guest paid with.
      [() => giveCoupon(app.orm, s.member, 'FIXED', 20_000), 105_000, MESSAGES.paymentAmountMismatch, 400],
      [
        () => giveCoupon(app.orm, s.member, 'FIXED', 20_000, addDays(todayInSeoul(), -1)),
        85_000,
        MESSAGES.couponExpired,
        400,
      ],
      [() => giveCoupon(app.orm, other, 'FIXED', 20_000), 85_000, MESSAGES.couponNotFound, 404],
    ];
    for (const [issue, amount, message, status] of cases) {
      const coupon = await issue();
      const prepared = await prepare(app, documentedBody(s, 11, { uId: s.member.id }));
      const paid = await payInWindow(app, { ...prepared, totalAmount: amount });
      const refused = await complete(app, prepared, paid, s.token, { userCouponId: coupon });
      expect(refused, message).toMatchObject({ status, body: { message } });
      expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).not.toBe('DONE');
      expect((await reservationRow(prepared.reservationId)).status).toBe('PENDING');
    }
  });

  it('is refused for a guest, who has no coupons', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 20_000);
    const prepared = await prepare(app, documentedBody(s, 12, { phone: '01012345678' }));
    const paid = await payInWindow(app, { ...prepared, totalAmount: 85_000 });
    expect(await complete(app, prepared, paid, undefined, { userCouponId: coupon })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.couponLoginRequired },
    });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).not.toBe('DONE');
  });

  it('voids the payment at Toss when the coupon is spent after Toss confirmed', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 20_000);
    const prepared = await prepare(app, documentedBody(s, 13, { uId: s.member.id }));
    const paid = await payInWindow(app, { ...prepared, totalAmount: 85_000 });
    // Spent by another booking between the checks and the record: the trigger spends it on Toss's confirm.
    await app.orm.em.getConnection().execute(
      `create or replace function spend_coupon_on_confirm() returns trigger language plpgsql as $$
         begin update user_coupons set used_at = now() where id = ${coupon}; return new; end $$;
       create trigger spend_coupon after update of status on sandbox_payments for each row
         when (new.status = 'DONE' and new.payment_key = '${paid.paymentKey}') execute function spend_coupon_on_confirm();`,
    );
    const refused = await complete(app, prepared, paid, s.token, { userCouponId: coupon });
    expect(refused).toMatchObject({ status: 409, body: { message: MESSAGES.couponUnavailable } });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('CANCELED');
    expect((await reservationRow(prepared.reservationId)).status).toBe('PENDING');
  });
});
