import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { COUPON_MESSAGES } from '@shim/common/coupon-rules';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { setNight, stayFromToday } from '../../../test/hotel-fixtures';
import { bookingScenario, giveCoupon, nights, payInWindow, prepare } from '../../../test/booking-fixtures';
import { releaseExpiredHolds } from './hold.repository';
import { ORDER_ID_PATTERN } from './order-id';
import { priceStay } from './pricing';

let app: TestApp;
beforeAll(async () => {
  // Many buyers, all from 127.0.0.1: the per-client hold limits have their own tests (hold-limits.test.ts).
  app = await startTestApp({}, { limitFactor: 100 });
});
afterAll(() => app.close());

const previewOf = (query: Record<string, unknown>, token?: string) =>
  app.request('GET', `/api/reservations/preview?${new URLSearchParams(query as Record<string, string>)}`, { token });

describe('pricing', () => {
  it('takes the stay total (stay price × rooms with the 5,000원 in it) and a coupon off the room price, never more', () => {
    expect(priceStay(220_000, 2, null)).toEqual({
      basePrice: 440_000,
      taxes: 5_000,
      stayTotal: 445_000,
      couponDiscount: 0,
      totalAmount: 445_000,
    });
    expect(priceStay(33_333, 1, { type: 'PERCENT', discountValue: 10 }).couponDiscount).toBe(3_333);
    expect(priceStay(10_000, 1, { type: 'FIXED', discountValue: 50_000 })).toMatchObject({
      couponDiscount: 10_000,
      totalAmount: 5_000,
    });
  });
});

describe('GET /api/reservations/preview', () => {
  it('prices the stay from the per-night prices and the caller’s own coupon', async () => {
    const s = await bookingScenario(app, { basePrice: 100_000, capacity: 2 });
    const body = s.body(10, 2, { roomCount: 2, people: 4 });
    await setNight(app.orm, s.room.id, addDays(body.checkin as string, 1), { price: 130_000 });
    expect((await previewOf(body)).body).toEqual({
      basePrice: 460_000,
      taxes: 5_000,
      stayTotal: 465_000,
      couponDiscount: 0,
      totalAmount: 465_000,
    });
    const percent = await giveCoupon(app.orm, s.member, 'PERCENT', 10);
    expect((await previewOf({ ...body, userCouponId: percent }, s.token)).body).toEqual({
      basePrice: 460_000,
      taxes: 5_000,
      stayTotal: 465_000,
      couponDiscount: 46_000,
      totalAmount: 419_000,
    });
  });

  it('refuses someone else’s, an expired, a used coupon, and any coupon without a login', async () => {
    const s = await bookingScenario(app);
    const other = await createUser(app.orm);
    const body = s.body();
    const others = await giveCoupon(app.orm, other, 'FIXED', 5_000);
    expect(await previewOf({ ...body, userCouponId: others }, s.token)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.couponNotFound },
    });
    const expired = await giveCoupon(app.orm, s.member, 'FIXED', 5_000, addDays(todayInSeoul(), -1));
    expect(await previewOf({ ...body, userCouponId: expired }, s.token)).toMatchObject({
      status: 400,
      body: { message: MESSAGES.couponExpired },
    });
    const used = await giveCoupon(app.orm, s.member, 'FIXED', 5_000);
    await app.orm.em.getConnection().execute('update user_coupons set used_at = now() where id = ?', [used]);
    expect(await previewOf({ ...body, userCouponId: used }, s.token)).toMatchObject({
      status: 400,
      body: { message: COUPON_MESSAGES.alreadyUsed },
    });
    const mine = await giveCoupon(app.orm, s.member, 'FIXED', 5_000);
    expect(await previewOf({ ...body, userCouponId: mine })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.couponLoginRequired },
    });
  });
});

