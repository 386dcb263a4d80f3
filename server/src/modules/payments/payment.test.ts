import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { expireHolds } from '../reservations/hold-expiry';
import { reconcilePayments } from '../reservations/settlement';
import { PinnedClock } from '../../platform/clock';
import { minutesFromNow, scriptToss, servicesAt } from '../../../test/money-fixtures';
import {
  book,
  bookingScenario,
  complete,
  giveCoupon,
  nights,
  payInWindow,
  prepare,
  sandboxPayment,
} from '../../../test/booking-fixtures';

let app: TestApp;
beforeAll(async () => {
  // Many buyers, all from 127.0.0.1: the per-client hold limits have their own tests (hold-limits.test.ts).
  app = await startTestApp({}, { limitFactor: 100 });
});
afterAll(() => app.close());

const statusOf = async (reservationId: number) => {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute('select status from reservations where id = ?', [reservationId]);
  return row!.status as string;
};

describe('POST /api/payments/complete', () => {
  it('confirms at Toss, then confirms the booking, sells the nights and spends the coupon', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'PERCENT', 10);
    const body = s.body(15, 2, { userCouponId: coupon });
    const prepared = await prepare(app, body, s.token);
    expect(prepared.totalAmount).toBe(185_000);
    const paid = await payInWindow(app, prepared);
    expect(paid).toMatchObject({ path: '/payment-callback', orderId: prepared.orderId, amount: '185000' });

    const answer = await complete(app, prepared, paid, s.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      paymentId: expect.any(Number),
      reservationId: prepared.reservationId,
      amount: 185_000,
      reservationStatus: '예약 완료',
    });
    expect(await statusOf(prepared.reservationId)).toBe('CONFIRMED');
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => [n.held, n.sold])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('DONE');
    const coupons = await app.request('GET', '/api/coupons/my-coupons', { token: s.token });
    expect(coupons.json<Array<{ userCouponId: number }>>().map((c) => c.userCouponId)).not.toContain(coupon);
  });

  it('answers a replay the same and charges once', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, prepared);
    // Twins racing to start the confirm: the loser resumes the winner's attempt rather than refusing.
    const [first, ...twins] = await Promise.all([1, 2, 3, 4].map(() => complete(app, prepared, paid)));
    expect(first!.status).toBe(200);
    for (const twin of twins) expect(twin.body).toEqual(first!.body);
    const third = await complete(app, prepared, paid);
    expect(third.body).toEqual(first!.body);
    const [count] = await app.orm.em
      .getConnection()
      .execute('select count(*)::int as n from payments where order_id = ?', [prepared.orderId]);
    expect(count!.n).toBe(1);
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('DONE');
  });

  it('never keeps money without a booking: a second payment of the same order is cancelled at Toss', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const one = await payInWindow(app, prepared);
    const two = await payInWindow(app, prepared);
    const answers = await Promise.all([complete(app, prepared, one), complete(app, prepared, two)]);
    const winner = answers[0]!.status === 200 ? one : two;
    const loser = winner === one ? two : one;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await sandboxPayment(app.orm, winner.paymentKey!))?.status).toBe('DONE');
    expect((await sandboxPayment(app.orm, loser.paymentKey!))?.status).not.toBe('DONE');
  });

  it('refuses a tampered amount without asking Toss', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, { ...prepared, totalAmount: 1_000 });
    const answer = await complete(app, prepared, paid);
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.paymentAmountMismatch } });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('READY');
    expect(await statusOf(prepared.reservationId)).toBe('PENDING');
  });

  it('refuses an expired hold without charging', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, prepared);
    await app.orm.em
      .getConnection()
      .execute(`update reservations set hold_expires_at = now() - interval '1 second' where id = ?`, [
        prepared.reservationId,
      ]);
    expect(await complete(app, prepared, paid)).toMatchObject({ status: 409, body: { message: MESSAGES.holdExpired } });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('READY');
  });

  it('shows the card company’s refusal in Toss’s words', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, prepared, 'REJECT_CARD_PAYMENT');
    expect(await complete(app, prepared, paid)).toMatchObject({
      status: 400,
      body: { message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' },
    });
    expect(await statusOf(prepared.reservationId)).toBe('PENDING');
  });

  it('refuses a coupon spent on another booking meanwhile, and someone else’s order', async () => {
    const s = await bookingScenario(app, { unitCount: 5 });
    const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 10_000);
    const first = await prepare(app, s.body(10, 1, { userCouponId: coupon }), s.token);
    // The first checkout's confirm is on its way to Toss, so the second prepare does not release it.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set attempted_payment_key = 'in-flight' where id = ?`, [first.reservationId]);
    const second = await prepare(app, s.body(11, 1, { userCouponId: coupon }), s.token);
    expect((await complete(app, first, await payInWindow(app, first), s.token)).status).toBe(200);
    const paid = await payInWindow(app, second);
    expect(await complete(app, second, paid, s.token)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.couponUnavailable },
    });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('READY');

    const stranger = await bookingScenario(app);
    const mine = await prepare(app, s.body(12), s.token);
    expect((await complete(app, mine, await payInWindow(app, mine), stranger.token)).status).toBe(403);
  });

  it('records nothing and cancels at Toss when the coupon or the hold goes while Toss confirms', async () => {
    const execute = (sql: string) => app.orm.em.fork().getConnection().execute(sql);
    // While the sandbox confirms (its row turns DONE), something else spends the coupon / releases the hold.
    const duringConfirm = async (sql: string) => {
      await execute(`create or replace function spoil_during_confirm() returns trigger language plpgsql as $$
        begin ${sql}; return new; end $$`);
      await execute(`create or replace trigger spoil_during_confirm after update on sandbox_payments for each row
        when (new.status = 'DONE') execute function spoil_during_confirm()`);
    };
    const s = await bookingScenario(app, { unitCount: 5 });
    try {
      const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 10_000);
      const withCoupon = s.body(15, 1, { userCouponId: coupon });
      const first = await prepare(app, withCoupon, s.token);
      await duringConfirm(`update user_coupons set used_at = now() where id = ${coupon}`);
      const paid = await payInWindow(app, first);
      expect(await complete(app, first, paid, s.token)).toMatchObject({
        status: 409,
        body: { message: MESSAGES.couponUnavailable },
      });
      expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('CANCELED');
      expect(await statusOf(first.reservationId)).toBe('PENDING');
      const held = await nights(app.orm, s.room.id, withCoupon.checkin as string, withCoupon.checkout as string);
      expect(held.map((n) => [n.held, n.sold])).toEqual([[1, 0]]);

      const body = s.body(16);
      const second = await prepare(app, body);
      await duringConfirm(`update reservations set status = 'CANCELED' where id = ${second.reservationId}`);
      const paidAgain = await payInWindow(app, second);
      expect(await complete(app, second, paidAgain)).toMatchObject({
        status: 409,
        body: { message: MESSAGES.holdExpired },
      });
      expect((await sandboxPayment(app.orm, paidAgain.paymentKey!))?.status).toBe('CANCELED');
      const untouched = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
      expect(untouched.map((n) => [n.held, n.sold])).toEqual([[1, 0]]);
      const [payments] = await execute(
        `select count(*)::int as count from payments where reservation_id in (${first.reservationId}, ${second.reservationId})`,
      );
      expect(payments).toEqual({ count: 0 });
    } finally {
      await execute('drop trigger if exists spoil_during_confirm on sandbox_payments');
      await execute('drop function if exists spoil_during_confirm()');
    }
  });

  it('has a GraphQL twin', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, prepared);
    const answer = await app.graphql<{ completePayment: { reservationId: number; amount: number } }>(
      'mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { reservationId amount } }',
      { input: { orderId: prepared.orderId, paymentKey: paid.paymentKey, amount: prepared.totalAmount } },
    );
    expect(answer.data?.completePayment).toEqual({ reservationId: prepared.reservationId, amount: 105_000 });
  });
});

