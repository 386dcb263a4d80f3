import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { FRONT_DESK_MESSAGES } from '@shim/common/front-desk';
import { formatWon } from '@shim/common/money';
import { PinnedClock } from '../../platform/clock';
import { composeNotices } from '../notifications/notification.service';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { book, bookingScenario, nights, type BookingScenario } from '../../../test/booking-fixtures';

/**
 * The front desk (오늘) on a pinned Seoul day D: bookings are made on the real today T, then the clock moves to
 * D = T+2 at noon. Arrivals (A, N: T+2..T+5), in-house (H: T+1..T+3), departure (P: T..T+2), a later stay
 * (F: T+5) and another manager's arrival (O).
 */
const clock = new PinnedClock(new Date());
let app: TestApp;
let s: BookingScenario;
let T: string;
let D: string;
let tokenA: string;
let tokenB: string;
const ids = { A: 0, N: 0, H: 0, P: 0, F: 0, O: 0 };
let paidN = 0;

const SHEET = `query ($date: String) { frontDesk(date: $date) { date
  arrivals { stage canCheckIn canMarkNoShow canCheckOut paidAmount reservation { id } }
  departures { reservation { id } } inHouse { reservation { id } } } }`;
const CHECK_OUT = `mutation ($input: FrontDeskActionInput!) {
  checkOutGuest(input: $input) { message stay { stage checkedOutAt canCheckOut reservation { id status } } } }`;

type Row = { reservationId: number; stage: string; canCheckIn: boolean; canMarkNoShow: boolean; canCheckOut: boolean };
interface Sheet {
  date: string;
  arrivals: Row[];
  departures: Row[];
  inHouse: Row[];
}
const idsOf = (rows: Array<{ reservationId: number }>) => rows.map((row) => row.reservationId).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
const mark = (id: number, action: string, token = tokenA) =>
  app.request('POST', `/api/manager/reservations/${id}/${action}`, { token });
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]> =>
  (await app.orm.em.fork().getConnection().execute(text, params)) as unknown as T[];

beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
  const managerA = await createUser(app.orm, 'ROLE_MANAGER', { name: '프런트A' });
  const managerB = await createUser(app.orm, 'ROLE_MANAGER', { name: '프런트B' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  s = await bookingScenario(app, { basePrice: 100_000, unitCount: 4 }, { manager: managerA, name: '프런트 호텔' });
  const other = await bookingScenario(app, {}, { manager: managerB, name: '남의 호텔' });
  T = clock.today();
  D = addDays(T, 2);
  ids.A = (await book(app, s.body(2, 3), s.token)).prepared.reservationId;
  const noShow = await book(app, s.body(2, 3, { guestName: '이노쇼', phone: '01055556666' }));
  ids.N = noShow.prepared.reservationId;
  paidN = noShow.prepared.totalAmount;
  ids.H = (await book(app, s.body(1, 2), s.token)).prepared.reservationId;
  ids.P = (await book(app, s.body(0, 2), s.token)).prepared.reservationId;
  ids.F = (await book(app, s.body(5, 1), s.token)).prepared.reservationId;
  ids.O = (await book(app, other.body(2, 1), other.token)).prepared.reservationId;
  clock.set(`${D}T12:00:00+09:00`);
});
afterAll(() => app.close());

