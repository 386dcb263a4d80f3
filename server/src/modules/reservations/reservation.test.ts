import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { cancellationSchedule, refundRate } from '@shim/common/reservations';
import { startTestApp, type TestApp } from '../../../test/harness';
import { book, bookingScenario, giveCoupon, nights, prepare, sandboxPayment } from '../../../test/booking-fixtures';
import { countQueries } from '../../../test/hotel-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import type { RequestContext } from '../../platform/context';
import { cancelReservation } from './reservation.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('refund tiers (default policy)', () => {
  const checkIn = '2026-12-20';
  const longAgo = new Date('2026-11-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('refunds by whole days before check-in (Asia/Seoul)', () => {
    expect(refundRate(checkIn, '2026-12-10', longAgo, at('2026-12-10T03:00:00Z'))).toBe(100);
    expect(refundRate(checkIn, '2026-12-13', longAgo, at('2026-12-13T03:00:00Z'))).toBe(100);
    expect(refundRate(checkIn, '2026-12-14', longAgo, at('2026-12-14T03:00:00Z'))).toBe(70);
    expect(refundRate(checkIn, '2026-12-17', longAgo, at('2026-12-17T03:00:00Z'))).toBe(70);
    expect(refundRate(checkIn, '2026-12-18', longAgo, at('2026-12-18T03:00:00Z'))).toBe(50);
    expect(refundRate(checkIn, '2026-12-19', longAgo, at('2026-12-19T03:00:00Z'))).toBe(0);
    expect(refundRate(checkIn, '2026-12-20', longAgo, at('2026-12-20T03:00:00Z'))).toBe(0);
  });

  it('is free within 24 hours of booking, unless on or after the day before check-in', () => {
    const booked = at('2026-12-16T01:00:00Z');
    expect(refundRate(checkIn, '2026-12-16', booked, at('2026-12-16T23:59:00Z'))).toBe(100);
    expect(refundRate(checkIn, '2026-12-17', booked, at('2026-12-17T02:00:00Z'))).toBe(70);
    const lateBooking = at('2026-12-18T14:00:00Z'); // 23:00 in Seoul, two days before
    expect(refundRate(checkIn, '2026-12-18', lateBooking, at('2026-12-18T14:30:00Z'))).toBe(100);
    expect(refundRate(checkIn, '2026-12-19', lateBooking, at('2026-12-18T15:30:00Z'))).toBe(0);
  });

  it('shows the schedule as dates', () => {
    expect(cancellationSchedule(checkIn)).toEqual([
      { until: '2026-12-13', untilTime: null, refundRate: 100 },
      { until: '2026-12-17', untilTime: null, refundRate: 70 },
      { until: '2026-12-18', untilTime: null, refundRate: 50 },
      { until: '2026-12-20', untilTime: null, refundRate: 0 },
    ]);
  });
});

describe('PUT /api/reservations/{id}/cancel', () => {
  it('refunds in full within 24 hours, gives the nights and the coupon back', async () => {
    const s = await bookingScenario(app);
    const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 10_000);
    const body = s.body(20, 2, { userCouponId: coupon });
    const { prepared, paid } = await book(app, body, s.token);
    const answer = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      message: '예약이 성공적으로 취소되었습니다.',
      canceledAmount: 195_000,
      refundRate: 100,
    });
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => [n.held, n.sold])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await sandboxPayment(app.orm, paid.paymentKey!)).toMatchObject({
      status: 'CANCELED',
      canceled_amount: 195_000,
    });
    const coupons = await app.request('GET', '/api/coupons/my-coupons', { token: s.token });
    expect(coupons.json<Array<{ userCouponId: number }>>().map((c) => c.userCouponId)).toContain(coupon);
    expect(
      await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token }),
    ).toMatchObject({
      status: 409,
      body: { message: MESSAGES.reservationNotCancelable },
    });
  });

  it('refunds by the tier once the free day has passed', async () => {
    const s = await bookingScenario(app);
    const { prepared, paid } = await book(app, s.body(5), s.token);
    await app.orm.em
      .getConnection()
      .execute(`update reservations set confirmed_at = now() - interval '2 days' where id = ?`, [
        prepared.reservationId,
      ]);
    const answer = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token });
    expect(answer.body).toMatchObject({ canceledAmount: 73_500, refundRate: 70 });
    expect(await sandboxPayment(app.orm, paid.paymentKey!)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      canceled_amount: 73_500,
    });
  });

  it('needs the owner’s token, or the orderId and phone of a guest booking: an id alone is never enough', async () => {
    const s = await bookingScenario(app, { unitCount: 5 });
    const stranger = await bookingScenario(app);
    const member = await book(app, s.body(20), s.token);
    const memberPath = `/api/reservations/${member.prepared.reservationId}/cancel`;
    expect((await app.request('PUT', memberPath)).status).toBe(401);
    expect((await app.request('PUT', memberPath, { token: stranger.token })).status).toBe(404);
    expect(
      (await app.request('PUT', memberPath, { body: { orderId: member.prepared.orderId, phone: '01012345678' } }))
        .status,
    ).toBe(404);

    const guest = await book(app, s.body(21, 1, { phone: '010-9876-5432' }));
    const guestPath = `/api/reservations/${guest.prepared.reservationId}/cancel`;
    expect((await app.request('PUT', guestPath)).status).toBe(401);
    expect((await app.request('PUT', guestPath, { token: stranger.token })).status).toBe(404);
    expect(
      await app.request('PUT', guestPath, { body: { orderId: guest.prepared.orderId, phone: '01011112222' } }),
    ).toMatchObject({ status: 404, body: { message: MESSAGES.reservationNotFound } });
    expect(await app.request('PUT', `${guestPath}?orderId=${guest.prepared.orderId}&phone=01098765432`)).toMatchObject({
      status: 200,
      body: { canceledAmount: 105_000 },
    });
  });
});

