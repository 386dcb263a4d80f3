import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import {
  dayUseFreeCancellationUntil,
  dayUseMaxRooms,
  dayUsePrice,
  dayUseStarts,
  seoulClock,
  seoulInstant,
  type DayUseDay,
  type DayUseOffer,
} from '@shim/common/day-use';
import { stayTotal } from '@shim/common/stay-offer';
import { createHotel } from '../../../test/hotel-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import { prepare } from '../reservations/booking.service';
import { prepareDayUse } from '../reservations/day-use.service';
import { holidayOn } from '../rooms/holidays';

/**
 * The 대실 search (docs/decisions/search.md "대실") against a brute force: each lodging's room types through the
 * pure rules (common/src/day-use.ts) and a minute timeline of what is sold, on a small fixture with taken slots,
 * buffers, nights around the date, closed days, price overrides, weekend hours and a pinned clock's lead time.
 */
const TODAY = todayInSeoul();
const clock = new PinnedClock(seoulInstant(TODAY, 13 * 60 + 10));
let app: TestApp;
const MINUTE = 60_000;
const CITY = '대실시 검색구';

interface Fixture {
  hotelId: number;
  rooms: Array<{ id: number; units: number; capacity: number; offer: DayUseOffer | null }>;
  freeCancelMinutes: number;
  days: Map<string, DayUseDay>;
  /** What is sold, per room type: nights (check-in date) and uses (start, hours), one room each. */
  sold: Map<number, Array<{ night: string } | { startsAt: Date; hours: number }>>;
}
const fixtures: Fixture[] = [];

const offer = (o: Partial<DayUseOffer> = {}): DayUseOffer => ({
  enabled: true,
  opens: '10:00',
  closes: '22:00',
  weekendOpens: null,
  weekendCloses: null,
  lastStart: '20:00',
  bufferMinutes: 30,
  maxRooms: 2,
  durations: [
    { hours: 3, price: 30_000 },
    { hours: 4, price: 35_000 },
  ],
  ...o,
});

function guest(n: number): RequestContext {
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
    ip: `10.9.0.${n}`,
    browserKey: null,
    requestId: `search-day-use-${n}`,
    logger: app.http.services.logger,
    selfUrl: app.url,
    origin: app.url,
    clock,
  } as unknown as RequestContext;
}

let buyers = 0;