describe('the day sheet', () => {
  it('lists today’s arrivals, departures and in-house guests of its own lodgings (GraphQL and REST)', async () => {
    type Listed = Array<{ reservation: { id: number } }>;
    const answer = await app.graphql<{
      frontDesk: { date: string; arrivals: Listed; departures: Listed; inHouse: Listed };
    }>(SHEET, {}, tokenA);
    expect(answer.errors).toBeUndefined();
    const sheet = answer.data!.frontDesk;
    expect(sheet.date).toBe(D);
    const gqlIds = (key: 'arrivals' | 'departures' | 'inHouse') =>
      sheet[key].map((row) => row.reservation.id).sort((a, b) => a - b);
    expect(gqlIds('arrivals')).toEqual(sorted(ids.A, ids.N));
    expect(gqlIds('departures')).toEqual([ids.P]);
    expect(gqlIds('inHouse')).toEqual([ids.H]);

    const rest = await app.request('GET', '/api/manager/front-desk', { token: tokenA });
    expect(rest.status).toBe(200);
    const body = rest.json<Sheet>();
    expect(body.date).toBe(D);
    expect(idsOf(body.arrivals)).toEqual(sorted(ids.A, ids.N));
    expect(idsOf(body.departures)).toEqual([ids.P]);
    expect(idsOf(body.inHouse)).toEqual([ids.H]);
    expect(body.arrivals.find((row) => row.reservationId === ids.N)).toMatchObject({
      guestName: '이노쇼',
      phone: '01055556666',
      nights: 3,
      paidAmount: paidN,
      refundedAmount: 0,
      stage: 'EXPECTED',
      canCheckIn: true,
      canMarkNoShow: true,
      canCheckOut: false,
      checkIn: D,
      checkOut: addDays(T, 5),
    });
    expect(body.arrivals[0]).toHaveProperty('bookingNumber');
  });

  it('reads another day, refuses a malformed one, and is for managers only', async () => {
    const later = (
      await app.request('GET', `/api/manager/front-desk?date=${addDays(T, 5)}`, { token: tokenA })
    ).json<Sheet>();
    expect(idsOf(later.arrivals)).toEqual([ids.F]);
    expect(idsOf(later.departures)).toEqual(sorted(ids.A, ids.N));
    const bad = await app.request('GET', '/api/manager/front-desk?date=12-04', { token: tokenA });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ message: FRONT_DESK_MESSAGES.dateInvalid });
    expect((await app.request('GET', '/api/manager/front-desk', { token: s.token })).status).toBe(403);
    expect((await app.request('GET', '/api/manager/front-desk')).status).toBe(401);
    const theirs = (await app.request('GET', '/api/manager/front-desk', { token: tokenB })).json<Sheet>();
    expect(idsOf(theirs.arrivals)).toEqual([ids.O]);
  });
});

