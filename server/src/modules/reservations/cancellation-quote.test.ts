import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { book, bookingScenario, sandboxPayment, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { PinnedClock } from '../../platform/clock';

/** One night at 100,000원 plus 5,000원 of taxes and fees. */
const TOTAL = 105_000;
const GUEST_PHONE = '01098765432';

const QUOTE_FIELDS =
  'tier tierLabel refundRate refundAmount keptAmount totalAmount validUntil policy { until refundRate }';
const QUOTE = `query ($id: Int!, $orderId: String, $phone: String) {
  cancellationQuote(reservationId: $id, orderId: $orderId, phone: $phone) { ${QUOTE_FIELDS} } }`;
const CANCEL = `mutation ($input: ReservationActionInput!) {
  cancelReservation(input: $input) { canceledAmount refundRate reservation { status } } }`;
const MANAGER_QUOTE = `query ($id: Int!) { managerCancellationQuote(reservationId: $id) { ${QUOTE_FIELDS} } }`;

interface Quote {
  tier: string;
  tierLabel: string;
  refundRate: number;
  refundAmount: number;
  keptAmount: number;
  totalAmount: number;
  validUntil: string | null;
  policy: Array<{ until: string; refundRate: number }>;
}

// The app's clock stands still: the bookings are made at `start`, then the clock is moved to each tier boundary.
const clock = new PinnedClock(new Date());
const start = clock.now();
const checkIn = addDays(clock.today(), 20);
/** The instant the Seoul day `k` days before check-in begins or ends. */
const dayBefore = (k: number) => seoulDay(addDays(checkIn, -k));
const justBefore = (at: Date) => new Date(at.getTime() - 1);

let app: TestApp;
let s: BookingScenario;
let managerToken: string;

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  managerToken = (await loginAs(app, manager.email)).accessToken;
  s = await bookingScenario(app, { basePrice: 100_000, unitCount: 20 }, { manager });
});
afterAll(() => app.close());

/** A paid one-night booking `offset` days from the pinned today, by the member or (with `guest`) a guest. */
async function booked(offset = 20, guest = false) {
  clock.set(start);
  const stay = { checkin: addDays(clock.today(), offset), checkout: addDays(clock.today(), offset + 1) };
  const { prepared, paid } = await book(
    app,
    s.body(offset, 1, { ...stay, phone: GUEST_PHONE }),
    guest ? undefined : s.token,
  );
  return { id: prepared.reservationId, orderId: prepared.orderId, paymentKey: paid.paymentKey! };
}

