import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { book, bookingScenario } from '../../../test/booking-fixtures';

/** The manager's list and export tell 숙박 from 대실 (a column and a filter) and show a 대실's hours. */
let app: TestApp;
let token: string;
let night: number;
let dayUse: number;
const date = addDays(todayInSeoul(), 4);
const period = `from=${todayInSeoul()}&to=${addDays(todayInSeoul(), 30)}`;

beforeAll(async () => {
  app = await startTestApp();
  const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '대실관리자' });
  token = (await loginAs(app, manager.email)).accessToken;
  const s = await bookingScenario(app, { basePrice: 80_000, unitCount: 2 }, { manager, name: '대실 호텔' });
  await app.orm.em.getConnection().execute(
    `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
     values (?, true, '10:00', '22:00', '18:00', 30, 2, '[{"hours":4,"price":35000}]')`,
    [s.room.id],
  );
  night = (await book(app, s.body(4, 1, { guestName: '김숙박' }))).prepared.reservationId;
  const asked = { kind: 'DAY_USE', date, start: '14:00', hours: 4, guestName: '이대실' };
  dayUse = (await book(app, s.body(0, 1, asked))).prepared.reservationId;
});
afterAll(() => app.close());

const LIST = `query ($filter: ManagerReservationFilterInput) {
  managerReservations(filter: $filter) { totalCount edges { node { id kind dayUseStartsAt dayUseEndsAt } } }
}`;
type Listed = { managerReservations: { totalCount: number; edges: Array<{ node: { id: number; kind: string } }> } };

describe('숙박 and 대실 in the manager’s reservations', () => {
  it('filters by kind over GraphQL and REST, and answers each booking’s kind and 대실 hours', async () => {
    const ids = async (kind?: string) =>
      (await app.graphql<Listed>(LIST, { filter: kind ? { kind } : {} }, token)).data!.managerReservations.edges.map(
        (edge) => edge.node.id,
      );
    expect((await ids()).sort()).toEqual([night, dayUse].sort());
    expect(await ids('DAY_USE')).toEqual([dayUse]);
    expect(await ids('NIGHT')).toEqual([night]);

    const rest = await app.request('GET', '/api/manager/reservations?kind=day-use', { token });
    expect(rest.status).toBe(200);
    expect(rest.json()).toEqual([
      expect.objectContaining({
        reservationId: dayUse,
        kind: 'DAY_USE',
        checkIn: date,
        checkOut: date,
        dayUseStartsAt: new Date(`${date}T14:00:00+09:00`).toISOString(),
        dayUseEndsAt: new Date(`${date}T18:00:00+09:00`).toISOString(),
      }),
    ]);
    const nights = await app.request('GET', '/api/manager/reservations?kind=숙박', { token });
    expect(nights.json()).toEqual([
      expect.objectContaining({ reservationId: night, kind: 'NIGHT', dayUseStartsAt: null }),
    ]);
    expect(await app.request('GET', '/api/manager/reservations?kind=hourly', { token })).toMatchObject({
      status: 400,
      body: { message: CONSOLE_MESSAGES.reservationKindFilterInvalid },
    });
  });

  it('exports 숙박/대실 and a 대실’s hours as the last columns, and filters the export by kind', async () => {
    const sheetOf = async (query: string) => {
      const response = await fetch(`${app.url}/api/manager/reservations/export.xlsx?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!, { defval: '' });
    };
    const rows = await sheetOf(period);
    expect(Object.keys(rows[0]!).slice(-2)).toEqual(['숙박/대실', '이용 시간']);
    const byId = new Map(rows.map((row) => [row['예약 ID'], row]));
    expect(byId.get(dayUse)).toMatchObject({ '숙박/대실': '대실', '이용 시간': '14:00–18:00', '박 수': 0 });
    expect(byId.get(night)).toMatchObject({ '숙박/대실': '숙박', '이용 시간': '', '박 수': 1 });
    expect((await sheetOf(`${period}&kind=DAY_USE`)).map((row) => row['예약 ID'])).toEqual([dayUse]);
  });
});
