import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';
import type { ManagerDashboardData, TrendRow } from './dashboard.service';
import { monthToDate } from '../hotels/revenue';
import { lodgingRevenue, lodgingRevenueSql } from '../hotels/revenue.repository';

/** The first sheet of a workbook read with `cellNF`: cells carry their number format and shown text. */
const formattedSheet = (workbook: XLSX.WorkBook) => workbook.Sheets[workbook.SheetNames[0]!]!;

/** Whether the first sheet's XML, as written (read with `bookFiles`), keeps its header row in view. */
function frozenHeader(workbook: XLSX.WorkBook): boolean {
  const files = (workbook as XLSX.WorkBook & { files: Record<string, { content: Uint8Array }> }).files;
  return Buffer.from(files['xl/worksheets/sheet1.xml']!.content)
    .toString('utf8')
    .includes('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
}

let app: TestApp;
let tokens: Record<Role, string>;
let tokenA: string;
let tokenB: string;
let hotelA: number;
let rooms: { a1: number; a2: number; b1: number };

/** 12:00 in Seoul on 2026-03-11 (03:00 UTC): today is 03-11, yesterday 03-10. */
const NOW = new Date('2026-03-11T03:00:00Z');
const clock = new PinnedClock(NOW);

let order = 0;
/** A paid booking as payment completion leaves it, paid at `approvedAt`, with `refunded` refunded later. */
async function paid(roomId: number, amount: number, approvedAt: string, refunded = 0) {
  const connection = app.orm.em.getConnection();
  order += 1;
  const [reservation] = await connection.execute<Array<{ id: number }>>(
    `insert into reservations (order_id, guest_name, hotel_id, room_id, check_in, check_out, room_count, persons,
       base_price, taxes, total_amount, status, hold_expires_at, confirmed_at, created_at)
     select ?, '손님', r.hotel_id, r.id, '2026-04-01', '2026-04-02', 1, 2, ?, 0, ?, 'CONFIRMED', ?, ?, ?
       from rooms r where r.id = ? returning id`,
    [`dash-order-${order}`, amount, amount, approvedAt, approvedAt, approvedAt, roomId],
  );
  const [payment] = await connection.execute<Array<{ id: number }>>(
    `insert into payments (reservation_id, payment_key, order_id, amount, status, approved_at, created_at)
     values (?, ?, ?, ?, 'DONE', ?, ?) returning id`,
    [reservation!.id, `dash-key-${order}`, `dash-order-${order}`, amount, approvedAt, approvedAt],
  );
  if (refunded > 0) {
    // As cancellation does: the reservation first, then the payment's refund.
    await connection.execute(`update reservations set status = 'CANCELED', canceled_amount = ? where id = ?`, [
      refunded,
      reservation!.id,
    ]);
    await connection.execute(
      `update payments set canceled_amount = ?, status = case when ? >= amount then 'CANCELED' else 'PARTIAL_CANCELED' end
        where id = ?`,
      [refunded, refunded, payment!.id],
    );
  }
}

async function night(roomId: number, date: string, total: number, sold: number) {
  await app.orm.em.getConnection().execute(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, ?, ?, 0, ?, r.capacity, r.active, r.base_price from rooms r where r.id = ?
     on conflict (room_id, date) do update set total = excluded.total, sold = excluded.sold`,
    [date, total, sold, roomId],
  );
}

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  tokens = await tokensByRole(app);
  const managerA = await createUser(app.orm, 'ROLE_MANAGER', { name: '매니저가' });
  const managerB = await createUser(app.orm, 'ROLE_MANAGER', { name: '매니저나' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  const a = await createHotel(app.orm, {
    name: '가 호텔',
    manager: managerA,
    days: 0,
    rooms: [
      { name: '스탠다드', unitCount: 4 },
      { name: '디럭스', unitCount: 2 },
      { name: '닫은 방', active: false },
    ],
  });
  const b = await createHotel(app.orm, {
    name: '나 호텔',
    address: '부산광역시 해운대구 해운대해변로 1',
    manager: managerB,
    days: 0,
    rooms: [{ name: '오션뷰' }],
  });
  await createHotel(app.orm, { name: '심사 중 호텔', status: 'PENDING', days: 0 });
  hotelA = a.hotel.id;
  rooms = { a1: a.rooms[0]!.id, a2: a.rooms[1]!.id, b1: b.rooms[0]!.id };

  // 23:59:59 in Seoul on 03-10, and midnight of 03-11: one second apart, two days apart.
  await paid(rooms.a1, 100_000, '2026-03-10T14:59:59Z');
  await paid(rooms.a1, 150_000, '2026-03-10T15:00:00Z', 50_000);
  await paid(rooms.a2, 80_000, '2026-03-11T01:00:00Z', 80_000);
  await paid(rooms.b1, 999_000, '2026-03-11T02:00:00Z');
  // An unpaid hold is no sale.
  await app.orm.em.getConnection().execute(
    `insert into reservations (order_id, guest_name, hotel_id, room_id, check_in, check_out, room_count, persons,
       base_price, taxes, total_amount, status, hold_expires_at, created_at)
     values ('dash-hold', '손님', ?, ?, '2026-04-01', '2026-04-02', 1, 2, 70000, 0, 70000, 'PENDING', now(), now())`,
    [hotelA, rooms.a1],
  );
  // A month that is over: read once into occupancy_months.
  await night(rooms.a1, '2026-02-10', 4, 4);
  await night(rooms.a1, '2026-03-10', 4, 2);
  await night(rooms.a2, '2026-03-10', 2, 1);
  await night(rooms.a1, '2026-03-11', 4, 1);
  await night(rooms.a2, '2026-03-11', 2, 0);
  await night(a.rooms[2]!.id, '2026-03-11', 10, 0);
  await night(rooms.b1, '2026-03-11', 5, 5);
});
afterAll(() => app.close());

const myInfo = async (token: string) => {
  const answer = await app.request('GET', '/api/mchart/my-info', { token });
  expect(answer.status).toBe(200);
  return answer.json<ManagerDashboardData & { hotels: Array<{ rooms: Array<{ name: string; sales: number }> }> }>();
};

describe('the manager dashboard', () => {
  it("counts a manager's paid sales net of refunds by Seoul payment day, and room-night occupancy", async () => {
    const info = await myInfo(tokenA);
    expect(info.summary).toEqual({
      totalSales: 200_000,
      dailySales: 100_000,
      yesterdaySales: 100_000,
      // 1 of the 6 nights of active rooms on 03-11 (the closed room's 10 do not count); 3 of 6 on 03-10.
      dailyOccupancy: 16.7,
      yesterdayOccupancy: 50,
    });
    expect(info.hotels).toHaveLength(1);
    const [hotel] = info.hotels;
    expect(hotel).toMatchObject({
      hotelId: hotelA,
      hotelName: '가 호텔',
      sales: { total: 200_000, daily: 100_000, occupancy: 16.7 },
      rooms: [
        { name: '스탠다드', sales: 200_000 },
        { name: '디럭스', sales: 0 },
        { name: '닫은 방', sales: 0 },
      ],
    });
    expect(info.donut).toEqual({ labels: ['가 호텔'], sales: [200_000] });
    const daily = hotel!.chart.daily;
    expect(daily.labels).toHaveLength(30);
    expect(daily.labels.at(-1)).toBe('2026-03-11');
    expect(daily.sales.slice(-2)).toEqual([100_000, 100_000]);
    expect(daily.occupancy.slice(-2)).toEqual([50, 16.7]);
    // Weeks start on Monday (03-09), months and years hold both days.
    expect(hotel!.chart.weekly.labels.at(-1)).toBe('2026-03-09');
    expect(hotel!.chart.weekly.sales.at(-1)).toBe(200_000);
    expect(hotel!.chart.monthly.labels.at(-1)).toBe('2026-03');
    expect(hotel!.chart.monthly.sales.at(-1)).toBe(200_000);
    expect(hotel!.chart.monthly.occupancy.at(-1)).toBe(33.3);
    expect(hotel!.chart.monthly.occupancy.slice(-2)).toEqual([100, 33.3]);
    // 2026: February's 4 of 4 and March's 4 of 12.
    expect(hotel!.chart.yearly).toEqual({
      labels: ['2024', '2025', '2026'],
      sales: [0, 0, 200_000],
      dayUseSales: [0, 0, 0],
      occupancy: [0, 0, 50],
    });
  });

  it("shows manager B only B's lodgings, over REST and GraphQL", async () => {
    const info = await myInfo(tokenB);
    expect(info.summary).toMatchObject({ totalSales: 999_000, dailySales: 999_000, dailyOccupancy: 100 });
    expect(info.hotels.map((hotel) => hotel.hotelName)).toEqual(['나 호텔']);
    const answer = await app.graphql<{
      managerDashboard: { summary: { totalSales: number }; hotels: Array<{ hotel: { name: string } }> };
    }>(
      `{ managerDashboard { summary { totalSales } hotels { hotel { name } rooms { room { name } } chart(period: DAILY) { labels } } } }`,
      {},
      tokenB,
    );
    expect(answer.data?.managerDashboard.summary.totalSales).toBe(999_000);
    expect(answer.data?.managerDashboard.hotels.map((row) => row.hotel.name)).toEqual(['나 호텔']);
  });

  it('answers the same figures over GraphQL, a chart per period argument', async () => {
    const answer = await app.graphql<{
      managerDashboard: {
        summary: { totalSales: number; dailyOccupancy: number };
        chart: { labels: string[]; sales: number[] };
        hotels: Array<{ rooms: Array<{ room: { name: string }; sales: number }>; chart: { sales: number[] } }>;
      };
    }>(
      `{ managerDashboard { summary { totalSales dailyOccupancy } chart(period: YEARLY) { labels sales }
         hotels { rooms { room { name } sales } chart(period: MONTHLY) { sales } } } }`,
      {},
      tokenA,
    );
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data!.managerDashboard;
    expect(dashboard.summary).toEqual({ totalSales: 200_000, dailyOccupancy: 16.7 });
    expect(dashboard.chart).toEqual({ labels: ['2024', '2025', '2026'], sales: [0, 0, 200_000] });
    expect(dashboard.hotels[0]!.rooms[0]).toEqual({ room: { name: '스탠다드' }, sales: 200_000 });
    expect(dashboard.hotels[0]!.chart.sales.at(-1)).toBe(200_000);
  });

  it('downloads the sales of a period as a workbook with Korean headers and won as numbers', async () => {
    const response = await fetch(`${app.url}/api/mchart/sales.xlsx?period=monthly`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(response.status).toBe(200);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellNF: true, bookFiles: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']);
    // Occupancy is a fraction shown as a percent; these lodgings sold nights only, no 대실.
    expect(rows).toContainEqual(['2026-03', '가 호텔', 200_000, 0.333, 0]);
    expect(rows).toContainEqual(['2026-03', '전체 숙소', 200_000, 0.333, 0]);
    const sheet = formattedSheet(book);
    const at = rows.findIndex((row) => row[0] === '2026-03' && row[1] === '가 호텔') + 1;
    expect(sheet[`A${at}`]).toMatchObject({ t: 's', v: '2026-03' });
    expect(sheet[`C${at}`]).toMatchObject({ t: 'n', v: 200_000, z: '#,##0"원"', w: '200,000원' });
    expect(sheet[`D${at}`]).toMatchObject({ t: 'n', z: '0.0%', w: '33.3%' });
    expect(frozenHeader(book)).toBe(true);
    // Daily buckets are labelled by their day: real dates.
    const daily = await fetch(`${app.url}/api/mchart/sales.xlsx?period=daily`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const days = formattedSheet(XLSX.read(Buffer.from(await daily.arrayBuffer()), { cellNF: true }));
    expect(days.A2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await app.request('GET', '/api/mchart/sales.xlsx?period=hourly', { token: tokenA })).status).toBe(400);
  });

  it('downloads the period the dashboard shows: its days, each a real date, with the same figures', async () => {
    const response = await fetch(`${app.url}/api/mchart/sales.xlsx?from=2026-03-01&to=2026-03-31`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(response.status).toBe(200);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellNF: true, cellDates: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
    expect(rows[0]).toEqual(['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']);
    const total = rows.filter((row) => row[1] === '전체 숙소');
    expect(total).toHaveLength(31);
    expect(total[0]![0]).toBe('2026-03-01');
    expect(total.at(-1)![0]).toBe('2026-03-31');
    const won = (text: unknown) => Number(String(text).replace(/[^\d]/g, ''));
    // The month's days add up to the month's bucket of the REST-NOTES sheet above.
    expect(total.reduce((sum, row) => sum + won(row[2]), 0)).toBe(200_000);
    const bad = await app.request('GET', '/api/mchart/sales.xlsx?from=2026-03-31&to=2026-03-01', { token: tokenA });
    expect(bad.status).toBe(400);
  });

  it('is refused to members, administrators, pending managers and visitors', async () => {
    expect((await app.request('GET', '/api/mchart/my-info')).status).toBe(401);
    expect((await app.graphql('{ managerDashboard { summary { totalSales } } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const role of ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PENDING'] as const) {
      for (const path of ['/api/mchart/my-info', '/api/mchart/sales.xlsx']) {
        expect((await app.request('GET', path, { token: tokens[role] })).status, `${path} ${role}`).toBe(403);
      }
      const answer = await app.graphql('{ managerDashboard { summary { totalSales } } }', {}, tokens[role]);
      expect(answer.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
  });
});

const ADMIN_PATHS = [
  '/api/admin/trend/total-revenue',
  '/api/admin/commission/current-month',
  '/api/admin/count/today',
  '/api/admin/hotel/pending-count',
  '/api/admin/trend/commission/current-month',
  '/api/admin/trend/count/today',
  '/api/admin/trend/hotel/pending-count',
  '/api/admin/trend/trend?period=week',
  '/api/admin/trend/trend.xlsx?period=month',
  '/api/admin/regional/daily',
];

describe('the admin dashboard', () => {
  const get = async (path: string) => {
    const answer = await app.request('GET', path, { token: tokens.ROLE_ADMIN });
    expect(answer.status, path).toBe(200);
    return answer.body;
  };

  it('answers the KPIs as bare numbers: revenue net of refunds, 1% commission (REST-NOTES), paid today, pending', async () => {
    expect(await get('/api/admin/trend/total-revenue')).toBe(1_199_000);
    expect(await get('/api/admin/commission/current-month')).toBe(11_990);
    expect(await get('/api/admin/trend/commission/current-month')).toBe(11_990);
    // The fully refunded booking of 03-11 no longer counts; the partly refunded one does.
    expect(await get('/api/admin/count/today')).toBe(2);
    expect(await get('/api/admin/hotel/pending-count')).toBe(1);
  });

  it('answers the trend per day, month and year, and the regions by sales', async () => {
    const week = (await get('/api/admin/trend/trend?period=week')) as TrendRow[];
    expect(week).toHaveLength(21);
    expect(week.slice(-2)).toEqual([
      { period: '2026-03-10', totalSales: 100_000, totalCount: 1 },
      { period: '2026-03-11', totalSales: 1_099_000, totalCount: 2 },
    ]);
    expect(await get('/api/admin/trend/trend?period=month')).toEqual([
      { period: '2025-12', totalSales: 0, totalCount: 0 },
      { period: '2026-01', totalSales: 0, totalCount: 0 },
      { period: '2026-02', totalSales: 0, totalCount: 0 },
      { period: '2026-03', totalSales: 1_199_000, totalCount: 3 },
    ]);
    expect(((await get('/api/admin/trend/trend?period=year')) as TrendRow[]).map((row) => row.period)).toEqual([
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(await get('/api/admin/regional/daily')).toEqual([
      { region: '부산광역시 해운대구', totalSales: 999_000 },
      { region: '서울특별시 중구', totalSales: 100_000 },
    ]);
    expect(await get('/api/admin/regional/monthly')).toEqual([
      { region: '부산광역시 해운대구', totalSales: 999_000 },
      { region: '서울특별시 중구', totalSales: 200_000 },
    ]);
    const bad = await app.request('GET', '/api/admin/regional/hourly', { token: tokens.ROLE_ADMIN });
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.badRequest } });
    expect((await app.request('GET', '/api/admin/trend/trend?period=day', { token: tokens.ROLE_ADMIN })).status).toBe(
      400,
    );
  });

  it('answers the same over GraphQL, and downloads the trend table', async () => {
    const answer = await app.graphql<{
      adminDashboard: {
        totalRevenue: number;
        commissionThisMonth: number;
        bookingsToday: number;
        pendingHotelCount: number;
        trend: TrendRow[];
        regional: Array<{ region: string; totalSales: number }>;
      };
    }>(
      `{ adminDashboard { totalRevenue commissionThisMonth bookingsToday pendingHotelCount
         trend(period: MONTH) { period totalSales totalCount } regional(period: YEARLY) { region totalSales } } }`,
      {},
      tokens.ROLE_ADMIN,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminDashboard).toMatchObject({
      totalRevenue: 1_199_000,
      commissionThisMonth: 11_990,
      bookingsToday: 2,
      pendingHotelCount: 1,
      regional: [
        { region: '부산광역시 해운대구', totalSales: 999_000 },
        { region: '서울특별시 중구', totalSales: 200_000 },
      ],
    });
    expect(answer.data!.adminDashboard.trend.at(-1)).toEqual({
      period: '2026-03',
      totalSales: 1_199_000,
      totalCount: 3,
    });
    const response = await fetch(`${app.url}/api/admin/trend/trend.xlsx?period=month`, {
      headers: { authorization: `Bearer ${tokens.ROLE_ADMIN}` },
    });
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellNF: true, bookFiles: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['기간', '매출(원)', '예약 건수']);
    expect(rows.at(-1)).toEqual(['2026-03', 1_199_000, 3]);
    const sheet = formattedSheet(book);
    expect(sheet[`B${rows.length}`]).toMatchObject({ z: '#,##0"원"', w: '1,199,000원' });
    expect(sheet[`C${rows.length}`]).toMatchObject({ t: 'n', z: '#,##0', w: '3' });
    expect(frozenHeader(book)).toBe(true);
  });

  it('is refused to members, managers, pending managers and visitors, over REST and GraphQL', async () => {
    for (const path of ADMIN_PATHS) {
      expect((await app.request('GET', path)).status, path).toBe(401);
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        expect(await app.request('GET', path, { token: tokens[role] }), `${path} ${role}`).toMatchObject({
          status: 403,
          body: { message: MESSAGES.forbidden },
        });
      }
    }
    const fields = [
      'totalRevenue',
      'commissionThisMonth',
      'bookingsToday',
      'pendingHotelCount',
      'trend(period: WEEK) { period }',
      'regional(period: DAILY) { region }',
    ];
    for (const field of fields) {
      const query = `{ adminDashboard { ${field} } }`;
      expect((await app.graphql(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        const answer = await app.graphql(query, {}, tokens[role]);
        expect(answer.errors?.[0]?.extensions?.code, `${query} ${role}`).toBe('FORBIDDEN');
        expect(answer.data).toBeNull();
      }
    }
  });
});

describe('the revenue definition other modules read', () => {
  it("gives a lodging's revenue over days, as a map and as SQL for a list", async () => {
    const connection = app.orm.em.getConnection();
    const march = await lodgingRevenue(connection, [hotelA, 999_999], '2026-03-01', '2026-03-31');
    expect([...march]).toEqual([[hotelA, 200_000]]);
    expect(monthToDate('2026-03-11')).toEqual({ from: '2026-03-01', to: '2026-03-11' });
    const [row] = await connection.execute<Array<{ revenue: number }>>(
      `select ${lodgingRevenueSql('h.id', `'2026-03-11'`, `'2026-03-11'`)} as revenue from hotels h where h.id = ?`,
      [hotelA],
    );
    expect(row!.revenue).toBe(100_000);
  });
});

describe('a booking paid and cancelled through the site', () => {
  it("moves the manager's today and total by its amount, and back by its refund", async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const { accessToken } = await loginAs(app, manager.email);
    const scenario = await bookingScenario(app, {}, { manager });
    const before = (await myInfo(accessToken)).summary;
    const { prepared } = await book(app, scenario.body(10, 2), scenario.token);
    // The payment provider stamps the approval with its own time: "today" is the day it approved.
    const [payment] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ approvedAt: Date }>>(
        `select approved_at as "approvedAt" from payments where reservation_id = ?`,
        [prepared.reservationId],
      );
    clock.set(payment!.approvedAt);
    try {
      const after = (await myInfo(accessToken)).summary;
      expect(after.dailySales - before.dailySales).toBe(prepared.totalAmount);
      expect(after.totalSales - before.totalSales).toBe(prepared.totalAmount);
      const canceled = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
        token: scenario.token,
      });
      expect(canceled.status).toBe(200);
      const { canceledAmount } = canceled.json<{ canceledAmount: number }>();
      expect(canceledAmount).toBeGreaterThan(0);
      const refunded = (await myInfo(accessToken)).summary;
      expect(refunded.totalSales).toBe(before.totalSales + prepared.totalAmount - canceledAmount);
    } finally {
      clock.set(NOW);
    }
  });
});
