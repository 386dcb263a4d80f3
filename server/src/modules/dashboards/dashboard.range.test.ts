import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays } from '@shim/common/dates';
import { SALES_RANGE_MESSAGES } from '@shim/common/sales-range';
import type { Role } from '@shim/common/roles';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';
import type { ManagerSalesData } from './dashboard.range.service';

/** 12:00 in Seoul on 2026-03-11: THIS_MONTH is 03-01..03-11, compared with 02-01..02-11. */
const clock = new PinnedClock(new Date('2026-03-11T03:00:00Z'));
const INVENTORY_FROM = '2026-01-20';
const INVENTORY_DAYS = 80;

type Status = 'CONFIRMED' | 'REVIEWED' | 'CANCELED' | 'NO_SHOW';
interface Booking {
  hotelId: number;
  roomId: number;
  checkIn: string;
  nights: number;
  rooms: number;
  amount: number;
  refunded: number;
  approvedAt: Date;
  status: Status;
  /** A 대실 (check-in = check-out, no night) when set. */
  dayUse?: boolean;
}
interface Room {
  id: number;
  hotelId: number;
  total: number;
  active: boolean;
}

let app: TestApp;
let tokens: Record<Role, string>;
let tokenA: string;
let tokenB: string;
let lodgingsA: number[];
const rooms: Room[] = [];
const bookings: Booking[] = [];

/** A fixed pseudo-random sequence (mulberry32): the same bookings on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seoulDay = (instant: Date): string => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
const nightsOf = (booking: Booking): string[] =>
  Array.from({ length: booking.nights }, (_, i) => addDays(booking.checkIn, i));
/** The nights a booking keeps sold: all of a stay, a no-show's check-in night only, none of a cancellation. */
const soldNightsOf = (booking: Booking): string[] =>
  booking.dayUse || booking.status === 'CANCELED'
    ? []
    : booking.status === 'NO_SHOW'
      ? [booking.checkIn]
      : nightsOf(booking);

/** What the figures must be, counted booking by booking and night by night. */
function bruteForce(hotelIds: number[], from: string, to: string) {
  const inRange = (day: string) => day >= from && day <= to;
  const mine = bookings.filter((b) => hotelIds.includes(b.hotelId));
  const active = rooms.filter((room) => hotelIds.includes(room.hotelId) && room.active);
  let sales = 0;
  let dayUseSales = 0;
  let count = 0;
  let roomRevenue = 0;
  let soldNights = 0;
  let availableNights = 0;
  for (const b of mine) {
    if (inRange(seoulDay(b.approvedAt))) {
      sales += b.amount - b.refunded;
      if (b.dayUse) dayUseSales += b.amount - b.refunded;
      if (b.amount > b.refunded) count += 1;
    }
    if (b.status !== 'CANCELED' && !b.dayUse) {
      const nights = b.status === 'NO_SHOW' ? [b.checkIn] : nightsOf(b);
      for (const night of nights) if (inRange(night)) roomRevenue += (b.amount - b.refunded) / nights.length;
    }
    if (active.some((room) => room.id === b.roomId))
      for (const night of soldNightsOf(b)) if (inRange(night)) soldNights += b.rooms;
  }
  for (const room of active)
    for (let i = 0; i < INVENTORY_DAYS; i += 1) if (inRange(addDays(INVENTORY_FROM, i))) availableNights += room.total;
  const occupancy = availableNights > 0 ? Math.round((soldNights * 1000) / availableNights) / 10 : 0;
  return {
    sales,
    dayUseSales,
    bookings: count,
    roomRevenue: Math.round(roomRevenue),
    soldNights,
    availableNights,
    occupancy,
    adr: soldNights > 0 ? Math.round(roomRevenue / soldNights) : 0,
    revpar: availableNights > 0 ? Math.round(roomRevenue / availableNights) : 0,
  };
}