async function lodging(
  name: string,
  rooms: Array<{ units: number; capacity?: number; offer: DayUseOffer | null }>,
  options: { freeCancelMinutes?: number } = {},
): Promise<Fixture> {
  const { hotel, rooms: made } = await createHotel(app.orm, {
    name,
    type: 'MOTEL',
    address: `${CITY} ${name}로 1`,
    rooms: rooms.map((room) => ({ unitCount: room.units, capacity: room.capacity ?? 2, basePrice: 70_000 })),
  });
  const sql = app.orm.em.getConnection();
  const freeCancelMinutes = options.freeCancelMinutes ?? 60;
  await sql.execute('update hotels set day_use_free_cancel_minutes = ? where id = ?', [freeCancelMinutes, hotel.id]);
  for (const [i, room] of rooms.entries()) {
    const o = room.offer;
    if (!o) continue;
    await sql.execute(
      `insert into day_use_offers (room_id, enabled, opens, closes, weekend_opens, weekend_closes, last_start,
         buffer_minutes, max_rooms, durations) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
      [
        made[i]!.id,
        o.enabled,
        o.opens,
        o.closes,
        o.weekendOpens,
        o.weekendCloses,
        o.lastStart,
        o.bufferMinutes,
        o.maxRooms,
        JSON.stringify(o.durations),
      ],
    );
  }
  const fixture: Fixture = {
    hotelId: hotel.id,
    rooms: rooms.map((room, i) => ({
      id: made[i]!.id,
      units: room.units,
      capacity: room.capacity ?? 2,
      offer: room.offer,
    })),
    freeCancelMinutes,
    days: new Map(),
    sold: new Map(),
  };
  fixtures.push(fixture);
  return fixture;
}

async function setDay(fixture: Fixture, room: number, date: string, day: NonNullable<DayUseDay>) {
  await app.orm.em
    .getConnection()
    .execute(`insert into day_use_days (room_id, date, prices, max_rooms, closed) values (?, ?, ?::jsonb, ?, ?)`, [
      fixture.rooms[room]!.id,
      date,
      day.prices ? JSON.stringify(day.prices) : null,
      day.maxRooms,
      day.closed,
    ]);
  fixture.days.set(`${fixture.rooms[room]!.id}/${date}`, day);
}

/** Sells (holds) a night or a use of one room through the booking services, and notes it for the brute force. */
async function sell(
  fixture: Fixture,
  room: number,
  what: { night: string } | { date: string; start: string; hours: number },
) {
  const roomId = fixture.rooms[room]!.id;
  const ctx = guest(++buyers);
  const request = { hotelId: fixture.hotelId, roomId, roomCount: 1, persons: 2, phone: '010-2222-3333' };
  if ('night' in what) {
    await prepare(ctx, { ...request, checkIn: what.night, checkOut: addDays(what.night, 1) });
    fixture.sold.set(roomId, [...(fixture.sold.get(roomId) ?? []), { night: what.night }]);
  } else {
    await prepareDayUse(ctx, { ...request, ...what });
    const startsAt = seoulInstant(what.date, Number(what.start.slice(0, 2)) * 60 + Number(what.start.slice(3)));
    fixture.sold.set(roomId, [...(fixture.sold.get(roomId) ?? []), { startsAt, hours: what.hours }]);
  }
}

interface Ask {
  date: string;
  start: string | null;
  hours: number;
  rooms: number;
  persons: number;
  freeCancellation: boolean;
}

/** Whether `rooms` more rooms of a use fit every minute of [from, until) beside what is sold (nights 15:00–11:00). */
function fitsTimeline(
  fixture: Fixture,
  room: Fixture['rooms'][number],
  day: DayUseDay,
  from: Date,
  until: Date,
  rooms: number,
) {
  const spans = (fixture.sold.get(room.id) ?? []).map((item) =>
    'night' in item
      ? { day: false, from: seoulInstant(item.night, 15 * 60), until: seoulInstant(item.night, 24 * 60 + 11 * 60) }
      : {
          day: true,
          from: item.startsAt,
          until: new Date(item.startsAt.getTime() + (item.hours * 60 + room.offer!.bufferMinutes) * MINUTE),
        },
  );
  for (let t = from.getTime(); t < until.getTime(); t += MINUTE) {
    const holding = spans.filter((span) => span.from.getTime() <= t && t < span.until.getTime());
    if (holding.length + rooms > room.units) return false;
    if (holding.filter((span) => span.day).length + rooms > dayUseMaxRooms(room.offer!, day)) return false;
  }
  return true;
}

/** The brute force: each lodging's cheapest fitting room type (then earliest start, then id) and its earliest start. */
function expected(ask: Ask): Map<number, { price: number; start: string }> {
  const now = clock.now();
  const found = new Map<number, { price: number; start: string }>();
  for (const fixture of fixtures) {
    const options: Array<{ price: number; startsAt: Date; id: number }> = [];
    for (const room of fixture.rooms) {
      if (!room.offer || room.capacity * ask.rooms < ask.persons) continue;
      const day = fixture.days.get(`${room.id}/${ask.date}`) ?? null;
      const price = dayUsePrice(room.offer, day, ask.hours);
      if (price === null) continue;
      const starts = dayUseStarts(room.offer, day, ask.date, holidayOn(ask.date) !== null, ask.hours, now).filter(
        (startsAt) =>
          (ask.start === null || seoulClock(startsAt) >= ask.start) &&
          (!ask.freeCancellation || dayUseFreeCancellationUntil(startsAt, fixture.freeCancelMinutes) > now) &&
          fitsTimeline(
            fixture,
            room,
            day,
            startsAt,
            new Date(startsAt.getTime() + (ask.hours * 60 + room.offer!.bufferMinutes) * MINUTE),
            ask.rooms,
          ),
      );
      if (starts.length > 0) options.push({ price, startsAt: starts[0]!, id: room.id });
    }
    options.sort((a, b) => a.price - b.price || a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
    const best = options[0];
    if (best) found.set(fixture.hotelId, { price: best.price, start: seoulClock(best.startsAt) });
  }
  return found;
}

const SEARCH = `query ($criteria: SearchInput!, $filter: SearchFilter, $sort: SearchSort) {
  searchHotels(criteria: $criteria, filter: $filter, sort: $sort, first: 100) {
    totalCount priceRange { lowest highest }
    edges { node { id } dayUse { hours price label starts freeCancellationUntil } }
  }
}`;

type Edge = { node: { id: number }; dayUse: { hours: number; price: number; label: string; starts: string[] } };

async function search(ask: Ask, sort = 'RECOMMENDED', filter: Record<string, unknown> = {}) {
  const answer = await app.graphql<{
    searchHotels: { totalCount: number; edges: Edge[]; priceRange: { lowest: number } | null };
  }>(SEARCH, {
    criteria: {
      region: CITY,
      startDate: ask.date,
      endDate: ask.date,
      rooms: ask.rooms,
      persons: ask.persons,
      dayUse: { date: ask.date, start: ask.start, hours: ask.hours },
    },
    filter: { freeCancellation: ask.freeCancellation, ...filter },
    sort,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.searchHotels;
}

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const tomorrow = addDays(TODAY, 1);
  // Two room types, the cheaper one's 대실 partly taken.
  const plain = await lodging('평범', [
    { units: 2, offer: offer({ maxRooms: 1 }) },
    {
      units: 3,
      offer: offer({
        durations: [
          { hours: 3, price: 40_000 },
          { hours: 4, price: 45_000 },
        ],
      }),
    },
  ]);
  await sell(plain, 0, { date: tomorrow, start: '10:00', hours: 4 });
  await sell(plain, 0, { date: tomorrow, start: '15:00', hours: 3 });
  // One room: a use plus its hour of cleaning, and tomorrow's night from 15:00.
  const buffer = await lodging('청소', [{ units: 1, offer: offer({ bufferMinutes: 60 }) }]);
  await sell(buffer, 0, { date: tomorrow, start: '11:00', hours: 3 });
  await sell(buffer, 0, { night: tomorrow });
  // Both rooms sold for tonight and the night before tomorrow: only between 11:00 and 15:00 tomorrow.
  const nights = await lodging('숙박', [{ units: 2, offer: offer({ lastStart: '21:00' }) }]);
  await sell(nights, 0, { night: TODAY });
  await sell(nights, 0, { night: TODAY });
  await sell(nights, 0, { night: tomorrow });
  await sell(nights, 0, { night: tomorrow });
  // Closed tomorrow; a price override the day after.
  const closed = await lodging('휴무', [{ units: 3, offer: offer() }]);
  await setDay(closed, 0, tomorrow, { prices: null, maxRooms: null, closed: true });
  await setDay(closed, 0, addDays(TODAY, 2), { prices: { '4': 25_000 }, maxRooms: 1, closed: false });
  // Weekend hours, a long free-cancel window, and a room type too small for three.
  await lodging('주말', [{ units: 2, offer: offer({ weekendOpens: '12:00', weekendCloses: '23:00' }) }], {
    freeCancelMinutes: 600,
  });
  await lodging('작은방', [{ units: 4, capacity: 1, offer: offer({ durations: [{ hours: 3, price: 10_000 }] }) }]);
  // No 대실 at all, or an offer switched off.
  await lodging('숙박만', [{ units: 4, offer: null }]);
  await lodging('중지', [{ units: 4, offer: offer({ enabled: false }) }]);
});
afterAll(() => app.close());

describe('대실 search', () => {
  it('finds what a brute force over the rules and a minute timeline finds, with its price and earliest start', async () => {
    const asks: Ask[] = [];
    // The next Saturday runs the weekend hours.
    const saturday = addDays(TODAY, 6 - new Date(`${TODAY}T12:00:00Z`).getUTCDay() || 7);
    for (const date of [TODAY, addDays(TODAY, 1), addDays(TODAY, 2), saturday])
      for (const start of [null, '11:00', '15:00', '19:30'])
        for (const hours of [3, 4])
          for (const [rooms, persons, freeCancellation] of [
            [1, 2, false],
            [2, 3, false],
            [1, 1, true],
          ] as const)
            asks.push({ date, start, hours, rooms, persons, freeCancellation });
    let nonEmpty = 0;
    for (const ask of asks) {
      const want = expected(ask);
      const found = await search(ask);
      const got = new Map(found.edges.map((edge) => [edge.node.id, edge.dayUse]));
      expect([ask, [...got.keys()].sort()]).toEqual([ask, [...want.keys()].sort()]);
      for (const [id, slot] of got) {
        const { price, start } = want.get(id)!;
        expect([ask, id, slot.price, slot.starts]).toEqual([ask, id, stayTotal(price, ask.rooms), [start]]);
        expect(slot.label).toBe(`대실 ${ask.hours}시간`);
      }
      expect(found.totalCount).toBe(want.size);
      if (want.size > 0) nonEmpty += 1;
    }
    // The fixture is not vacuous: most asks find something, some find nothing.
    expect(nonEmpty).toBeGreaterThan(asks.length / 2);
    expect(nonEmpty).toBeLessThan(asks.length);
  });

  it('sorts by the 대실 price and filters on it', async () => {
    const ask: Ask = { date: addDays(TODAY, 2), start: null, hours: 4, rooms: 1, persons: 2, freeCancellation: false };
    const want = expected(ask);
    const byPrice = await search(ask, 'PRICE_ASC');
    const prices = byPrice.edges.map((edge) => edge.dayUse.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.priceRange!.lowest).toBe(Math.min(...[...want.values()].map((w) => w.price)));
    const capped = await search(ask, 'PRICE_ASC', { maxPrice: 30_000 });
    expect(capped.edges.map((edge) => edge.node.id).sort()).toEqual(
      [...want]
        .filter(([, w]) => w.price <= 30_000)
        .map(([id]) => id)
        .sort(),
    );
  });

  it('answers REST with kind DAY_USE and refuses bad asks in Korean', async () => {
    const date = addDays(TODAY, 1);
    const want = expected({ date, start: null, hours: 3, rooms: 1, persons: 2, freeCancellation: false });
    const body = { region: CITY, kind: 'DAY_USE', date, hours: 3, numberOfRooms: 1, numberOfPeople: 2 };
    const list = await app.request('POST', '/api/search', { body });
    expect(list.status).toBe(200);
    const hits = list.json<Array<{ hId: number; dayUse: { hours: number; price: number; earliestStart: string } }>>();
    expect(hits.map((hit) => hit.hId).sort()).toEqual([...want.keys()].sort());
    for (const hit of hits) {
      expect(hit.dayUse).toEqual({
        hours: 3,
        price: stayTotal(want.get(hit.hId)!.price, 1),
        earliestStart: want.get(hit.hId)!.start,
      });
    }
    const page = await fetch(`${app.url}/api/search?page=0&size=2&sort=PRICE_ASC`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect((await page.json()) as unknown[]).toHaveLength(2);
    expect(page.headers.get('x-total-count')).toBe(String(want.size));
    for (const bad of [{ hours: 0 }, { hours: 13 }, { start: '10:15' }, { date: '2020-01-01' }, { kind: 'HOURLY' }]) {
      const refused = await app.request('POST', '/api/search', { body: { ...body, ...bad } });
      expect([bad, refused.status]).toEqual([bad, 400]);
      expect(refused.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
  });

  it('puts the 대실 on the map pins', async () => {
    const date = addDays(TODAY, 1);
    const want = expected({ date, start: null, hours: 3, rooms: 1, persons: 2, freeCancellation: false });
    const answer = await app.graphql<{ searchMap: { pins: Array<{ id: number; searchDayUse: { price: number } }> } }>(
      `query ($c: SearchInput!, $b: MapBoundsInput!) { searchMap(criteria: $c, bounds: $b, zoom: 14) {
         pins { id searchDayUse { price starts } } } }`,
      {
        c: { region: '', startDate: date, endDate: date, rooms: 1, persons: 2, dayUse: { date, hours: 3 } },
        b: { south: 37.5, west: 126.9, north: 37.6, east: 127.0 },
      },
    );
    expect(answer.errors).toBeUndefined();
    const pins = answer.data!.searchMap.pins.filter(
      (pin) => want.has(pin.id) || fixtures.some((f) => f.hotelId === pin.id),
    );
    expect(pins.map((pin) => pin.id).sort()).toEqual([...want.keys()].sort());
    for (const pin of pins) expect(pin.searchDayUse.price).toBe(stayTotal(want.get(pin.id)!.price, 1));
  });
});
