import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import {
  book,
  bookingScenario,
  giveCoupon,
  nights,
  sandboxPayment,
  type BookingScenario,
} from '../../../test/booking-fixtures';
import type { User } from '../users/user.entity';

interface Page {
  totalCount: number;
  counts: { all: number; member: number; nonMember: number };
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { reservationId: number; user: { id: number; name: string } | null } }>;
}

let app: TestApp;
let managerA: User;
let tokenA: string;
let tokenB: string;
let s: BookingScenario;
let roles: Record<Role, string>;
/** A member's booking tomorrow with a coupon, a guest's in ten days, and one past stay. */
let memberBooking: {
  reservationId: number;
  orderId: string;
  bookingNumber: string;
  paymentKey: string;
  total: number;
};
let guestBooking: { reservationId: number; orderId: string };

const LIST = `query ($filter: ManagerReservationFilterInput, $first: Int, $after: String) {
  managerReservations(filter: $filter, first: $first, after: $after) {
    totalCount counts { all member nonMember } pageInfo { hasNextPage endCursor }
    edges { node { reservationId: id orderId user { id name } guestName phone hotel { name } room { name } checkIn checkOut status } }
  }
}`;
const CANCEL = `mutation ($input: ManagerCancelReservationInput!) {
  managerCancelReservation(input: $input) { message canceledAmount reservation { reservationId: id status } }
}`;

beforeAll(async () => {
  app = await startTestApp();
  managerA = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자A' });
  const managerB = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자B' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  roles = await tokensByRole(app);
  s = await bookingScenario(app, { basePrice: 100_000, unitCount: 3 }, { manager: managerA, name: '관리 호텔' });
  const coupon = await giveCoupon(app.orm, s.member, 'FIXED', 10_000);
  const member = await book(app, s.body(1, 2, { userCouponId: coupon }), s.token);
  memberBooking = {
    reservationId: member.prepared.reservationId,
    orderId: member.prepared.orderId,
    bookingNumber: member.prepared.bookingNumber,
    paymentKey: member.paid.paymentKey!,
    total: member.prepared.totalAmount,
  };
  const guest = await book(app, s.body(10, 1, { phone: '01098765432', guestName: '박비회' }));
  guestBooking = { reservationId: guest.prepared.reservationId, orderId: guest.prepared.orderId };
});
afterAll(() => app.close());