describe('the marks', () => {
  it('checks in once, checks out only after check-in, with Korean 409s', async () => {
    const early = await mark(ids.A, 'check-out');
    expect(early.status).toBe(409);
    expect(early.json()).toEqual({ message: FRONT_DESK_MESSAGES.checkOutBeforeCheckIn });

    const checkedIn = await mark(ids.A, 'check-in');
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      message: FRONT_DESK_MESSAGES.checkedIn,
      stay: { reservationId: ids.A, stage: 'CHECKED_IN', canCheckIn: false, canMarkNoShow: false, canCheckOut: true },
    });
    const twice = await mark(ids.A, 'check-in');
    expect(twice.status).toBe(409);
    expect(twice.json()).toEqual({ message: FRONT_DESK_MESSAGES.alreadyCheckedIn });
    expect((await mark(ids.A, 'no-show')).json()).toEqual({ message: FRONT_DESK_MESSAGES.noShowAfterCheckIn });

    const out = await app.graphql<{
      checkOutGuest: { message: string; stay: { stage: string; reservation: { status: string } } };
    }>(CHECK_OUT, { input: { reservationId: ids.A } }, tokenA);
    expect(out.errors).toBeUndefined();
    expect(out.data!.checkOutGuest).toMatchObject({
      message: FRONT_DESK_MESSAGES.checkedOut,
      stay: { stage: 'CHECKED_OUT', reservation: { status: 'CONFIRMED' } },
    });
    const again = await app.graphql(CHECK_OUT, { input: { reservationId: ids.A } }, tokenA);
    expect(again.errors?.[0]).toMatchObject({
      message: FRONT_DESK_MESSAGES.alreadyCheckedOut,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses a stay not begun, a check-in on the departure day, and other lodgings’ bookings', async () => {
    expect((await mark(ids.F, 'check-in')).json()).toEqual({ message: FRONT_DESK_MESSAGES.checkInTooEarly });
    const noShowEarly = await mark(ids.F, 'no-show');
    expect(noShowEarly.status).toBe(409);
    expect(noShowEarly.json()).toEqual({ message: FRONT_DESK_MESSAGES.noShowTooEarly });
    expect((await mark(ids.P, 'check-in')).json()).toEqual({ message: FRONT_DESK_MESSAGES.checkInTooLate });
    expect((await mark(ids.O, 'check-in')).status).toBe(404);
    expect((await mark(ids.H, 'check-in', tokenB)).status).toBe(404);
    expect((await mark(ids.H, 'no-show', tokenB)).status).toBe(404);
    expect((await mark(ids.H, 'check-in', s.token)).status).toBe(403);
    const [row] = await sql<{ checked_in_at: Date | null; status: string }>(
      'select checked_in_at, status from reservations where id = ?',
      [ids.H],
    );
    expect(row).toEqual({ checked_in_at: null, status: 'CONFIRMED' });
  });

  it('marks a no-show: the first night kept, the later nights back on sale, the payment kept, the guest told', async () => {
    const before = await nights(app.orm, s.room.id, T, addDays(T, 6));
    const paymentsBefore = await sql('select status, amount, canceled_amount from payments where reservation_id = ?', [
      ids.N,
    ]);
    const answer = await mark(ids.N, 'no-show');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      message: FRONT_DESK_MESSAGES.markedNoShow,
      stay: { reservationId: ids.N, status: '노쇼', stage: 'NO_SHOW', paidAmount: paidN, refundedAmount: 0 },
    });
    const after = await nights(app.orm, s.room.id, T, addDays(T, 6));
    const released = new Set([addDays(T, 3), addDays(T, 4)]);
    expect(after.map((night) => night.sold)).toEqual(
      before.map((night) => (released.has(night.date) ? night.sold - 1 : night.sold)),
    );
    expect(after.find((night) => night.date === D)!.sold).toBe(before.find((night) => night.date === D)!.sold);

    expect(await sql('select status, amount, canceled_amount from payments where reservation_id = ?', [ids.N])).toEqual(
      paymentsBefore,
    );
    expect(paymentsBefore.length).toBeGreaterThan(0);
    const [booking] = await sql<{ status: string; canceled_amount: number; money_state: string }>(
      'select status, canceled_amount, money_state from reservations where id = ?',
      [ids.N],
    );
    expect(booking).toEqual({ status: 'NO_SHOW', canceled_amount: 0, money_state: 'PAID' });
    const jobs = await sql<{ key: string }>(
      `select key from graphile_worker.jobs where task_identifier = 'booking-notice' and key = ?`,
      [`notice:NO_SHOW:${ids.N}`],
    );
    expect(jobs).toHaveLength(1);
    // The job's work (run here, the queue is not started in this file): the guest's SMS says nothing comes back.
    await composeNotices(app.http.services, { reservationId: ids.N, event: 'NO_SHOW' });
    const notices = await sql<{ channel: string; recipient: string; body: string }>(
      `select channel, recipient, body from notifications where reservation_id = ? and event = 'NO_SHOW'`,
      [ids.N],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'SMS', recipient: '01055556666' });
    expect(notices[0]!.body).toContain(`결제금액 ${formatWon(paidN)}은 환불되지 않습니다`);

    expect((await mark(ids.N, 'no-show')).json()).toEqual({ message: FRONT_DESK_MESSAGES.alreadyNoShow });
    expect((await mark(ids.N, 'check-in')).json()).toEqual({ message: FRONT_DESK_MESSAGES.alreadyNoShow });
    expect(await nights(app.orm, s.room.id, T, addDays(T, 6))).toEqual(after);
    const sheet = (await app.request('GET', '/api/manager/front-desk', { token: tokenA })).json<Sheet>();
    expect(sheet.arrivals.find((row) => row.reservationId === ids.N)).toMatchObject({
      stage: 'NO_SHOW',
      canCheckIn: false,
      canMarkNoShow: false,
    });
  });
});