async function graphqlQuote(id: number, proof: { orderId?: string; phone?: string } = {}, token?: string) {
  const answer = await app.graphql<{ cancellationQuote: Quote }>(QUOTE, { id, ...proof }, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.cancellationQuote;
}

async function graphqlCancel(input: Record<string, unknown>, token?: string) {
  const answer = await app.graphql<{ cancelReservation: { canceledAmount: number; refundRate: number } }>(
    CANCEL,
    { input },
    token,
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.cancelReservation;
}

/** What Toss (the sandbox) actually gave back for the payment. */
const refundedAtToss = async (paymentKey: string) =>
  Number((await sandboxPayment(app.orm, paymentKey))?.canceled_amount ?? 0);

describe('the cancellation quote is the refund actually made, at each tier boundary', () => {
  it('the last instant of the 100 % tier (GraphQL, member)', async () => {
    const booking = await booked();
    clock.set(justBefore(dayBefore(7).until));
    const quote = await graphqlQuote(booking.id, {}, s.token);
    expect(quote).toMatchObject({
      tier: 'DAYS_BEFORE',
      tierLabel: '체크인 7일 전까지 취소',
      refundRate: 100,
      refundAmount: TOTAL,
      keptAmount: 0,
      totalAmount: TOTAL,
      validUntil: dayBefore(7).until.toISOString(),
    });
    expect(quote.policy).toEqual([
      { until: addDays(checkIn, -7), refundRate: 100 },
      { until: addDays(checkIn, -3), refundRate: 70 },
      { until: addDays(checkIn, -2), refundRate: 50 },
      { until: checkIn, refundRate: 0 },
    ]);
    const done = await graphqlCancel({ reservationId: booking.id, expectedRefundAmount: quote.refundAmount }, s.token);
    expect(done).toMatchObject({ canceledAmount: TOTAL, refundRate: 100, reservation: { status: 'CANCELED' } });
    expect(await refundedAtToss(booking.paymentKey)).toBe(quote.refundAmount);
  });

  it('the first instant of the 70 % tier (REST, member)', async () => {
    const booking = await booked();
    clock.set(dayBefore(6).from);
    const quote = await app.request('GET', `/api/reservations/${booking.id}/cancel-quote`, { token: s.token });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      tier: 'DAYS_BEFORE',
      tierLabel: '체크인 3~6일 전 취소',
      refundRate: 70,
      refundAmount: 73_500,
      keptAmount: 31_500,
      validUntil: dayBefore(3).until.toISOString(),
    });
    const cancel = await app.request('PUT', `/api/reservations/${booking.id}/cancel`, {
      token: s.token,
      body: { expectedRefundAmount: 73_500 },
    });
    expect(cancel.body).toEqual({ message: MESSAGES.reservationCanceled, canceledAmount: 73_500, refundRate: 70 });
    expect(await refundedAtToss(booking.paymentKey)).toBe(73_500);
  });

  it('the last instant of the 70 % tier (REST, guest with order number and phone)', async () => {
    const booking = await booked(20, true);
    clock.set(justBefore(dayBefore(3).until));
    const proof = `orderId=${booking.orderId}&phone=010-9876-5432`;
    expect((await app.request('GET', `/api/reservations/${booking.id}/cancel-quote`)).status).toBe(401);
    expect(
      (
        await app.request(
          'GET',
          `/api/reservations/${booking.id}/cancel-quote?orderId=${booking.orderId}&phone=01000000000`,
        )
      ).status,
    ).toBe(404);
    const quote = await app.request('GET', `/api/reservations/${booking.id}/cancel-quote?${proof}`);
    expect(quote.body).toMatchObject({
      refundRate: 70,
      refundAmount: 73_500,
      validUntil: dayBefore(3).until.toISOString(),
    });
    const cancel = await app.request(
      'PUT',
      `/api/reservations/${booking.id}/cancel?${proof}&expectedRefundAmount=73500`,
    );
    expect(cancel.body).toMatchObject({ canceledAmount: 73_500, refundRate: 70 });
    expect(await refundedAtToss(booking.paymentKey)).toBe(73_500);
  });

  it('the first instant of the 50 % tier (GraphQL, guest)', async () => {
    const booking = await booked(20, true);
    clock.set(dayBefore(2).from);
    const proof = { orderId: booking.orderId, phone: GUEST_PHONE };
    const quote = await graphqlQuote(booking.id, proof);
    expect(quote).toMatchObject({
      tierLabel: '체크인 2일 전 취소',
      refundRate: 50,
      refundAmount: 52_500,
      keptAmount: 52_500,
      validUntil: dayBefore(2).until.toISOString(),
    });
    const done = await graphqlCancel({ reservationId: booking.id, ...proof, expectedRefundAmount: 52_500 });
    expect(done.canceledAmount).toBe(quote.refundAmount);
    expect(await refundedAtToss(booking.paymentKey)).toBe(52_500);
  });

  it('the first instant of the 0 % tier: nothing comes back and the quote no longer changes (REST)', async () => {
    const booking = await booked();
    clock.set(dayBefore(1).from);
    const quote = await app.request('GET', `/api/reservations/${booking.id}/cancel-quote`, { token: s.token });
    expect(quote.body).toMatchObject({
      tierLabel: '체크인 전날과 당일 취소',
      refundRate: 0,
      refundAmount: 0,
      keptAmount: TOTAL,
      validUntil: null,
    });
    const cancel = await app.request('PUT', `/api/reservations/${booking.id}/cancel`, {
      token: s.token,
      body: { expectedRefundAmount: 0 },
    });
    expect(cancel.body).toMatchObject({ canceledAmount: 0, refundRate: 0 });
    expect(await refundedAtToss(booking.paymentKey)).toBe(0);
  });

  it('the 24-hour grace after payment, to its last instant and past it', async () => {
    const first = await booked(4);
    const graceEnds = new Date(start.getTime() + 24 * 3_600_000);
    clock.set(justBefore(graceEnds));
    const quote = await graphqlQuote(first.id, {}, s.token);
    expect(quote).toMatchObject({
      tier: 'GRACE',
      tierLabel: '결제 후 24시간 이내 취소',
      refundRate: 100,
      refundAmount: TOTAL,
      validUntil: graceEnds.toISOString(),
    });
    expect(
      (await graphqlCancel({ reservationId: first.id, expectedRefundAmount: TOTAL }, s.token)).canceledAmount,
    ).toBe(TOTAL);
    expect(await refundedAtToss(first.paymentKey)).toBe(TOTAL);

    const second = await booked(4);
    clock.set(graceEnds);
    const after = await app.request('GET', `/api/reservations/${second.id}/cancel-quote`, { token: s.token });
    expect(after.body).toMatchObject({ tier: 'DAYS_BEFORE', refundRate: 70, refundAmount: 73_500 });
    const cancel = await app.request('PUT', `/api/reservations/${second.id}/cancel`, {
      token: s.token,
      body: { expectedRefundAmount: 73_500 },
    });
    expect(cancel.body).toMatchObject({ canceledAmount: 73_500 });
    expect(await refundedAtToss(second.paymentKey)).toBe(73_500);
  });

  it('the lodging cancelling refunds everything, and its quote says so (GraphQL and REST)', async () => {
    const booking = await booked();
    clock.set(dayBefore(1).from);
    const graphql = await app.graphql<{ managerCancellationQuote: Quote }>(
      MANAGER_QUOTE,
      { id: booking.id },
      managerToken,
    );
    expect(graphql.data?.managerCancellationQuote).toMatchObject({
      tier: 'LODGING',
      tierLabel: '숙소 사정에 의한 취소 (전액 환불)',
      refundRate: 100,
      refundAmount: TOTAL,
      keptAmount: 0,
      validUntil: null,
    });
    const rest = await app.request('GET', `/api/manager/reservations/${booking.id}/cancel-quote`, {
      token: managerToken,
    });
    expect(rest.body).toMatchObject({ tier: 'LODGING', refundAmount: TOTAL });
    expect(
      (await app.request('GET', `/api/manager/reservations/${booking.id}/cancel-quote`, { token: s.token })).status,
    ).toBe(403);
    const cancel = await app.request('DELETE', `/api/manager/reservations/${booking.id}/cancel`, {
      token: managerToken,
      body: { expectedRefundAmount: TOTAL },
    });
    expect(cancel.body).toEqual({ message: MESSAGES.reservationCanceled, canceledAmount: TOTAL });
    expect(await refundedAtToss(booking.paymentKey)).toBe(TOTAL);
  });

  it('a booking that cannot be cancelled has no quote', async () => {
    const booking = await booked();
    clock.set(dayBefore(1).from);
    await app.request('PUT', `/api/reservations/${booking.id}/cancel`, { token: s.token });
    expect(await app.request('GET', `/api/reservations/${booking.id}/cancel-quote`, { token: s.token })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.reservationNotCancelable },
    });
  });
});

