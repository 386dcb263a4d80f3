import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { dayUseStarts, seoulClock, seoulInstant, type DayUseOffer } from '@shim/common/day-use';
import { createHotel } from '../../../test/hotel-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holidayOn } from '../rooms/holidays';
import { prepare } from './booking.service';
import { prepareDayUse } from './day-use.service';

/**
 * One rule, three faces (docs/decisions/day-use.md "Faces"): on a room type whose date has its morning taken by the
 * night before, 대실 sold, tonight's night and a day's override, the lodging page (`Room.dayUse`, REST
 * `GET /api/hotels/{id}/day-use`), the search's earliest start and the hold answer alike: a start the page offers
 * is the search's answer from it and one prepare takes; a start the rules allow that the page omits, prepare refuses
 * with SOLD_OUT.
 */
const D = addDays(todayInSeoul(), 3);
// The day before at noon: every start of D is ahead, and holds taken now never expire under the pinned clock.
const clock = new PinnedClock(seoulInstant(addDays(D, -1), 12 * 60));
const CITY = '대실시 합의구';
const PHONE = '010-4444-5555';

const OFFER: DayUseOffer = {
  enabled: true,
  opens: '08:00',
  closes: '23:00',
  weekendOpens: null,
  weekendCloses: null,
  lastStart: '20:00',
  bufferMinutes: 30,
  maxRooms: 2,
  durations: [2, 3, 4].map((hours) => ({ hours, price: 10_000 * hours })),
};

let app: TestApp;
let hotelId: number;
let roomId: number;
let buyers = 0;

function guest(): RequestContext {
  buyers += 1;
  const em = app.orm.em.fork();
  return {
    app: app.http.services,
    em,
    connection: em.getConnection(),
    publicReads: em.getConnection(),
    user: null,
    tokenRejected: false,
    apiKey: null,
    apiKeyRejected: false,
    ip: `10.7.0.${buyers}`,
    browserKey: null,
    requestId: `day-use-agreement-${buyers}`,
    logger: app.http.services.logger,
    selfUrl: app.url,
    origin: app.url,
    clock,
  } as unknown as RequestContext;
}

const ask = () => ({ hotelId, roomId, roomCount: 1, persons: 2, phone: PHONE });

beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
  const created = await createHotel(app.orm, {
    name: '합의',
    type: 'MOTEL',
    address: `${CITY} 합의로 1`,
    rooms: [{ unitCount: 2, basePrice: 70_000 }],
  });
  hotelId = created.hotel.id;
  roomId = created.rooms[0]!.id;
  await app.orm.em.getConnection().execute(
    `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
       values (?, true, ?, ?, ?, ?, ?, ?::jsonb)`,
    [
      roomId,
      OFFER.opens,
      OFFER.closes,
      OFFER.lastStart,
      OFFER.bufferMinutes,
      OFFER.maxRooms,
      JSON.stringify(OFFER.durations),
    ],
  );
  // Both rooms the night before (check-out 11:00), a use 11:00–14:00 (+30), tonight one room from 15:00, a use
  // 16:00–18:00 (+30): with 2 rooms, nothing before 11:00 and nothing touching 16:00–18:30 is left.
  await prepare(guest(), { ...ask(), roomCount: 2, checkIn: addDays(D, -1), checkOut: D });
  await prepareDayUse(guest(), { ...ask(), date: D, start: '11:00', hours: 3 });
  await prepare(guest(), { ...ask(), checkIn: D, checkOut: addDays(D, 1) });
  await prepareDayUse(guest(), { ...ask(), date: D, start: '16:00', hours: 2 });
});
afterAll(() => app.close());

/** The starts the pure rules allow (hours, lead, grid), rooms aside. */
const ruleStarts = (hours: number, day: Parameters<typeof dayUseStarts>[1] = null) =>
  dayUseStarts(OFFER, day, D, holidayOn(D) !== null, hours, clock.now()).map(seoulClock);