describe('POST /api/reservations/prepare', () => {
  it('holds the nights and answers the REST-NOTES shape with an unguessable orderId', async () => {
    const s = await bookingScenario(app, { name: '디럭스 더블' }, { name: '준비 호텔' });
    const body = s.body(5, 2);
    const answer = await app.request('POST', '/api/reservations/prepare', { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const prepared = answer.json<Record<string, unknown>>();
    expect(prepared).toMatchObject({
      totalAmount: 205_000,
      amount: 205_000,
      hotelName: '준비 호텔',
      type: '디럭스 더블',
      orderName: '준비 호텔 디럭스 더블',
    });
    expect(prepared.orderId).toMatch(ORDER_ID_PATTERN);
    expect(prepared.orderId).toHaveLength(25);
    const held = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(held.map((n) => n.held)).toEqual([1, 1]);
  });

  it('checks spec §5 with the spec’s words', async () => {
    const s = await bookingScenario(app, { capacity: 2 });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ termsAgreed: false }, 400, MESSAGES.termsRequired],
      [{ termsAgreed: 'no' }, 400, MESSAGES.booleanFieldInvalid('termsAgreed')],
      [{ phone: '0101234567' }, 400, MESSAGES.phoneInvalid],
      [{ phone: '01112345678' }, 400, MESSAGES.phoneInvalid],
      [{ roomCount: 6, people: 2 }, 400, MESSAGES.detailRoomsRange],
      [{ roomCount: 0 }, 400, MESSAGES.roomsAtLeastOne],
      [{ people: 0 }, 400, MESSAGES.personsAtLeastOne],
      [{ people: 21, roomCount: 5 }, 400, MESSAGES.personsRange],
      [{ people: 3 }, 400, MESSAGES.roomCapacityExceeded],
      [{ checkin: addDays(todayInSeoul(), -1) }, 400, MESSAGES.pastCheckin],
      [{ checkout: stayFromToday(10).startDate }, 400, MESSAGES.checkoutAfterCheckin],
      [{ checkin: '2026-02-30' }, 400, MESSAGES.datesInvalid],
      [{ rId: 999_999 }, 409, MESSAGES.roomUnavailable],
      [{ hId: 'abc' }, 400, MESSAGES.invalidBooking],
    ];
    for (const [overrides, status, message] of cases) {
      const answer = await app.request('POST', '/api/reservations/prepare', { body: s.body(10, 1, overrides) });
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status, body: { message } });
    }
    // A guest's phone may come at completion instead (compat/completion-details.test.ts); a member needs none;
    // check-in today (Asia/Seoul) is fine.
    expect(
      (await app.request('POST', '/api/reservations/prepare', { body: s.body(10, 1, { phone: '' }) })).status,
    ).toBe(200);
    expect(
      (await app.request('POST', '/api/reservations/prepare', { body: s.body(0, 1, { phone: null }), token: s.token }))
        .status,
    ).toBe(200);
  });

  it('refuses lodgings that take no bookings and a room of another lodging', async () => {
    const pending = await bookingScenario(app, {}, { status: 'PENDING' });
    const hidden = await bookingScenario(app, {}, { active: false });
    const other = await bookingScenario(app);
    for (const body of [pending.body(), hidden.body(), other.body(10, 1, { hId: pending.hotel.id })]) {
      expect(await app.request('POST', '/api/reservations/prepare', { body })).toMatchObject({
        status: 404,
        body: { message: MESSAGES.invalidBooking },
      });
    }
  });

  it('answers 해당 객실은 예약이 불가능합니다. for a room type the open lodging no longer takes (spec §8)', async () => {
    const inactiveRoom = await bookingScenario(app, { active: false });
    const open = await bookingScenario(app);
    const deleted = await bookingScenario(app);
    await app.orm.em.fork().getConnection().execute('delete from room_nights where room_id = ?', [deleted.room.id]);
    await app.orm.em.fork().getConnection().execute('delete from rooms where id = ?', [deleted.room.id]);
    const query = (body: Record<string, unknown>) =>
      `/api/reservations/preview?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`;
    for (const body of [inactiveRoom.body(), deleted.body(), open.body(10, 1, { rId: inactiveRoom.room.id })]) {
      const refused = { status: 409, body: { message: MESSAGES.roomUnavailable } };
      expect(await app.request('POST', '/api/reservations/prepare', { body })).toMatchObject(refused);
      expect(await app.request('GET', query(body))).toMatchObject(refused);
    }
    const body = inactiveRoom.body();
    const graphql = await app.graphql(
      `query ($stay: StayBookingInput!) { reservationPreview(stay: $stay) { totalAmount } }`,
      {
        stay: {
          hotelId: inactiveRoom.hotel.id,
          roomId: inactiveRoom.room.id,
          checkIn: body.checkin,
          checkOut: body.checkout,
          roomCount: 1,
          persons: 2,
        },
      },
    );
    expect(graphql.errors?.[0]).toMatchObject({ message: MESSAGES.roomUnavailable, extensions: { code: 'CONFLICT' } });
  });

  it('gives the last rooms to exactly as many buyers as there are rooms', async () => {
    const s = await bookingScenario(app, { unitCount: 3 });
    const body = s.body(20, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request('POST', '/api/reservations/prepare', { body })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: MESSAGES.roomSoldOut });
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => [n.total, n.held, n.sold])).toEqual([
      [3, 3, 0],
      [3, 3, 0],
      [3, 3, 0],
    ]);
  });

  it('is sold out when any night of the stay has too few rooms, or has no inventory', async () => {
    const s = await bookingScenario(app, { unitCount: 2 });
    const body = s.body(10, 3, { roomCount: 2, people: 2 });
    await setNight(app.orm, s.room.id, addDays(body.checkin as string, 2), { sold: 1 });
    expect(await app.request('POST', '/api/reservations/prepare', { body })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.roomSoldOut },
    });
    // The fixture keeps 40 nights of inventory.
    expect((await app.request('POST', '/api/reservations/prepare', { body: s.body(39, 2) })).status).toBe(409);
  });
});

