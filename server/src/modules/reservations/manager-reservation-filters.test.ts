import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { normalizePhone } from '@shim/common/validation';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { createHotel } from '../../../test/hotel-fixtures';
import { insertBookings, spreadBookings, type FixtureBooking } from '../../../test/reservation-fixtures';

/**
 * The manager list's filters against a brute-force filter of the same fixture bookings: every combination
 * asked of GraphQL (walked through its cursors), REST (walked by page) and the export must answer the ids the
 * plain JavaScript below picks, in its order.
 */

interface Filter {
  search?: string;
  status?: 'ALL' | 'CONFIRMED' | 'CANCELLED' | 'REVIEWED';
  member?: 'ALL' | 'MEMBER' | 'NON_MEMBER';
  dateMode?: 'ARRIVING' | 'STAYING' | 'DEPARTING';
  from?: string;
  to?: string;
  hotelId?: number;
  roomId?: number;
  sort?: 'BOOKED' | 'CHECK_IN_UPCOMING' | 'CHECK_IN_ASC' | 'CHECK_IN_DESC';
}

let app: TestApp;
let token: string;
let otherToken: string;
let mine: FixtureBooking[];
let hotels: { a: number; b: number };
let rooms: { a1: number; a2: number; b1: number };
const today = todayInSeoul();

const LIST = `query ($filter: ManagerReservationFilterInput, $first: Int, $after: String) {
  managerReservations(filter: $filter, first: $first, after: $after) {
    totalCount counts { all member nonMember } pageInfo { hasNextPage endCursor } edges { node { id } }
  }
}`;

beforeAll(async () => {
  app = await startTestApp();
  const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '필터관리자' });
  const other = await createUser(app.orm, 'ROLE_MANAGER', { name: '다른관리자' });
  const member = await createUser(app.orm, 'ROLE_USER', { name: '회원손님' });
  token = (await loginAs(app, manager.email)).accessToken;
  otherToken = (await loginAs(app, other.email)).accessToken;
  const a = await createHotel(app.orm, {
    manager,
    name: '필터 호텔 A',
    rooms: [{ name: '디럭스' }, { name: '스위트' }],
  });
  const b = await createHotel(app.orm, { manager, name: '필터 호텔 B', rooms: [{ name: '온돌' }] });
  const c = await createHotel(app.orm, { manager: other, name: '남의 호텔' });
  hotels = { a: a.hotel.id, b: b.hotel.id };
  rooms = { a1: a.rooms[0]!.id, a2: a.rooms[1]!.id, b1: b.rooms[0]!.id };
  const spread = spreadBookings(
    [
      { hotelId: hotels.a, roomId: rooms.a1 },
      { hotelId: hotels.a, roomId: rooms.a2 },
      { hotelId: hotels.b, roomId: rooms.b1 },
    ],
    member.id,
    today,
    40,
  );
  mine = await insertBookings(app.orm, spread);
  // Never listed: an unpaid hold of the manager's, and another manager's paid bookings.
  await insertBookings(app.orm, [
    { ...spread[0]!, confirmedAt: null, status: 'PENDING' },
    ...spreadBookings([{ hotelId: c.hotel.id, roomId: c.rooms[0]!.id }], member.id, today, 5),
  ]);
});
afterAll(() => app.close());

const STATUSES = {
  ALL: null,
  CONFIRMED: ['CONFIRMED'],
  CANCELLED: ['CANCELED', 'REFUNDED'],
  REVIEWED: ['REVIEWED'],
} as const;