async function seed(): Promise<void> {
  const connection = app.orm.em.getConnection();
  const next = random(41);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sold = new Map<string, number>();
  const statuses: Status[] = ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'REVIEWED', 'CANCELED', 'NO_SHOW'];
  const bookable = rooms.filter((room) => room.active);
  while (bookings.length < 120) {
    const room = pick(bookable);
    const booking: Booking = {
      hotelId: room.hotelId,
      roomId: room.id,
      checkIn: addDays('2026-02-05', Math.floor(next() * 45)),
      nights: 1 + Math.floor(next() * 4),
      rooms: 1 + Math.floor(next() * 2),
      amount: 0,
      refunded: 0,
      // Paid at any second of 01-25 .. 03-11 noon (Seoul), so some land on either side of a Seoul midnight.
      approvedAt: new Date(Date.parse('2026-01-24T15:00:00Z') + Math.floor(next() * 46.5 * 86_400) * 1000),
      status: pick(statuses),
    };
    booking.amount = 30_000 + Math.floor(next() * 20) * 7_300 * booking.nights * booking.rooms;
    // Cancellations refund in full or in part (the fee kept); a few stays were partly refunded by the lodging.
    if (booking.status === 'CANCELED')
      booking.refunded = next() < 0.5 ? booking.amount : Math.floor(booking.amount / 2);
    else if (next() < 0.15) booking.refunded = 10_000;
    const keys = soldNightsOf(booking).map((night) => `${room.id}|${night}`);
    if (keys.some((key) => (sold.get(key) ?? 0) + booking.rooms > room.total)) continue;
    keys.forEach((key) => sold.set(key, (sold.get(key) ?? 0) + booking.rooms));
    bookings.push(booking);
  }
  // The two sides of a Seoul midnight on the period's first day, for the first lodging.
  const edge = bookings[0]!;
  bookings.push({ ...edge, approvedAt: new Date('2026-02-28T14:59:59Z'), status: 'CANCELED', refunded: 5_000 });
  bookings.push({ ...edge, approvedAt: new Date('2026-02-28T15:00:00Z'), status: 'CANCELED', refunded: 7_000 });
  // 대실: counted in sales (and their 대실 share), never in room revenue or nights, a no-show's and a refund's too.
  for (let i = 0; i < 16; i += 1) {
    const room = pick(bookable);
    const amount = 20_000 + Math.floor(next() * 10) * 5_000;
    const status = pick(statuses);
    const refunded = status === 'CANCELED' ? amount : next() < 0.2 ? 5_000 : 0;
    const approvedAt = new Date(Date.parse('2026-02-10T15:00:00Z') + Math.floor(next() * 29 * 86_400) * 1000);
    const checkIn = seoulDay(approvedAt);
    bookings.push({
      hotelId: room.hotelId,
      roomId: room.id,
      checkIn,
      nights: 0,
      rooms: 1,
      amount,
      refunded,
      approvedAt,
      status,
      dayUse: true,
    });
  }

  const nights = rooms.flatMap((room) =>
    Array.from({ length: INVENTORY_DAYS }, (_, i) => {
      const date = addDays(INVENTORY_FROM, i);
      return { room_id: room.id, date, total: room.total, sold: sold.get(`${room.id}|${date}`) ?? 0 };
    }),
  );
  await connection.execute(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, n.date, n.total, 0, n.sold, r.capacity, r.active, r.base_price
       from jsonb_to_recordset(?::jsonb) as n(room_id int, date date, total int, sold int)
       join rooms r on r.id = n.room_id`,
    [JSON.stringify(nights)],
  );
  for (const [i, b] of bookings.entries()) {
    const orderId = `range-order-${i}`;
    const status = b.status;
    const startsAt = new Date(`${b.checkIn}T14:00:00+09:00`);
    const [reservation] = await connection.execute<Array<{ id: number }>>(
      `insert into reservations (order_id, guest_name, hotel_id, room_id, check_in, check_out, room_count, persons,
         base_price, taxes, total_amount, status, hold_expires_at, confirmed_at, created_at, canceled_amount,
         kind, day_use_starts_at, day_use_ends_at, day_use_held_until)
       values (?, '손님', ?, ?, ?, ?, ?, 2, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        orderId,
        b.hotelId,
        b.roomId,
        b.checkIn,
        addDays(b.checkIn, b.nights),
        b.rooms,
        b.amount,
        b.amount,
        status,
        b.approvedAt,
        b.approvedAt,
        b.approvedAt,
        b.refunded,
        b.dayUse ? 'DAY_USE' : 'NIGHT',
        b.dayUse ? startsAt : null,
        b.dayUse ? new Date(startsAt.getTime() + 4 * 3_600_000) : null,
        b.dayUse ? new Date(startsAt.getTime() + 4.5 * 3_600_000) : null,
      ],
    );
    await connection.execute(
      `insert into payments (reservation_id, payment_key, order_id, amount, canceled_amount, status, approved_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        reservation!.id,
        `range-key-${i}`,
        orderId,
        b.amount,
        b.refunded,
        b.refunded === 0 ? 'DONE' : b.refunded >= b.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
        b.approvedAt,
        b.approvedAt,
      ],
    );
  }
}

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  tokens = await tokensByRole(app);
  const managerA = await createUser(app.orm, 'ROLE_MANAGER', { name: '기간가' });
  const managerB = await createUser(app.orm, 'ROLE_MANAGER', { name: '기간나' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  const lodgings = [
    await createHotel(app.orm, {
      name: '기간 호텔',
      manager: managerA,
      days: 0,
      rooms: [{ name: '스탠다드' }, { name: '디럭스' }, { name: '닫은 방', active: false }],
    }),
    await createHotel(app.orm, { name: '기간 리조트', manager: managerA, days: 0, rooms: [{ name: '오션뷰' }] }),
    await createHotel(app.orm, { name: '남의 호텔', manager: managerB, days: 0, rooms: [{ name: '트윈' }] }),
  ];
  lodgingsA = [lodgings[0]!.hotel.id, lodgings[1]!.hotel.id];
  const totals = [6, 3, 4, 5, 4];
  for (const { hotel, rooms: created } of lodgings)
    for (const room of created)
      rooms.push({ id: room.id, hotelId: hotel.id, total: totals[rooms.length]!, active: room.active });
  await seed();
});
afterAll(() => app.close());

const QUERY = `query ($range: SalesRange!, $from: String, $to: String) {
  managerSales(range: $range, from: $from, to: $to) {
    range { kind from to previousFrom previousTo grain }
    kpis { sales dayUseSales bookings roomRevenue soldNights availableNights occupancy adr revpar }
    previous { sales dayUseSales bookings roomRevenue soldNights availableNights occupancy adr revpar }
    chart { labels sales occupancy }
    hotels { hotel { id name } kpis { sales dayUseSales bookings roomRevenue soldNights availableNights occupancy adr revpar }
             previous { sales roomRevenue } chart { labels sales } rooms { room { name } sales } }
  } }`;

type Answer = Omit<ManagerSalesData, 'hotels'> & {
  hotels: Array<{
    hotel: { id: number; name: string };
    kpis: ManagerSalesData['kpis'];
    previous: { sales: number; roomRevenue: number };
    chart: { labels: string[]; sales: number[] };
    rooms: Array<{ room: { name: string }; sales: number }>;
  }>;
};

async function managerSales(variables: Record<string, unknown>, token = tokenA): Promise<Answer> {
  const answer = await app.graphql<{ managerSales: Answer }>(QUERY, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.managerSales;
}

describe("a period's figures", () => {
  it('equal a night-by-night count of the seeded bookings, in total, per lodging and for the previous period', async () => {
    const figures = await managerSales({ range: 'CUSTOM', from: '2026-03-01', to: '2026-03-10' });
    expect(figures.range).toEqual({
      kind: 'CUSTOM',
      from: '2026-03-01',
      to: '2026-03-10',
      previousFrom: '2026-02-19',
      previousTo: '2026-02-28',
      grain: 'day',
    });
    const expected = bruteForce(lodgingsA, '2026-03-01', '2026-03-10');
    expect(figures.kpis).toEqual(expected);
    // The seed reaches every rule: refunds, cancellations, several rooms, nights on both sides of the period.
    expect(expected.bookings).toBeGreaterThan(10);
    expect(expected.sales).not.toBe(expected.roomRevenue);
    expect(expected.dayUseSales).toBeGreaterThan(0);
    expect(figures.previous).toEqual(bruteForce(lodgingsA, '2026-02-19', '2026-02-28'));
    for (const hotel of figures.hotels) {
      expect(hotel.kpis).toEqual(bruteForce([hotel.hotel.id], '2026-03-01', '2026-03-10'));
      expect(hotel.previous.roomRevenue).toBe(bruteForce([hotel.hotel.id], '2026-02-19', '2026-02-28').roomRevenue);
    }
    expect(figures.hotels.map((hotel) => hotel.hotel.name)).toEqual(['기간 호텔', '기간 리조트']);
  });

  it('bucket the chart per day up to 62 days and per month beyond, each bucket a count of its own', async () => {
    const days = await managerSales({ range: 'THIS_MONTH' });
    expect(days.range).toMatchObject({ from: '2026-03-01', to: '2026-03-11', previousFrom: '2026-02-01' });
    expect(days.chart.labels).toHaveLength(11);
    days.chart.labels.forEach((label, i) => {
      const day = bruteForce(lodgingsA, label, label);
      expect([label, days.chart.sales[i], days.chart.occupancy[i]]).toEqual([label, day.sales, day.occupancy]);
    });
    const months = await managerSales({ range: 'LAST_12_MONTHS' });
    expect(months.range).toMatchObject({ from: '2025-04-01', to: '2026-03-11', grain: 'month' });
    expect(months.range.previousTo).toBe('2025-03-11');
    expect(months.chart.labels).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09',
      '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]); // prettier-ignore
    expect(months.chart.sales.slice(-3)).toEqual([
      bruteForce(lodgingsA, '2026-01-01', '2026-01-31').sales,
      bruteForce(lodgingsA, '2026-02-01', '2026-02-28').sales,
      bruteForce(lodgingsA, '2026-03-01', '2026-03-11').sales,
    ]);
    expect(months.kpis).toEqual(bruteForce(lodgingsA, '2025-04-01', '2026-03-11'));
    const yesterday = await managerSales({ range: 'TODAY' });
    expect(yesterday.range).toMatchObject({ from: '2026-03-11', previousFrom: '2026-03-10', previousTo: '2026-03-10' });
    expect(yesterday.previous).toEqual(bruteForce(lodgingsA, '2026-03-10', '2026-03-10'));
  });

  it('answer the same figures over REST, and leave the REST-NOTES answer as it was without a period', async () => {
    const plain = await app.request('GET', '/api/mchart/my-info', { token: tokenA });
    expect(plain.json<Record<string, unknown>>()).not.toHaveProperty('period');
    const answer = await app.request('GET', '/api/mchart/my-info?from=2026-03-01&to=2026-03-10', { token: tokenA });
    expect(answer.status).toBe(200);
    const { period } = answer.json<{ period: ManagerSalesData & { hotels: Array<{ hotelName: string }> } }>();
    expect(period.kpis).toEqual(bruteForce(lodgingsA, '2026-03-01', '2026-03-10'));
    expect(period.hotels.map((hotel) => hotel.hotelName)).toEqual(['기간 호텔', '기간 리조트']);
    const preset = await app.request('GET', '/api/mchart/my-info?range=last-7-days', { token: tokenA });
    expect(preset.json<{ period: ManagerSalesData }>().period.range).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-11',
    });
  });

  it('download the period with each lodging-day’s 대실 매출 in the last column, after the columns readers know', async () => {
    const response = await fetch(`${app.url}/api/mchart/sales.xlsx?from=2026-03-01&to=2026-03-10`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(response.status).toBe(200);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellDates: true });
    const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(header).toEqual(['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']);
    const idOf = new Map([
      ['기간 호텔', [lodgingsA[0]!]],
      ['기간 리조트', [lodgingsA[1]!]],
      ['전체 숙소', lodgingsA],
    ]);
    expect(rows).toHaveLength(30);
    for (const [day, name, sales, , dayUseSales] of rows) {
      const label = (day as Date).toISOString().slice(0, 10);
      const expected = bruteForce(idOf.get(name as string)!, label, label);
      expect([label, name, sales, dayUseSales]).toEqual([label, name, expected.sales, expected.dayUseSales]);
    }
    // The seed's 대실 reach the sheet: the column is not all zeros.
    expect(rows.some((row) => Number(row[4]) > 0)).toBe(true);

    // The REST-NOTES buckets (`?period=`) carry the same column.
    const monthly = await fetch(`${app.url}/api/mchart/sales.xlsx?period=monthly`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const [monthlyHeader, ...months] = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(Buffer.from(await monthly.arrayBuffer())).Sheets[`매출 월별`]!,
      { header: 1 },
    );
    expect(monthlyHeader).toEqual(['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']);
    for (const [month, from, to] of [
      ['2026-02', '2026-02-01', '2026-02-28'],
      ['2026-03', '2026-03-01', '2026-03-11'],
    ]) {
      const expected = bruteForce(lodgingsA, from!, to!);
      expect(months.find((row) => row[0] === month && row[1] === '전체 숙소')).toEqual([
        month,
        '전체 숙소',
        expected.sales,
        expect.any(Number),
        expected.dayUseSales,
      ]);
    }
  });

  it("never show another manager's lodgings", async () => {
    const figures = await managerSales({ range: 'THIS_MONTH' }, tokenB);
    expect(figures.hotels.map((hotel) => hotel.hotel.name)).toEqual(['남의 호텔']);
    expect(figures.kpis).toEqual(bruteForce([rooms.at(-1)!.hotelId], '2026-03-01', '2026-03-11'));
  });

  it('refuse a bad period with a Korean message and 400', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-03-10&to=2026-03-01', SALES_RANGE_MESSAGES.reversed],
      ['from=2024-03-01&to=2026-03-10', SALES_RANGE_MESSAGES.tooLong],
      ['from=2026-02-30&to=2026-03-10', SALES_RANGE_MESSAGES.invalidDate],
      ['range=custom&from=2026-03-01', SALES_RANGE_MESSAGES.invalidDate],
      ['range=hourly', SALES_RANGE_MESSAGES.unknown],
    ];
    for (const [query, message] of cases) {
      const answer = await app.request('GET', `/api/mchart/my-info?${query}`, { token: tokenA });
      expect([query, answer.status, answer.json<{ message: string }>().message]).toEqual([query, 400, message]);
    }
    const graphql = await app.graphql(QUERY, { range: 'CUSTOM', from: '2026-03-10', to: '2026-03-01' }, tokenA);
    expect(graphql.errors?.[0]).toMatchObject({
      message: SALES_RANGE_MESSAGES.reversed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Two years to the day (a leap day inside) is allowed.
    expect((await managerSales({ range: 'CUSTOM', from: '2024-03-11', to: '2026-03-10' })).range.grain).toBe('month');
  });

  it("give the admin's 총 매출 of a period over GraphQL and REST, with the previous period", async () => {
    const everyone = [...lodgingsA, rooms.at(-1)!.hotelId];
    const answer = await app.graphql<{ adminDashboard: { sales: Record<string, number> } }>(
      `{ adminDashboard { sales(range: LAST_MONTH) { sales bookings previousSales previousBookings } } }`,
      {},
      tokens.ROLE_ADMIN,
    );
    expect(answer.errors).toBeUndefined();
    const february = bruteForce(everyone, '2026-02-01', '2026-02-28');
    const january = bruteForce(everyone, '2026-01-01', '2026-01-31');
    expect(answer.data!.adminDashboard.sales).toEqual({
      sales: february.sales,
      bookings: february.bookings,
      previousSales: january.sales,
      previousBookings: january.bookings,
    });
    const rest = await app.request('GET', '/api/admin/trend/total-revenue?range=last-month', {
      token: tokens.ROLE_ADMIN,
    });
    expect(rest.json<number>()).toBe(february.sales);
    const all = await app.request('GET', '/api/admin/trend/total-revenue', { token: tokens.ROLE_ADMIN });
    expect(all.json<number>()).toBe(bruteForce(everyone, '2000-01-01', '2100-01-01').sales);
    const refused = await app.graphql(`{ managerSales(range: TODAY) { kpis { sales } } }`, {}, tokens.ROLE_USER);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