describe('lookups, my page and delete', () => {
  it('finds a guest booking by order number and phone only', async () => {
    const s = await bookingScenario(app, { name: '스탠다드' }, { name: '조회 호텔' });
    const { prepared } = await book(app, s.body(9, 2, { phone: '01055556666' }));
    const found = await app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=01055556666`);
    expect(found.body).toMatchObject({
      orderId: prepared.orderId,
      reservationId: prepared.reservationId,
      hotelName: '조회 호텔',
      roomType: '스탠다드',
      price: 205_000,
      people: 2,
      status: '예약 완료',
      phone: '01055556666',
      cancellable: true,
    });
    expect(await app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=01055556667`)).toEqual(
      expect.objectContaining({ status: 404, body: { message: MESSAGES.reservationNotFound } }),
    );
    expect(await app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}`)).toMatchObject({
      status: 400,
      body: { message: MESSAGES.bookingCheckFieldsRequired },
    });
    const byOrder = await app.request('GET', `/api/reservations/order/${prepared.orderId}`);
    expect(byOrder.body).toMatchObject({
      orderId: prepared.orderId,
      phone: null,
      guestName: null,
      status: '예약 완료',
    });
    expect((await app.request('GET', '/api/reservations/order/nosuchorder1')).status).toBe(404);
  });

  it('answers the buyer by order number only to the member, an administrator, or with the booking’s phone', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(12, 1, { phone: '01055556666' }), s.token);
    const query = `query ($o: String!, $p: String) {
      reservationByOrder(orderId: $o, phone: $p) { orderId guestName phone user { id name } } }`;
    const ask = async (token?: string, phone?: string) =>
      (
        await app.graphql<{ reservationByOrder: Record<string, unknown> }>(
          query,
          { o: prepared.orderId, p: phone },
          token,
        )
      ).data?.reservationByOrder;
    const withheld = { orderId: prepared.orderId, guestName: null, phone: null, user: null };
    const shown = { orderId: prepared.orderId, guestName: '김예약', phone: '01055556666' };
    expect(await ask()).toEqual(withheld);
    expect(await ask(undefined, '010-5555-6667')).toEqual(withheld);
    expect(await ask(undefined, '010-5555-6666')).toMatchObject({
      ...shown,
      user: { id: s.member.id, name: '김예약' },
    });
    expect(await ask(s.token)).toMatchObject({ ...shown, user: { id: s.member.id } });
    const stranger = await createUser(app.orm, 'ROLE_USER');
    expect(await ask((await loginAs(app, stranger.email)).accessToken)).toEqual(withheld);
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    expect(await ask((await loginAs(app, admin.email)).accessToken)).toMatchObject(shown);

    // REST keeps the documented shape: the fields are there, null unless the caller may see them.
    const bare = await app.request('GET', `/api/reservations/order/${prepared.orderId}`);
    expect(bare.body).toMatchObject({ orderId: prepared.orderId, guestName: null, phone: null });
    expect(JSON.stringify(bare.body)).not.toMatch(/김예약|5556|6666/);
    const proven = await app.request('GET', `/api/reservations/order/${prepared.orderId}?phone=010-5555-6666`);
    expect(proven.body).toMatchObject({ guestName: '김예약', phone: '01055556666' });
    const mine = await app.request('GET', `/api/reservations/order/${prepared.orderId}`, { token: s.token });
    expect(mine.body).toMatchObject({ guestName: '김예약', phone: '01055556666' });
  });

  it('lists the member’s bookings at /api/mypage/reservations and /mypage/reservations', async () => {
    const s = await bookingScenario(app, {}, { type: 'HANOK' });
    const { prepared } = await book(app, s.body(7), s.token);
    const pending = await prepare(app, s.body(8), s.token);
    const answer = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(answer.status).toBe(200);
    const list = answer.json<Array<Record<string, unknown>>>();
    expect(list.map((r) => [r.reservationId, r.status])).toEqual([
      [pending.reservationId, '결제 대기'],
      [prepared.reservationId, '예약 완료'],
    ]);
    expect(list[1]).toMatchObject({
      orderId: prepared.orderId,
      hotelType: 'Hanok',
      hotelId: s.hotel.id,
      people: 2,
      guestCount: 2,
      price: 105_000,
      basePrice: 100_000,
      taxesAndFees: 5_000,
      coupon: 0,
      points: 0,
      total: 105_000,
      cancellable: true,
      reviewable: false,
      hotelPhone: null,
      latitude: s.hotel.latitude,
      longitude: s.hotel.longitude,
      voucherUrl: `${app.url}/payment-success?orderId=${prepared.orderId}`,
      // The sandbox's receipt page, as Toss gives its own with a confirmed payment.
      invoiceUrl: expect.stringMatching(new RegExp(`^${app.url}/local/toss/receipt/tsbx_`)),
      paymentMethod: '카드',
    });
    // A pending booking has no confirmation yet; nulls are sent, not omitted (REST-NOTES).
    expect(list[0]).toMatchObject({ hotelPhone: null, voucherUrl: null, invoiceUrl: null, paymentMethod: null });
    const legacy = await app.request('GET', '/mypage/reservations', { token: s.token });
    expect(legacy.body).toEqual(answer.body);
    expect((await app.request('GET', '/mypage/reservations')).status).toBe(401);
  });

  it('deletes only cancelled bookings from the history, and keeps the record', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(9), s.token);
    const path = `/api/reservations/${prepared.reservationId}/delete`;
    expect(await app.request('DELETE', path, { token: s.token })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.reservationNotDeletable },
    });
    await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token });
    expect((await app.request('DELETE', path)).status).toBe(401);
    expect(await app.request('DELETE', path, { token: s.token })).toMatchObject({
      status: 200,
      body: { message: MESSAGES.reservationDeleted },
    });
    const list = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(list.body).toEqual([]);
    const [kept] = await app.orm.em
      .getConnection()
      .execute('select status from reservations where id = ?', [prepared.reservationId]);
    expect(kept?.status).toBe('CANCELED');
  });

  it('has GraphQL twins with the status enum', async () => {
    const s = await bookingScenario(app);
    const guest = await book(app, s.body(9, 1, { phone: '01033334444' }));
    const found = await app.graphql<{ guestReservation: { status: string; cancellable: boolean } }>(
      'query ($o: String!, $p: String!) { guestReservation(orderId: $o, phone: $p) { status cancellable } }',
      { o: guest.prepared.orderId, p: '01033334444' },
    );
    expect(found.data?.guestReservation).toEqual({ status: 'CONFIRMED', cancellable: true });
    const input = {
      reservationId: guest.prepared.reservationId,
      orderId: guest.prepared.orderId,
      phone: '01033334444',
    };
    const canceled = await app.graphql<{
      cancelReservation: { canceledAmount: number; reservation: { id: number; status: string; payment: unknown } };
    }>(
      `mutation ($input: ReservationActionInput!) {
        cancelReservation(input: $input) { canceledAmount reservation { id status payment { canceledAmount } } }
      }`,
      { input },
    );
    expect(canceled.data?.cancelReservation).toEqual({
      canceledAmount: 105_000,
      reservation: { id: guest.prepared.reservationId, status: 'CANCELED', payment: { canceledAmount: 105_000 } },
    });
    const deleted = await app.graphql<{ deleteReservation: { deletedReservationId: number } }>(
      'mutation ($input: ReservationActionInput!) { deleteReservation(input: $input) { deletedReservationId } }',
      { input },
    );
    expect(deleted.data?.deleteReservation).toEqual({ deletedReservationId: guest.prepared.reservationId });
    const mine = await app.graphql<{ myReservations: { edges: unknown[] } }>(
      '{ myReservations { edges { node { orderId status } } } }',
      {},
      s.token,
    );
    expect(mine.data?.myReservations.edges).toEqual([]);
  });

  it('gives the drawer the lodging’s phone, the confirmation and the card receipt (Toss’s, when kept)', async () => {
    const s = await bookingScenario(app);
    const db = app.orm.em.getConnection();
    await db.execute('update hotels set phone = ? where id = ?', ['02-1234-5678', s.hotel.id]);
    const { prepared, paid } = await book(app, s.body(12), s.token);
    const pending = await prepare(app, s.body(14), s.token);
    const query = `{ myReservations { edges { node {
      orderId voucherUrl payment { receiptUrl } hotel { phone latitude longitude } room { id name }
    } } } }`;
    const before = await app.graphql<{ myReservations: { edges: Array<{ node: Record<string, unknown> }> } }>(
      query,
      {},
      s.token,
    );
    const hotel = { phone: '02-1234-5678', latitude: s.hotel.latitude, longitude: s.hotel.longitude };
    const room = { id: s.room.id, name: s.room.name };
    expect(before.data?.myReservations.edges.map((edge) => edge.node)).toEqual([
      { orderId: pending.orderId, voucherUrl: null, payment: { receiptUrl: null }, hotel, room },
      {
        orderId: prepared.orderId,
        voucherUrl: `${app.url}/payment-success?orderId=${prepared.orderId}`,
        payment: { receiptUrl: `${app.url}/local/toss/receipt/${paid.paymentKey}` },
        hotel,
        room,
      },
    ]);
    // Real Toss payments come with Toss's receipt page on Toss's site; the sandbox's is on this site.
    const receipt = `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${paid.paymentKey}`;
    await db.execute('update payments set receipt_url = ? where payment_key = ?', [receipt, paid.paymentKey]);
    const rest = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(rest.json<Array<Record<string, unknown>>>()[1]).toMatchObject({
      hotelPhone: '02-1234-5678',
      voucherUrl: `${app.url}/payment-success?orderId=${prepared.orderId}`,
      invoiceUrl: receipt,
    });
    const byOrder = await app.graphql<{ reservationByOrder: Record<string, unknown> }>(
      'query ($o: String!) { reservationByOrder(orderId: $o) { hotel { phone } voucherUrl payment { receiptUrl } } }',
      { o: prepared.orderId },
    );
    expect(byOrder.data?.reservationByOrder).toEqual({
      hotel: { phone: '02-1234-5678' },
      voucherUrl: `${app.url}/payment-success?orderId=${prepared.orderId}`,
      payment: { receiptUrl: null },
    });
  });

  it('follows each reservation to its lodging, room and review with one statement per relation, not per row', async () => {
    const s = await bookingScenario(app);
    const query = `{ myReservations { edges { node {
      id hotel { name region avgScore } room { name capacity } review { id }
    } } } }`;
    await book(app, s.body(12), s.token);
    const one = await countQueries(app.orm, () => app.graphql(query, {}, s.token));
    await book(app, s.body(14), s.token);
    await book(app, s.body(16), s.token);
    let count = 0;
    const three = await countQueries(app.orm, async () => {
      const answer = await app.graphql<{ myReservations: { edges: unknown[] } }>(query, {}, s.token);
      count = answer.data!.myReservations.edges.length;
    });
    expect(count).toBe(3);
    expect(three).toBe(one);
  });
});

describe('cancelReservation by the lodging (the manager console calls the same path)', () => {
  const contextOf = (user: { id: number; role: string; email: string; name: string }): RequestContext =>
    ({
      app: app.http.services,
      em: app.orm.em.fork(),
      user,
      tokenRejected: false,
      ip: '127.0.0.1',
      browserKey: null,
      clock: app.clock,
      selfUrl: app.url,
      logger: app.http.services.logger,
    }) as unknown as RequestContext;
  const caller = (user: { id: number; role: string; email: string; name: string }) => ({
    id: user.id,
    role: user.role,
    email: user.email,
    name: user.name,
  });

  it('refunds all of it whatever the tier, only for a lodging the manager runs', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const other = await createUser(app.orm, 'ROLE_MANAGER');
    const s = await bookingScenario(app, {}, { manager });
    // Check-in tomorrow: a guest cancelling now would get nothing back (refundRate 0 beyond the free day).
    const body = s.body(1, 1);
    const { prepared, paid } = await book(app, body, s.token);

    await expect(
      cancelReservation(contextOf(caller(other)), prepared.reservationId, { by: 'manager' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      cancelReservation(contextOf(caller(s.member)), prepared.reservationId, { by: 'manager' }),
    ).rejects.toMatchObject({ status: 403 });

    const result = await cancelReservation(contextOf(caller(manager)), prepared.reservationId, { by: 'manager' });
    expect(result).toEqual({ canceledAmount: prepared.totalAmount, refundRate: 100 });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('CANCELED');
    const rows = await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string);
    expect(rows.map((n) => n.sold)).toEqual([0]);
    // Done once: a second request finds it no longer cancellable.
    await expect(
      cancelReservation(contextOf(caller(manager)), prepared.reservationId, { by: 'manager' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