describe('hold-expiry job', () => {
  it('releases the hold and cancels at Toss a payment approved for it that was never recorded', async () => {
    const s = await bookingScenario(app);
    const body = s.body(14);
    const prepared = await prepare(app, body);
    const paid = await payInWindow(app, prepared);
    // A confirm that reached Toss but whose answer never came back as a success.
    await scriptToss(app, { op: 'confirm', mode: 'answerFail', orderId: prepared.orderId });
    expect((await complete(app, prepared, paid)).status).toBe(502);
    const later = servicesAt(app, minutesFromNow(11));
    expect(await expireHolds(later)).toBeGreaterThanOrEqual(1);
    await reconcilePayments(later, app.url);
    expect(await statusOf(prepared.reservationId)).toBe('CANCELED');
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('CANCELED');
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => [n.held, n.sold])).toEqual([[0, 0]]);
  });
});

describe('local Toss sandbox', () => {
  it('serves the payment window with the order name, the amount and the two buttons', async () => {
    const query = new URLSearchParams({
      orderId: 'order-123456',
      amount: '105000',
      orderName: '테스트 호텔 <객실>',
      customerName: '김예약',
      successUrl: '/payment-callback',
      failUrl: '/payment-fail',
    });
    const response = await fetch(`${app.url}/local/toss/checkout?${query}`);
    const html = await response.text();
    expect(html).toContain('테스트 호텔 &lt;객실&gt;');
    expect(html).toContain('105,000원');
    expect(html).toContain('결제하기');
    expect(html).toContain('취소');
  });

  it('sends a cancelled window to failUrl with Toss’s code and message', async () => {
    const redirect = await payInWindow(
      app,
      { orderId: 'order-654321', totalAmount: 1000, orderName: 'x' },
      'APPROVE',
      'cancel',
    );
    expect(redirect).toEqual({
      path: '/payment-fail',
      code: 'PAY_PROCESS_CANCELED',
      message: '사용자에 의해 결제가 취소되었습니다.',
      orderId: 'order-654321',
    });
  });

  // `/\evil.example` sent the paying browser off-site with paymentKey and amount.
  it('returns only to this site: other hosts in any spelling are refused, this origin becomes a path', async () => {
    const window = (successUrl: string, method: 'GET' | 'POST' = 'POST') => {
      const form = new URLSearchParams({
        orderId: 'order-777777',
        amount: '1000',
        successUrl,
        failUrl: '/payment-fail',
        action: 'pay',
      });
      return method === 'GET'
        ? fetch(`${app.url}/local/toss/checkout?${form}`)
        : fetch(`${app.url}/local/toss/checkout`, { method, body: form, redirect: 'manual' });
    };
    const offSite = [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
    ];
    for (const target of offSite) {
      expect({ target, status: (await window(target)).status }).toEqual({ target, status: 400 });
      expect({ target, status: (await window(target, 'GET')).status }).toEqual({ target, status: 400 });
    }
    const home = await window(`${app.url}/payment-callback?from=window`);
    expect(home.status).toBe(303);
    const location = home.headers.get('location')!;
    expect(location.startsWith('/payment-callback?from=window&paymentKey=')).toBe(true);
  });

  it('refuses a wrong secret key with Toss’s error JSON', async () => {
    const response = await fetch(`${app.url}/local/toss/v1/payments/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('test_sk_wrong:').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ paymentKey: 'x', orderId: 'order-1', amount: 1 }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'UNAUTHORIZED_KEY',
      message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    });
  });

  it('says where the payment window comes from', async () => {
    expect((await app.request('GET', '/api/payments/config')).body).toEqual({
      mode: 'local',
      clientKey: expect.stringMatching(/^test_ck_/),
      // Absolute, from the configured site origin (never the request's Host): partners open it from their pages.
      checkoutUrl: `${app.config.publicUrl}/local/toss/checkout`,
    });
  });
});

describe('Toss timeouts', () => {
  it('answers 502 when Toss does not answer in time, and the booking stays payable', async () => {
    const slow = await startTestApp({ TOSS_TIMEOUT_MS: '300' });
    try {
      const s = await bookingScenario(slow);
      const prepared = await prepare(slow, s.body());
      const hanging = await payInWindow(slow, prepared, 'TIMEOUT');
      expect(await complete(slow, prepared, hanging)).toMatchObject({
        status: 502,
        body: { message: MESSAGES.paymentGatewayTimeout },
      });
      const { completion } = await book(slow, s.body(11));
      expect(completion.amount).toBe(105_000);
    } finally {
      await slow.close();
    }
  });
});

describe('a booking across midnight in Seoul (pinned clock)', () => {
  // 23:59:59 in Seoul on a day the fixtures have inventory for; two seconds later it is the next day there.
  const day = addDays(todayInSeoul(), 5);
  const next = addDays(day, 1);
  const clock = new PinnedClock(`${day}T23:59:59+09:00`);
  let pinned: TestApp;
  beforeAll(async () => {
    pinned = await startTestApp({}, { clock, limitFactor: 100 });
  });
  afterAll(() => pinned.close());

  it('takes a booking for "today" at 23:59:59 KST and completes it at 00:00:01 KST, then refunds by the new day', async () => {
    const s = await bookingScenario(pinned);
    const body = {
      ...s.body(),
      checkin: day,
      checkout: addDays(day, 2),
    };
    const prepared = await prepare(pinned, body, s.token);
    clock.advance(2_000);
    expect(clock.today()).toBe(next);
    const paid = await payInWindow(pinned, prepared);
    const completed = await complete(pinned, prepared, paid, s.token);
    expect(completed).toMatchObject({ status: 200, body: { reservationId: prepared.reservationId } });

    // Its first night is past on the new day: a stay for "yesterday" can no longer be prepared.
    expect((await pinned.request('POST', '/api/reservations/prepare', { body, token: s.token })).status).toBe(400);
    // Still cancellable (check-out is tomorrow), booked within 24 h but on the day of check-in or after:
    // the tiers apply, and only the nights from the new today on go back.
    const mine = await pinned.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(mine.json<Array<{ reservationId: number; cancellable: boolean }>>()).toContainEqual(
      expect.objectContaining({ reservationId: prepared.reservationId, cancellable: true }),
    );
    const canceled = await pinned.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      token: s.token,
    });
    expect(canceled).toMatchObject({ status: 200, body: { refundRate: 0, canceledAmount: 0 } });
    const rows = await nights(pinned.orm, s.room.id, day, addDays(day, 2));
    expect(rows.map((n) => n.sold)).toEqual([1, 0]);
  });
});