async function pageStarts(): Promise<Map<number, string[]>> {
  const answer = await app.graphql<{ room: { dayUse: Array<{ hours: number; starts: string[] }> } }>(
    `query ($id: Int!, $date: String!) { room(id: $id) { dayUse(date: $date) { hours starts } } }`,
    { id: roomId, date: D },
  );
  expect(answer.errors).toBeUndefined();
  const graph = new Map(answer.data!.room.dayUse.map((slot) => [slot.hours, slot.starts]));
  const rest = await app.request('GET', `/api/hotels/${hotelId}/day-use?date=${D}`);
  expect(rest.status).toBe(200);
  const [room] = rest.json<Array<{ roomId: number; slots: Array<{ hours: number; starts: string[] }> }>>();
  expect(new Map(room!.slots.map((slot) => [slot.hours, slot.starts]))).toEqual(graph);
  return graph;
}

/** The search's earliest start at the lodging from `start` on (null: the lodging is not found). */
async function searchFrom(start: string, hours: number): Promise<string | null> {
  const answer = await app.graphql<{
    searchHotels: { edges: Array<{ node: { id: number }; dayUse: { starts: string[] } }> };
  }>(
    `query ($criteria: SearchInput!) { searchHotels(criteria: $criteria, first: 10) {
       edges { node { id } dayUse { starts } } } }`,
    {
      criteria: {
        region: CITY,
        startDate: D,
        endDate: D,
        rooms: 1,
        persons: 2,
        dayUse: { date: D, start, hours },
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  const edge = answer.data!.searchHotels.edges.find((e) => e.node.id === hotelId);
  return edge ? edge.dayUse.starts[0]! : null;
}

async function holds(start: string, hours: number): Promise<'HELD' | 'SOLD_OUT'> {
  try {
    await prepareDayUse(guest(), { ...ask(), date: D, start, hours });
    return 'HELD';
  } catch (error) {
    if (error instanceof AppError && error.code === 'SOLD_OUT') return 'SOLD_OUT';
    throw error;
  }
}

/** Every duration: the page's starts, the search from each start the rules allow, the hold on each the page omits. */
async function expectAgreement(day: Parameters<typeof dayUseStarts>[1]): Promise<Map<number, string[]>> {
  const page = await pageStarts();
  for (const { hours } of OFFER.durations) {
    const offered = page.get(hours)!;
    const allowed = ruleStarts(hours, day);
    const omitted = allowed.filter((start) => !offered.includes(start));
    expect(offered.every((start) => allowed.includes(start))).toBe(true);
    for (const start of allowed) {
      const earliest = offered.find((s) => s >= start) ?? null;
      expect([hours, start, await searchFrom(start, hours)]).toEqual([hours, start, earliest]);
    }
    for (const start of omitted) expect([hours, start, await holds(start, hours)]).toEqual([hours, start, 'SOLD_OUT']);
  }
  return page;
}

describe('the lodging page, the search and the hold agree on a 대실 start', () => {
  it('with the night before, 대실 sold and tonight sold', async () => {
    const page = await expectAgreement(null);
    // Worked by hand: from the night before's check-out, until the use at 16:00 (+30 buffer), and after it.
    expect(page.get(2)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(page.get(3)).toEqual(['11:00', '11:30', '12:00', '12:30', '18:30', '19:00', '19:30', '20:00']);
    expect(page.get(4)).toEqual(['11:00', '11:30', '18:30', '19:00']);
  });

  it('with a day allowing one 대실 room at a time', async () => {
    const sql = app.orm.em.getConnection();
    await sql.execute(`insert into day_use_days (room_id, date, max_rooms, closed) values (?, ?, 1, false)`, [
      roomId,
      D,
    ]);
    const page = await expectAgreement({ prices: null, maxRooms: 1, closed: false });
    // The 11:00 use now fills the 대실 rooms until 14:30.
    expect(page.get(2)).toEqual(['18:30', '19:00', '19:30', '20:00']);
    await sql.execute('delete from day_use_days where room_id = ? and date = ?', [roomId, D]);
  });

  it('takes a start the page offers; then the page, the search and the hold all move on', async () => {
    expect(await holds('12:00', 2)).toBe('HELD');
    const page = await expectAgreement(null);
    // 12:00–14:00 (+30) beside the 11:00 use fills both rooms until 14:30.
    expect(page.get(2)).toEqual(['18:30', '19:00', '19:30', '20:00']);
    expect(await searchFrom('11:00', 2)).toBe('18:30');
  });
});
