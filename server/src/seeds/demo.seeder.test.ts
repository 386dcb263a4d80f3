import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { LODGING_TYPES } from '@shim/common/lodging';
import { addMonths } from '@shim/common/settlements';
import { SIGNUP_COUPON_YEARS, yearsAfter } from '../modules/coupons/coupon.service';
import { uploadsDirOf } from '../platform/storage/photo-storage';
import { nightPrice } from '../modules/rooms/night-price';
import { startTestApp, type TestApp } from '../../test/harness';
import { loginAs } from '../../test/fixtures';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo.seeder';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-demo-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  await seedDemo(app.orm.em.fork(), { uploadsDir: uploadsDirOf(app.config.dataDir) });
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Hit {
  hId: number;
  type: string;
  image: string;
  minPrice: number;
}

describe('the demo seed', () => {
  const startDate = addDays(todayInSeoul(), 1);
  const endDate = addDays(startDate, 1);

  it('sells 대실 at lodgings of 서울 and 부산 that a 대실 search finds', async () => {
    for (const region of ['서울', '부산']) {
      const answer = await app.request('POST', '/api/search', {
        body: { region, kind: 'DAY_USE', date: startDate, hours: 4, numberOfRooms: 1, numberOfPeople: 2 },
      });
      expect(answer.status, region).toBe(200);
      expect(answer.json<Array<{ dayUse: { hours: number } }>>().length, region).toBeGreaterThanOrEqual(2);
    }
  });

  it('makes every popular region searchable, with photos served at their paths', async () => {
    for (const region of ['서울', '강릉', '인천', '부산', '속초', '제주']) {
      const answer = await app.request('POST', '/api/search', {
        body: { region, startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
      });
      expect(answer.status, region).toBe(200);
      expect(answer.json<Hit[]>().length, region).toBeGreaterThanOrEqual(4);
    }
    const seoul = (
      await app.request('POST', '/api/search', {
        body: { region: '서울', startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
      })
    ).json<Hit[]>();
    const types = new Set(Object.values(LODGING_TYPES).map((type) => type.rest));
    for (const hit of seoul) {
      expect(types).toContain(hit.type);
      const photo = await fetch(hit.image);
      expect(photo.status, hit.image).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('gives each lodging sub photos, room photos, reviews and six nearby landmarks', async () => {
    const detail = (
      await app.request('POST', '/api/detail', { body: { hId: 1, startDate, endDate, roomCount: 1, people: 2 } })
    ).json<{
      images: Array<{ imageType: string; imageUrl: string }>;
      rooms: Array<{ image: string }>;
      landmarks: unknown[];
      reviewCount: number;
    }>();
    expect(detail.images.map((image) => image.imageType)).toEqual(['main', 'sub', 'sub', 'sub']);
    expect(detail.rooms.length).toBeGreaterThanOrEqual(2);
    for (const url of [...detail.images.map((image) => image.imageUrl), ...detail.rooms.map((room) => room.image)]) {
      expect(url.startsWith(`${app.url}/images/`), url).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }
    expect(detail.landmarks).toHaveLength(6);
    expect(detail.reviewCount).toBeGreaterThan(0);
  });

  it('prices nights by night-price.ts (weekends, peak seasons) and lets the demo manager own several lodgings', async () => {
    const sql = app.orm.em.getConnection();
    // Sample nights within the year of inventory: the next seven (a weekend among them), the next
    // Christmas Eve and the next 21 July (peak seasons).
    const today = todayInSeoul();
    const next = (monthDay: string) => {
      const thisYear = `${today.slice(0, 4)}-${monthDay}`;
      return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
    };
    const dates = [...Array.from({ length: 7 }, (_, i) => addDays(today, i + 1)), next('12-24'), next('07-21')];
    const nights = await sql.execute<Array<{ date: string; price: number; basePrice: number }>>(
      `select to_char(n.date, 'YYYY-MM-DD') as date, n.price, r.base_price as "basePrice"
         from room_nights n join rooms r on r.id = n.room_id where n.date = any(?::date[])`,
      [`{${dates.join(',')}}`],
    );
    expect(new Set(nights.map((night) => night.date)).size).toBe(dates.length);
    const wrong = nights.filter((night) => night.price !== nightPrice(night.basePrice, night.date));
    expect(wrong).toEqual([]);
    expect(nights.some((night) => night.price > night.basePrice)).toBe(true);
    const [owned] = await sql.execute<Array<{ count: string }>>(
      `select count(*) from hotels h join users u on u.id = h.manager_id where u.email = 'manager@example.com'`,
    );
    expect(Number(owned!.count)).toBeGreaterThanOrEqual(5);
    const phones = await sql.execute<Array<{ address: string; phone: string | null }>>(
      'select address, phone from hotels',
    );
    expect(phones.filter((hotel) => !hotel.phone)).toEqual([]);
    expect(phones.find((hotel) => hotel.address.startsWith('부산'))?.phone).toMatch(/^051-\d{3}-\d{4}$/);
  });

  it("fills the demo member's coupon box: the sign-up coupon, one to use and one expired", async () => {
    const { accessToken } = await loginAs(app, 'user@example.com', DEMO_PASSWORD);
    const coupons = (await app.request('GET', '/api/coupons/my-coupons', { token: accessToken })).json<
      Array<{ name: string; type: string; discount: number; isExpired: boolean; expiryDate: string | null }>
    >();
    expect(coupons).toHaveLength(3);
    expect(coupons.filter((coupon) => coupon.isExpired)).toHaveLength(1);
    // The sign-up coupon runs a year from seeding, as a new member's does: never a null expiryDate.
    expect(coupons).toContainEqual(
      expect.objectContaining({
        type: 'PERCENT',
        discount: 10,
        isExpired: false,
        expiryDate: yearsAfter(todayInSeoul(), SIGNUP_COUPON_YEARS),
      }),
    );
    expect(coupons.filter((coupon) => coupon.expiryDate === null)).toEqual([]);
  });

  it('leaves the demo member two paid stays, over before today, waiting for a review, their nights sold', async () => {
    const { accessToken } = await loginAs(app, 'user@example.com', DEMO_PASSWORD);
    const list = (await app.request('GET', '/api/mypage/reservations', { token: accessToken })).json<
      Array<{
        reservationId: number;
        hotelId: number;
        status: string;
        checkIn: string;
        checkOut: string;
        reviewable: boolean;
      }>
    >();
    const waiting = list.filter((stay) => stay.reviewable);
    expect(waiting).toHaveLength(2);
    expect(new Set(waiting.map((stay) => stay.hotelId)).size).toBe(2);
    for (const stay of waiting) {
      expect(stay.status).toBe('예약 완료');
      expect(stay.checkOut < todayInSeoul()).toBe(true);
    }
    const sql = app.orm.em.getConnection();
    const sold = await sql.execute<Array<{ id: number; nights: number; sold: number; paid: number; total: number }>>(
      `select r.id, r.check_out - r.check_in as nights,
              (select count(*)::int from room_nights n
                where n.room_id = r.room_id and n.date >= r.check_in and n.date < r.check_out and n.sold >= 1) as sold,
              (select coalesce(sum(n.price), 0)::int from room_nights n
                where n.room_id = r.room_id and n.date >= r.check_in and n.date < r.check_out) + r.taxes as total,
              (select p.amount from payments p where p.reservation_id = r.id and p.status = 'DONE') as paid
         from reservations r where r.id = any(?::int[]) order by r.id`,
      [`{${waiting.map((stay) => stay.reservationId).join(',')}}`],
    );
    for (const stay of sold) {
      expect(stay.sold).toBe(stay.nights);
      expect(stay.paid).toBe(stay.total);
    }

    const first = waiting[0]!;
    const review = await app.request('POST', '/api/reviews', {
      token: accessToken,
      body: { reservationId: first.reservationId, score: 5, content: '데모 리뷰' },
    });
    expect(review.status).toBe(201);
  });

  it('gives the demo manager two years of bookings its nights agree with, and a dashboard with curves', async () => {
    const sql = app.orm.em.getConnection();
    const [oversold] = await sql.execute<Array<{ count: number }>>(
      'select count(*)::int as count from room_nights where held + sold > total',
    );
    expect(oversold!.count).toBe(0);
    // Every night's sold count is the rooms of the confirmed (or reviewed) stays over it.
    const [mismatch] = await sql.execute<Array<{ count: number }>>(
      `select count(*)::int as count from room_nights n
         full join (select r.room_id, d::date as date, sum(r.room_count)::int as rooms
                      from reservations r cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') d
                     where r.status in ('CONFIRMED', 'REVIEWED') group by 1, 2) s
           on s.room_id = n.room_id and s.date = n.date
        where coalesce(n.sold, 0) <> coalesce(s.rooms, 0)`,
    );
    expect(mismatch!.count).toBe(0);
    const [mix] = await sql.execute<
      Array<{ guests: number; members: number; canceled: number; refunded: number; reviewed: number; future: number }>
    >(
      `select count(*) filter (where r.user_id is null)::int as guests,
              count(*) filter (where r.user_id is not null)::int as members,
              count(*) filter (where r.status = 'CANCELED')::int as canceled,
              count(*) filter (where p.canceled_amount > 0)::int as refunded,
              count(*) filter (where r.status = 'REVIEWED' and exists (select 1 from reviews v where v.reservation_id = r.id))::int as reviewed,
              count(*) filter (where r.check_in >= ?::date)::int as future
         from reservations r join payments p on p.reservation_id = r.id
         join hotels h on h.id = r.hotel_id join users m on m.id = h.manager_id
        where m.email = 'manager@example.com' and r.check_in < ?::date - 600`,
      [todayInSeoul(), todayInSeoul()],
    );
    expect(mix).toMatchObject({ future: 0 });
    for (const [kind, count] of Object.entries(mix!)) if (kind !== 'future') expect(count, kind).toBeGreaterThan(0);

    const { accessToken } = await loginAs(app, 'manager@example.com', DEMO_PASSWORD);
    const info = (await app.request('GET', '/api/mchart/my-info', { token: accessToken })).json<{
      summary: { totalSales: number };
      hotels: Array<{ chart: Record<string, { sales: number[]; occupancy: number[] }> }>;
    }>();
    expect(info.summary.totalSales).toBeGreaterThan(0);
    expect(info.hotels.length).toBeGreaterThanOrEqual(5);
    const monthly = info.hotels[0]!.chart.monthly!;
    expect(monthly.sales.filter((sales) => sales > 0).length).toBe(12);
    expect(monthly.occupancy.every((occupancy) => occupancy > 0 && occupancy < 100)).toBe(true);
  });

  it('stands a sandbox payment behind every seeded payment, so the console cancels and refunds a demo row', async () => {
    const sql = app.orm.em.getConnection();
    const [unmatched] = await sql.execute<Array<{ count: number }>>(
      `select count(*)::int as count from payments p
         left join sandbox_payments s on s.payment_key = p.payment_key
        where s.payment_key is null or s.amount <> p.amount or s.status <> p.status
           or s.canceled_amount <> p.canceled_amount or s.order_id <> p.order_id`,
    );
    expect(unmatched!.count).toBe(0);
    // Every seeded booking has its own readable booking number (the column's default and the stays' seeder).
    const [numbers] = await sql.execute<Array<{ total: number; readable: number; distinct: number }>>(
      `select count(*)::int as total, count(distinct booking_number)::int as distinct,
              count(*) filter (where booking_number ~ '^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$')::int
                as readable
         from reservations`,
    );
    expect(numbers!.total).toBeGreaterThan(0);
    expect(numbers).toEqual({ total: numbers!.total, readable: numbers!.total, distinct: numbers!.total });
    // As money's state machine and the daily check read them: the money state, settled attempts and refunds.
    const [unsettled] = await sql.execute<Array<{ count: number }>>(
      `with settled as (
         select payment_key, sum(toss_amount) filter (where kind = 'CONFIRM') as charged,
                coalesce(sum(toss_amount) filter (where kind <> 'CONFIRM'), 0) as refunded
           from payment_attempts where state = 'DONE' group by payment_key),
       cancels as (
         select payment_key, coalesce(sum((c ->> 'cancelAmount')::int), 0) as refunded
           from sandbox_payments left join lateral jsonb_array_elements(cancels) c on true group by payment_key)
       select count(*)::int as count from payments p join reservations r on r.id = p.reservation_id
         left join settled a on a.payment_key = p.payment_key
         left join cancels c on c.payment_key = p.payment_key
        where r.money_state <> case when p.canceled_amount = 0 then 'PAID'
                                    when p.canceled_amount >= p.amount then 'REFUNDED_FULL' else 'REFUNDED_PARTIAL' end
           or a.charged is distinct from p.amount or a.refunded is distinct from p.canceled_amount
           or c.refunded is distinct from p.canceled_amount`,
    );
    expect(unsettled!.count).toBe(0);
    const [upcoming] = await sql.execute<Array<{ id: number; paymentKey: string; total: number }>>(
      `select r.id, p.payment_key as "paymentKey", r.total_amount as total
         from reservations r join payments p on p.reservation_id = r.id
         join hotels h on h.id = r.hotel_id join users m on m.id = h.manager_id
        where m.email = 'manager@example.com' and r.status = 'CONFIRMED' and r.check_in > ?::date + 10
        order by r.check_in limit 1`,
      [todayInSeoul()],
    );
    expect(upcoming).toBeDefined();
    const { accessToken } = await loginAs(app, 'manager@example.com', DEMO_PASSWORD);
    const cancel = await app.request('DELETE', `/api/manager/reservations/${upcoming!.id}/cancel`, {
      token: accessToken,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [sandbox] = await sql.execute<Array<{ status: string; canceledAmount: number }>>(
      `select status, canceled_amount as "canceledAmount" from sandbox_payments where payment_key = ?`,
      [upcoming!.paymentKey],
    );
    const refunded = cancel.json<{ canceledAmount: number }>().canceledAmount;
    expect(refunded).toBeGreaterThan(0);
    expect(sandbox).toEqual({
      status: refunded === upcoming!.total ? 'CANCELED' : 'PARTIAL_CANCELED',
      canceledAmount: refunded,
    });
  });
});

describe('the demo settlement statements', () => {
  it('closes last month: the demo manager has closed statements the Toss sandbox agrees with', async () => {
    const lastMonth = addMonths(todayInSeoul().slice(0, 7), -1);
    const manager = (await loginAs(app, 'manager@example.com', DEMO_PASSWORD)).accessToken;
    const list = await app.request('GET', '/api/manager/settlements', { token: manager });
    const closed = list
      .json<Array<{ month: string; status: string; lineCount: number }>>()
      .filter((statement) => statement.month === lastMonth);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((statement) => statement.status === 'CLOSED' && statement.lineCount > 0)).toBe(true);
    const admin = (await loginAs(app, 'admin@example.com', DEMO_PASSWORD)).accessToken;
    const check = await app.request('GET', `/api/admin/settlements/check?month=${lastMonth}`, { token: admin });
    expect(check.json()).toMatchObject({ difference: 0, differences: [] });
  });
});