describe('GET /api/manager/reservations', () => {
  it('lists its own lodgings’ paid bookings with the §3 shape and the tab counts', async () => {
    const answer = await app.request('GET', '/api/manager/reservations', { token: tokenA });
    expect(answer.status).toBe(200);
    const rows = answer.json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => row.reservationId)).toEqual([guestBooking.reservationId, memberBooking.reservationId]);
    expect(rows[1]).toMatchObject({
      reservationId: memberBooking.reservationId,
      orderId: memberBooking.orderId,
      bookingNumber: memberBooking.bookingNumber,
      userId: s.member.id,
      guestName: '김예약',
      hotelName: '관리 호텔',
      roomType: '객실 1',
      checkIn: addDays(todayInSeoul(), 1),
      checkOut: addDays(todayInSeoul(), 3),
      status: '예약 완료',
    });
    expect(rows[0]).toMatchObject({ userId: null, guestName: '박비회', phone: '01098765432' });
    const counts = await fetch(`${app.url}/api/manager/reservations?keyword=${encodeURIComponent('김예')}`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(['x-count-all', 'x-count-member', 'x-count-non-member'].map((h) => counts.headers.get(h))).toEqual([
      '1',
      '1',
      '0',
    ]);
  });

  it('searches by guest name or reservation number, filters by member and status', async () => {
    const byName = await app.request('GET', `/api/manager/reservations?keyword=${encodeURIComponent('비회')}`, {
      token: tokenA,
    });
    expect(byName.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toEqual([
      guestBooking.reservationId,
    ]);
    const byOrder = await app.request('GET', `/api/manager/reservations?keyword=${memberBooking.orderId}`, {
      token: tokenA,
    });
    expect(byOrder.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toEqual([
      memberBooking.reservationId,
    ]);
    // The booking number a guest reads out, in any case and with or without dashes.
    const spoken = memberBooking.bookingNumber.toLowerCase().replace(/-/g, '');
    const byBookingNumber = await app.request('GET', `/api/manager/reservations?keyword=${spoken}`, { token: tokenA });
    expect(byBookingNumber.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toEqual([
      memberBooking.reservationId,
    ]);
    const byNumber = await app.request('GET', `/api/manager/reservations?keyword=${guestBooking.reservationId}`, {
      token: tokenA,
    });
    expect(byNumber.json<unknown[]>()).toHaveLength(1);
    const members = await app.request('GET', '/api/manager/reservations?member=member', { token: tokenA });
    expect(members.json<Array<{ userId: number }>>().map((r) => r.userId)).toEqual([s.member.id]);
    const wildcard = await app.request('GET', `/api/manager/reservations?keyword=${encodeURIComponent('%')}`, {
      token: tokenA,
    });
    expect(wildcard.json<unknown[]>()).toEqual([]);
    const reviewed = await app.request('GET', '/api/manager/reservations?status=reviewed', { token: tokenA });
    expect(reviewed.json<unknown[]>()).toEqual([]);
    const bad = await app.request('GET', '/api/manager/reservations?status=lost', { token: tokenA });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CONSOLE_MESSAGES.reservationStatusFilterInvalid });
  });

  it('pages by page (from 0) and size with the total in X-Total-Count; without them, the first 1,000', async () => {
    const list = async (query: string) => {
      const response = await fetch(`${app.url}/api/manager/reservations${query}`, {
        headers: { authorization: `Bearer ${tokenA}` },
      });
      const body = (await response.json()) as Array<{ reservationId: number }> | { message: string };
      return { status: response.status, total: response.headers.get('x-total-count'), body };
    };
    expect(await list('')).toMatchObject({ status: 200, total: '2', body: { length: 2 } });
    expect(await list('?page=0&size=1')).toMatchObject({
      total: '2',
      body: [{ reservationId: guestBooking.reservationId }],
    });
    expect(await list('?page=1&size=1')).toMatchObject({
      total: '2',
      body: [{ reservationId: memberBooking.reservationId }],
    });
    expect(await list('?page=2&size=1')).toMatchObject({ status: 200, total: '2', body: [] });
    expect(await list('?page=9007199254740991&size=1000')).toMatchObject({ status: 200, body: [] });
    expect(await list('?member=non-member&size=5')).toMatchObject({
      total: '1',
      body: [{ reservationId: guestBooking.reservationId }],
    });
    for (const bad of ['?size=0', '?size=1001', '?page=-1', '?page=one', '?size=2.5']) {
      expect(await list(bad), bad).toMatchObject({ status: 400, body: { message: MESSAGES.badRequest } });
    }
  });

  it('answers GraphQL with a connection, counts per tab and cursors', async () => {
    const first = await app.graphql<{ managerReservations: Page }>(LIST, { first: 1 }, tokenA);
    expect(first.errors).toBeUndefined();
    const page = first.data!.managerReservations;
    expect(page.totalCount).toBe(2);
    expect(page.counts).toEqual({ all: 2, member: 1, nonMember: 1 });
    expect(page.edges[0]!.node).toMatchObject({ reservationId: guestBooking.reservationId, user: null });
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql<{ managerReservations: Page }>(
      LIST,
      { first: 1, after: page.pageInfo.endCursor },
      tokenA,
    );
    expect(second.data!.managerReservations.edges[0]!.node).toMatchObject({
      reservationId: memberBooking.reservationId,
      user: { id: s.member.id, name: s.member.name },
    });
    // The guest's name links to the account; its e-mail and phone stay the member's and the administrator's.
    const contact = await app.graphql(`{ managerReservations { edges { node { user { email } } } } }`, {}, tokenA);
    expect(contact.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(second.data!.managerReservations.pageInfo.hasNextPage).toBe(false);
    const guests = await app.graphql<{ managerReservations: Page }>(
      LIST,
      { filter: { member: 'NON_MEMBER', status: 'CONFIRMED' } },
      tokenA,
    );
    expect(guests.data!.managerReservations.totalCount).toBe(1);
  });

  it('shows another manager nothing of them', async () => {
    const rest = await app.request('GET', '/api/manager/reservations', { token: tokenB });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
    const gql = await app.graphql<{ managerReservations: Page }>(LIST, {}, tokenB);
    expect(gql.data!.managerReservations.totalCount).toBe(0);
    expect(gql.data!.managerReservations.counts).toEqual({ all: 0, member: 0, nonMember: 0 });
  });

  it('refuses members, applicants, administrators and callers without a token', async () => {
    for (const role of ['ROLE_USER', 'ROLE_PENDING', 'ROLE_ADMIN'] as const) {
      const rest = await app.request('GET', '/api/manager/reservations', { token: roles[role] });
      expect([401, 403], role).toContain(rest.status);
      const gql = await app.graphql(LIST, {}, roles[role]);
      expect(gql.errors?.[0]?.extensions?.code, role).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect((await app.request('GET', '/api/manager/reservations')).status).toBe(401);
    expect((await app.graphql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/manager/reservations/export.xlsx', () => {
  it('downloads the period’s bookings with Korean headers and won as numbers', async () => {
    const from = todayInSeoul();
    const to = addDays(from, 30);
    const response = await fetch(`${app.url}/api/manager/reservations/export.xlsx?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(2);
    const member = rows.find((row) => row['예약 ID'] === memberBooking.reservationId)!;
    expect(member).toMatchObject({
      예약번호: memberBooking.bookingNumber,
      주문번호: memberBooking.orderId,
      '회원 구분': '회원',
      숙소: '관리 호텔',
      '결제 금액(원)': memberBooking.total,
    });
    expect(typeof member['결제 금액(원)']).toBe('number');
  });

  it('holds only the period and only its own lodgings; refuses a bad period', async () => {
    const later = addDays(todayInSeoul(), 5);
    const narrow = await fetch(`${app.url}/api/manager/reservations/export.xlsx?from=${later}&to=${later}`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const none = XLSX.read(Buffer.from(await narrow.arrayBuffer()));
    expect(XLSX.utils.sheet_to_json(none.Sheets[none.SheetNames[0]!]!)).toEqual([]);
    const other = await fetch(`${app.url}/api/manager/reservations/export.xlsx`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    const empty = XLSX.read(Buffer.from(await other.arrayBuffer()));
    expect(XLSX.utils.sheet_to_json(empty.Sheets[empty.SheetNames[0]!]!)).toEqual([]);
    const reversed = await app.request('GET', `/api/manager/reservations/export.xlsx?from=2026-12-10&to=2026-12-01`, {
      token: tokenA,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: CONSOLE_MESSAGES.exportPeriodInvalid });
    const member = await app.request('GET', '/api/manager/reservations/export.xlsx', { token: roles.ROLE_USER });
    expect(member.status).toBe(403);
  });
});

describe('DELETE /api/manager/reservations/{id}/cancel', () => {
  it('answers 404 to another manager, over REST and GraphQL, and changes nothing', async () => {
    const rest = await app.request('DELETE', `/api/manager/reservations/${memberBooking.reservationId}/cancel`, {
      token: tokenB,
    });
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ message: MESSAGES.reservationNotFound });
    const gql = await app.graphql(CANCEL, { input: { reservationId: memberBooking.reservationId } }, tokenB);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sandboxPayment(app.orm, memberBooking.paymentKey))!.status).toBe('DONE');
  });

  it('refuses members and guests: the guest path is PUT /api/reservations/{id}/cancel', async () => {
    const member = await app.request('DELETE', `/api/manager/reservations/${memberBooking.reservationId}/cancel`, {
      token: s.token,
    });
    expect(member.status).toBe(403);
    const anonymous = await app.request('DELETE', `/api/manager/reservations/${memberBooking.reservationId}/cancel`);
    expect(anonymous.status).toBe(401);
    const gql = await app.graphql(
      CANCEL,
      { input: { reservationId: memberBooking.reservationId } },
      roles.ROLE_PENDING,
    );
    expect(gql.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });

  it('refunds the guest in full (even the day before check-in), frees the nights and returns the coupon', async () => {
    const checkIn = addDays(todayInSeoul(), 1);
    const before = await nights(app.orm, s.room.id, checkIn, addDays(checkIn, 2));
    expect(before.map((night) => night.sold)).toEqual([1, 1]);
    const answer = await app.request('DELETE', `/api/manager/reservations/${memberBooking.reservationId}/cancel`, {
      token: tokenA,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: MESSAGES.reservationCanceled, canceledAmount: memberBooking.total });
    const after = await nights(app.orm, s.room.id, checkIn, addDays(checkIn, 2));
    expect(after.map((night) => night.sold)).toEqual([0, 0]);
    const sandbox = await sandboxPayment(app.orm, memberBooking.paymentKey);
    expect(sandbox).toMatchObject({ status: 'CANCELED', canceled_amount: memberBooking.total });
    const db = app.orm.em.fork().getConnection();
    const [payment] = await db.execute<Array<{ status: string; canceled_amount: number }>>(
      'select status, canceled_amount from payments where reservation_id = ?',
      [memberBooking.reservationId],
    );
    expect(payment).toEqual({ status: 'CANCELED', canceled_amount: memberBooking.total });
    const [coupon] = await db.execute<Array<{ used_at: Date | null }>>(
      'select used_at from user_coupons where user_id = ?',
      [s.member.id],
    );
    expect(coupon!.used_at).toBeNull();
    const listed = await app.request('GET', '/api/manager/reservations?status=cancelled', { token: tokenA });
    expect(listed.json<Array<{ reservationId: number; status: string }>>()).toEqual([
      expect.objectContaining({ reservationId: memberBooking.reservationId, status: '예약 취소' }),
    ]);
  });

  it('refuses a booking that is no longer confirmed (409)', async () => {
    const again = await app.request('DELETE', `/api/manager/reservations/${memberBooking.reservationId}/cancel`, {
      token: tokenA,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MESSAGES.reservationNotCancelable });
  });

  it('refuses a stay already checked out (409) and a number that is not one (404)', async () => {
    const past = await book(app, s.body(4, 1), s.token);
    await app.orm.em
      .fork()
      .getConnection()
      .execute('update reservations set check_in = ?::date - 2, check_out = ? where id = ?', [
        todayInSeoul(),
        todayInSeoul(),
        past.prepared.reservationId,
      ]);
    const answer = await app.request('DELETE', `/api/manager/reservations/${past.prepared.reservationId}/cancel`, {
      token: tokenA,
    });
    expect(answer.status).toBe(409);
    const nonsense = await app.request('DELETE', '/api/manager/reservations/abc/cancel', { token: tokenA });
    expect(nonsense.status).toBe(404);
  });

  it('cancels over GraphQL with a payload holding the cancelled booking', async () => {
    const gql = await app.graphql<{ managerCancelReservation: Record<string, unknown> }>(
      CANCEL,
      { input: { reservationId: guestBooking.reservationId } },
      tokenA,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.managerCancelReservation).toMatchObject({
      message: MESSAGES.reservationCanceled,
      reservation: { reservationId: guestBooking.reservationId, status: 'CANCELED' },
    });
    expect(gql.data!.managerCancelReservation.canceledAmount as number).toBeGreaterThan(0);
  });
});