/** The brute force: the rules as the issue states them, over the fixtures. */
function expected(filter: Filter): FixtureBooking[] {
  const search = (filter.search ?? '').trim();
  const digits = normalizePhone(search);
  const picked = mine.filter((b) => {
    if (search) {
      const hit =
        b.guestName.toLowerCase().includes(search.toLowerCase()) ||
        b.orderId === search ||
        String(b.id) === search ||
        b.bookingNumber === normalizeBookingNumber(search) ||
        (!!digits && /^\d{4,}$/.test(digits) && b.phone.includes(digits));
      if (!hit) return false;
    }
    const statuses = STATUSES[filter.status ?? 'ALL'] as readonly string[] | null;
    if (statuses && !statuses.includes(b.status)) return false;
    if (filter.member === 'MEMBER' && b.userId === null) return false;
    if (filter.member === 'NON_MEMBER' && b.userId !== null) return false;
    if (filter.hotelId && b.hotelId !== filter.hotelId) return false;
    if (filter.roomId && b.roomId !== filter.roomId) return false;
    const mode = filter.dateMode ?? 'ARRIVING';
    // A night in the house within the period: a night d with from <= d <= to and checkIn <= d < checkOut.
    if (mode === 'ARRIVING') {
      if (filter.from && b.checkIn < filter.from) return false;
      if (filter.to && b.checkIn > filter.to) return false;
    } else if (mode === 'DEPARTING') {
      if (filter.from && b.checkOut < filter.from) return false;
      if (filter.to && b.checkOut > filter.to) return false;
    } else {
      const nights: string[] = [];
      for (let d = b.checkIn; d < b.checkOut; d = addDays(d, 1)) nights.push(d);
      if (!nights.some((d) => (!filter.from || d >= filter.from) && (!filter.to || d <= filter.to))) return false;
    }
    return true;
  });
  const sort = filter.sort ?? 'BOOKED';
  const byId = (x: FixtureBooking, y: FixtureBooking) => x.id - y.id;
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return picked.sort((x, y) => {
    if (sort === 'BOOKED') return y.id - x.id;
    if (sort === 'CHECK_IN_ASC') return cmp(x.checkIn, y.checkIn) || byId(x, y);
    if (sort === 'CHECK_IN_DESC') return cmp(y.checkIn, x.checkIn) || byId(x, y);
    // Upcoming first: today and later soonest first, then the past most recent first.
    const px = x.checkIn < today;
    const py = y.checkIn < today;
    if (px !== py) return px ? 1 : -1;
    return (px ? cmp(y.checkIn, x.checkIn) : cmp(x.checkIn, y.checkIn)) || byId(x, y);
  });
}

interface ListPage {
  totalCount: number;
  counts: unknown;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: number } }>;
}

async function viaGraphql(filter: Filter, first = 7) {
  const ids: number[] = [];
  let after: string | null = null;
  let counts: unknown = null;
  let total = -1;
  for (let guard = 0; guard < 20; guard += 1) {
    const answer = await app.graphql<{ managerReservations: ListPage }>(LIST, { filter, first, after }, token);
    expect(answer.errors, JSON.stringify(filter)).toBeUndefined();
    const page: ListPage = answer.data!.managerReservations;
    ids.push(...page.edges.map((edge) => edge.node.id));
    counts = page.counts;
    total = page.totalCount;
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return { ids, counts, total };
}

/** The filter as REST query params: the documented ones in the words old clients send, the additions kebab-case. */
function restQuery(filter: Filter): URLSearchParams {
  const query = new URLSearchParams();
  const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');
  if (filter.search) query.set('keyword', filter.search);
  if (filter.status) query.set('status', kebab(filter.status));
  if (filter.member) query.set('member', kebab(filter.member));
  if (filter.dateMode) query.set('dateMode', kebab(filter.dateMode));
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.hotelId) query.set('hotelId', String(filter.hotelId));
  if (filter.roomId) query.set('roomId', String(filter.roomId));
  if (filter.sort) query.set('sort', kebab(filter.sort));
  return query;
}