describe('hold expiry', () => {
  it('gives unpaid rooms back after 10 minutes, and prepare does so at once for its room', async () => {
    const s = await bookingScenario(app, { unitCount: 1 });
    const body = s.body(12, 2);
    const first = await prepare(app, body);
    expect((await app.request('POST', '/api/reservations/prepare', { body })).status).toBe(409);

    // Nine minutes later nothing is released; eleven minutes later the hold is gone.
    const early = await releaseExpiredHolds(app.orm.em.fork(), new Date(Date.now() + 9 * 60_000));
    expect(early.map((hold) => hold.reservationId)).not.toContain(first.reservationId);
    const released = await releaseExpiredHolds(app.orm.em.fork(), new Date(Date.now() + 11 * 60_000));
    expect(released).toContainEqual({
      reservationId: first.reservationId,
      orderId: first.orderId,
      attemptedPaymentKey: null,
    });
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => n.held)).toEqual([0, 0]);
    const [reservation] = await app.orm.em
      .getConnection()
      .execute('select status, hidden_at from reservations where id = ?', [first.reservationId]);
    expect(reservation!.status).toBe('CANCELED');
    expect(reservation!.hidden_at).not.toBeNull();

    // An expired hold that no job has released yet does not stop the next buyer.
    const second = await prepare(app, body);
    await app.orm.em
      .getConnection()
      .execute(`update reservations set hold_expires_at = now() - interval '1 second' where id = ?`, [
        second.reservationId,
      ]);
    const third = await app.request('POST', '/api/reservations/prepare', { body });
    expect(third.status).toBe(200);
    const after = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(after.map((n) => n.held)).toEqual([1, 1]);
  });
});

describe('GraphQL twins', () => {
  it('previews and prepares', async () => {
    const s = await bookingScenario(app);
    const { startDate, endDate } = stayFromToday(8, 1);
    const stay = {
      hotelId: s.hotel.id,
      roomId: s.room.id,
      checkIn: startDate,
      checkOut: endDate,
      roomCount: 1,
      persons: 2,
    };
    const previewed = await app.graphql<{ reservationPreview: { totalAmount: number } }>(
      'query ($stay: StayBookingInput!) { reservationPreview(stay: $stay) { totalAmount } }',
      { stay },
    );
    expect(previewed.data?.reservationPreview.totalAmount).toBe(105_000);
    const member = await loginAs(app, s.member.email);
    const prepared = await app.graphql<{
      prepareReservation: {
        orderId: string;
        reservationId: number;
        totalAmount: number;
        reservation: { id: number; orderId: string; status: string };
      };
    }>(
      'mutation ($input: PrepareReservationInput!) { prepareReservation(input: $input) { orderId reservationId totalAmount reservation { id orderId status } } }',
      { input: { ...stay, termsAgreed: true } },
      member.accessToken,
    );
    expect(prepared.errors).toBeUndefined();
    expect(prepared.data?.prepareReservation.totalAmount).toBe(105_000);
    const { reservation: held, reservationId, orderId } = prepared.data!.prepareReservation;
    expect(held).toEqual({ id: reservationId, orderId, status: 'PENDING' });
    // A guest may leave the phone for completion, where it is then required.
    const guest = await app.graphql<{
      prepareReservation: { orderId: string; reservationId: number; totalAmount: number; orderName: string };
    }>(
      'mutation ($input: PrepareReservationInput!) { prepareReservation(input: $input) { orderId reservationId totalAmount orderName } }',
      { input: { ...stay, termsAgreed: true } },
    );
    expect(guest.errors).toBeUndefined();
    const paid = await payInWindow(app, guest.data!.prepareReservation);
    const completion = (phone?: string) =>
      app.graphql<{ completePayment: { reservationId: number; reservation: { id: number; status: string } } }>(
        'mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { reservationId reservation { id status } } }',
        { input: { orderId: paid.orderId, paymentKey: paid.paymentKey, amount: Number(paid.amount), phone } },
      );
    expect((await completion()).errors?.[0]).toMatchObject({
      message: MESSAGES.guestPhoneRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const completed = await completion('01098765432');
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.completePayment.reservation).toEqual({
      id: guest.data!.prepareReservation.reservationId,
      status: 'CONFIRMED',
    });
  });
});