describe('대실 on the sheet', () => {
  type DeskRow = Row & { kind: string; dayUseStartsAt: string; dayUseEndsAt: string; checkedInAt: string | null };
  const deskOf = async (date: string) =>
    (await app.request('GET', `/api/manager/front-desk?date=${date}`, { token: tokenA })).json<
      Omit<Sheet, 'arrivals' | 'departures'> & { arrivals: DeskRow[]; departures: DeskRow[] }
    >();
  const dayUse = (date: string, start: string, hours: number, guestName: string) =>
    s.body(0, 1, { kind: 'DAY_USE', date, start, hours, guestName, phone: '01077778888' });

  it('lists each 대실 by its start among arrivals and by its end among departures, with its marks', async () => {
    clock.set(`${D}T12:00:00+09:00`);
    await sql(
      `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
       values (?, true, '08:00', '23:00', '20:00', 30, 2, '[{"hours":3,"price":30000},{"hours":4,"price":35000}]')`,
      [s.room.id],
    );
    const E = addDays(T, 8);
    const late = (await book(app, dayUse(E, '14:00', 4, '박대실'))).prepared.reservationId;
    const early = (await book(app, dayUse(E, '10:00', 3, '최대실'), s.token)).prepared.reservationId;
    const night = (await book(app, s.body(8, 1), s.token)).prepared.reservationId;

    clock.set(`${E}T09:00:00+09:00`);
    const morning = await deskOf(E);
    // Arrivals by the hour: 10:00 대실, 14:00 대실, then the night at check-in (15:00); departures by their ends.
    expect(morning.arrivals.map((row) => row.reservationId)).toEqual([early, late, night]);
    expect(morning.departures.map((row) => row.reservationId)).toEqual([early, late]);
    expect(morning.arrivals[1]).toMatchObject({
      kind: 'DAY_USE',
      dayUseStartsAt: new Date(`${E}T14:00:00+09:00`).toISOString(),
      dayUseEndsAt: new Date(`${E}T18:00:00+09:00`).toISOString(),
      canCheckIn: true,
      canMarkNoShow: false,
    });
    expect(morning.arrivals[2]).toMatchObject({ kind: 'NIGHT', dayUseStartsAt: null });
    expect(await mark(late, 'no-show')).toMatchObject({
      status: 409,
      body: { message: FRONT_DESK_MESSAGES.dayUseNoShowTooEarly },
    });
    expect((await mark(early, 'check-in')).status).toBe(200);

    clock.set(`${E}T18:00:00+09:00`);
    const evening = await deskOf(E);
    expect(evening.departures.find((row) => row.reservationId === early)).toMatchObject({ canCheckOut: true });
    expect(evening.arrivals.find((row) => row.reservationId === late)).toMatchObject({
      canCheckIn: false,
      canMarkNoShow: true,
    });
    expect(await mark(late, 'check-in')).toMatchObject({
      status: 409,
      body: { message: FRONT_DESK_MESSAGES.dayUseCheckInTooLate },
    });
    const [before] = await sql<{ day_use: number[] }>(
      `select day_use from room_nights where room_id = ? and date = ?`,
      [s.room.id, E],
    );
    expect(await mark(late, 'no-show')).toMatchObject({
      status: 200,
      body: { message: FRONT_DESK_MESSAGES.markedDayUseNoShow, stay: { stage: 'NO_SHOW' } },
    });
    // The use stays sold (the guest held the room those hours) and leaves the departures.
    const [after] = await sql<{ day_use: number[] }>(`select day_use from room_nights where room_id = ? and date = ?`, [
      s.room.id,
      E,
    ]);
    expect(after!.day_use).toEqual(before!.day_use);
    expect((await deskOf(E)).departures.map((row) => row.reservationId)).toEqual([early]);
    expect((await mark(early, 'check-out')).status).toBe(200);

    const graph = await app.graphql<{ frontDesk: { arrivals: Array<{ reservation: { id: number; kind: string } }> } }>(
      `query ($date: String) { frontDesk(date: $date) { arrivals { reservation { id kind } } } }`,
      { date: E },
      tokenA,
    );
    expect(graph.data?.frontDesk.arrivals.map((row) => row.reservation.kind)).toEqual(['DAY_USE', 'DAY_USE', 'NIGHT']);
  });
});