async function viaRest(filter: Filter, size = 9) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 0; page < 20; page += 1) {
    const query = restQuery(filter);
    query.set('page', String(page));
    query.set('size', String(size));
    const response = await fetch(`${app.url}/api/manager/reservations?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, query.toString()).toBe(200);
    total = Number(response.headers.get('x-total-count'));
    const rows = (await response.json()) as Array<{ reservationId: number }>;
    ids.push(...rows.map((row) => row.reservationId));
    if ((page + 1) * size >= total) break;
  }
  return { ids, total };
}

function combinations(): Filter[] {
  const periods: Array<Pick<Filter, 'from' | 'to'>> = [
    {},
    { from: today, to: today },
    { from: addDays(today, -5), to: addDays(today, 3) },
    { from: addDays(today, 2) },
    { to: addDays(today, -1) },
  ];
  const out: Filter[] = [];
  for (const dateMode of ['ARRIVING', 'STAYING', 'DEPARTING'] as const) {
    for (const period of periods) out.push({ dateMode, ...period, sort: 'CHECK_IN_UPCOMING' });
  }
  const others: Filter[] = [
    {},
    { sort: 'CHECK_IN_UPCOMING' },
    { sort: 'CHECK_IN_ASC' },
    { sort: 'CHECK_IN_DESC' },
    { hotelId: 0 },
    { roomId: 0 },
    { hotelId: 0, status: 'CANCELLED', sort: 'CHECK_IN_ASC' },
    { roomId: 0, member: 'NON_MEMBER', dateMode: 'STAYING', from: addDays(today, -3), to: addDays(today, 6) },
    { status: 'CONFIRMED', member: 'MEMBER', sort: 'CHECK_IN_UPCOMING' },
    { status: 'REVIEWED', dateMode: 'DEPARTING', from: today, sort: 'CHECK_IN_DESC' },
    { search: '서연', sort: 'CHECK_IN_UPCOMING' },
    { search: '서연', hotelId: 0, dateMode: 'ARRIVING', from: addDays(today, -12), to: addDays(today, 0) },
    { member: 'NON_MEMBER', status: 'CANCELLED', dateMode: 'STAYING', to: today, sort: 'CHECK_IN_UPCOMING' },
  ];
  return [...out, ...others];
}

/** `hotelId: 0` / `roomId: 0` in the table above stand for hotel B and room type A2 (known after setup). */
function resolved(filter: Filter): Filter {
  return {
    ...filter,
    ...(filter.hotelId === 0 ? { hotelId: hotels.b } : {}),
    ...(filter.roomId === 0 ? { roomId: rooms.a2 } : {}),
  };
}

describe('the manager reservations filters', () => {
  it('answers exactly the brute force over GraphQL, cursor by cursor, with the tab counts', async () => {
    expect(mine).toHaveLength(40);
    let nonEmpty = 0;
    for (const raw of combinations()) {
      const filter = resolved(raw);
      const want = expected(filter);
      if (want.length > 0) nonEmpty += 1;
      const got = await viaGraphql(filter);
      expect(got.ids, JSON.stringify(filter)).toEqual(want.map((b) => b.id));
      expect(got.total).toBe(want.length);
      const all = expected({ ...filter, member: 'ALL' });
      expect(got.counts, JSON.stringify(filter)).toEqual({
        all: all.length,
        member: all.filter((b) => b.userId !== null).length,
        nonMember: all.filter((b) => b.userId === null).length,
      });
    }
    // The table means something: most combinations pick some bookings and not all of them.
    expect(nonEmpty).toBeGreaterThan(15);
  });

  it('answers the same over REST, page by page (new query params beside the documented ones)', async () => {
    for (const raw of combinations()) {
      const filter = resolved(raw);
      const want = expected(filter).map((b) => b.id);
      const got = await viaRest(filter);
      expect(got.ids, JSON.stringify(filter)).toEqual(want);
      expect(got.total).toBe(want.length);
    }
  });

  it('finds a phone in any spelling, and a booking number in lower case without dashes', async () => {
    const booking = mine[17]!;
    const p = booking.phone;
    for (const spelling of [
      p,
      `${p.slice(0, 3)}-${p.slice(3, 7)}-${p.slice(7)}`,
      `+82 ${p.slice(1, 3)} ${p.slice(3, 7)} ${p.slice(7)}`,
    ]) {
      expect((await viaGraphql({ search: spelling })).ids, spelling).toEqual([booking.id]);
      expect((await viaRest({ search: spelling })).ids, spelling).toEqual([booking.id]);
    }
    // The last four digits, as a guest gives them at the desk.
    expect((await viaGraphql({ search: p.slice(-4) })).ids).toContain(booking.id);
    const spoken = booking.bookingNumber.toLowerCase().replace(/-/g, '');
    expect((await viaGraphql({ search: spoken })).ids).toEqual([booking.id]);
    expect((await viaRest({ search: spoken })).ids).toEqual([booking.id]);
  });

  it('keeps the documented order (newest booking first) when no sort is asked for', async () => {
    const got = await viaRest({}, 1000);
    expect(got.ids).toEqual([...mine].reverse().map((b) => b.id));
  });

  it('exports what the list shows: the same filters, the same order', async () => {
    const cases: Filter[] = [
      { dateMode: 'STAYING', from: addDays(today, -2), to: addDays(today, 4), sort: 'CHECK_IN_UPCOMING' },
      { dateMode: 'ARRIVING', hotelId: hotels.a, status: 'CONFIRMED', sort: 'CHECK_IN_ASC' },
      { dateMode: 'DEPARTING', from: today, member: 'NON_MEMBER', search: '민수' },
    ];
    for (const filter of cases) {
      const response = await fetch(`${app.url}/api/manager/reservations/export.xlsx?${restQuery(filter)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
      const want = expected(filter).map((b) => b.id);
      expect(want.length).toBeGreaterThan(0);
      expect(
        rows.map((row) => row['예약 ID']),
        JSON.stringify(filter),
      ).toEqual(want);
    }
  });

  it('refuses a reversed period, an unknown date mode or sort; shows another manager nothing', async () => {
    const reversed = await app.graphql(LIST, { filter: { from: addDays(today, 3), to: today } }, token);
    expect(reversed.errors?.[0]?.message).toBe(CONSOLE_MESSAGES.reservationPeriodInvalid);
    const badMode = await app.request('GET', '/api/manager/reservations?dateMode=sleeping', { token });
    expect(badMode.status).toBe(400);
    expect(badMode.body).toEqual({ message: CONSOLE_MESSAGES.reservationDateModeInvalid });
    const badSort = await app.request('GET', '/api/manager/reservations?sort=price', { token });
    expect(badSort.status).toBe(400);
    const badDate = await app.request('GET', '/api/manager/reservations?from=2026-02-30', { token });
    expect(badDate.status).toBe(400);
    const foreign = await app.request('GET', `/api/manager/reservations?hotelId=${hotels.a}`, { token: otherToken });
    expect(foreign.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).not.toContain(mine[0]!.id);
    const foreignIds = foreign.json<Array<{ reservationId: number }>>().length;
    expect(foreignIds).toBe(0);
  });

  it('lists the messages sent about a booking to its lodging’s manager only', async () => {
    const booking = mine[3]!;
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into notifications (key, event, channel, recipient, body, reservation_id, status, sent_at, created_at)
         values (?, 'CONFIRMED', 'SMS', ?, '예약이 확정되었습니다', ?, 'SENT', now(), now() - interval '1 minute'),
                (?, 'REMINDER', 'EMAIL', 'guest@example.com', '내일 체크인', ?, 'FAILED', null, now())`,
        [`filters-${booking.id}-sms`, booking.phone, booking.id, `filters-${booking.id}-mail`, booking.id],
      );
    const MESSAGES_QUERY = `query ($id: Int!) { managerReservationMessages(reservationId: $id) {
      id channel event eventLabel view viewLabel attempts orderId sentAt createdAt } }`;
    const own = await app.graphql<{ managerReservationMessages: Array<Record<string, unknown>> }>(
      MESSAGES_QUERY,
      { id: booking.id },
      token,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.managerReservationMessages).toMatchObject([
      { channel: 'SMS', event: 'CONFIRMED', view: 'SENT', orderId: booking.orderId },
      { channel: 'EMAIL', event: 'REMINDER', view: 'FAILED', sentAt: null },
    ]);
    // The same type as the administrator's delivery record; its contents stay the administrator's.
    for (const field of ['recipient', 'body', 'subject', 'lastError']) {
      const guarded = await app.graphql(
        `query ($id: Int!) { managerReservationMessages(reservationId: $id) { id ${field} } }`,
        { id: booking.id },
        token,
      );
      expect([field, guarded.errors?.[0]?.extensions?.code]).toEqual([field, 'FORBIDDEN']);
    }
    const foreign = await app.graphql(MESSAGES_QUERY, { id: booking.id }, otherToken);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