describe('a cancel confirmed against a stale quote', () => {
  it('is refused with the new quote and cancels nothing (REST), then goes through at the new amount', async () => {
    const booking = await booked();
    clock.set(justBefore(dayBefore(7).until));
    const shown = await app.request('GET', `/api/reservations/${booking.id}/cancel-quote`, { token: s.token });
    expect(shown.body).toMatchObject({ refundAmount: TOTAL });
    clock.set(dayBefore(7).until);
    const refused = await app.request('PUT', `/api/reservations/${booking.id}/cancel`, {
      token: s.token,
      body: { expectedRefundAmount: TOTAL },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: MESSAGES.refundChanged,
      quote: { refundRate: 70, refundAmount: 73_500, keptAmount: 31_500, validUntil: dayBefore(3).until.toISOString() },
    });
    expect(await refundedAtToss(booking.paymentKey)).toBe(0);
    const mine = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(
      mine.json<Array<{ reservationId: number; status: string }>>().find((r) => r.reservationId === booking.id),
    ).toMatchObject({ status: '예약 완료' });

    const cancel = await app.request('PUT', `/api/reservations/${booking.id}/cancel`, {
      token: s.token,
      body: { expectedRefundAmount: 73_500 },
    });
    expect(cancel.body).toMatchObject({ canceledAmount: 73_500 });
    expect(await refundedAtToss(booking.paymentKey)).toBe(73_500);
  });

  it('is refused in GraphQL with REFUND_CHANGED and the new quote in extensions', async () => {
    const booking = await booked();
    clock.set(dayBefore(2).until);
    const answer = await app.graphql(
      CANCEL,
      { input: { reservationId: booking.id, expectedRefundAmount: 52_500 } },
      s.token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.refundChanged,
      extensions: {
        code: 'REFUND_CHANGED',
        quote: { refundRate: 0, refundAmount: 0, keptAmount: TOTAL, validUntil: null },
      },
    });
    expect(await refundedAtToss(booking.paymentKey)).toBe(0);
  });

  it('keeps a manager’s cancel to the amount shown as well', async () => {
    const booking = await booked();
    clock.set(start);
    const refused = await app.request(
      'DELETE',
      `/api/manager/reservations/${booking.id}/cancel?expectedRefundAmount=1000`,
      {
        token: managerToken,
      },
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { message: MESSAGES.refundChanged, quote: { refundAmount: TOTAL } },
    });
    expect(await refundedAtToss(booking.paymentKey)).toBe(0);
  });
});
