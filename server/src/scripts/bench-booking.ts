/**
 * Booking throughput (issue 4, a benchmark, not a timed test):
 *   npm run bench:booking [-- --hotels 1000 --clients 50 --bookings 2000 --hot 200]
 * A fresh database (DATABASE_URL's server, else the embedded one) with the scale set (30 nights), this
 * app in this process with the local Toss sandbox. Phase "spread": `clients` concurrent guests each book
 * (prepare → the sandbox's payment window → complete) a random room type and stay until `bookings` are
 * done. Phase "hot": the same clients race for one room type on one night with `hot` rooms. Then every
 * night is checked against the reservations: held/sold must equal the PENDING/CONFIRMED bookings and
 * never exceed the total.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { createHttpApp } from '../app';
import { loadConfig } from '../config';
import { ensureDatabaseExists, startDatabase } from '../db/database';
import { connectOrm } from '../db/orm';
import { seedScale } from '../db/seeders/scale.seeder';
import { createLogger } from '../platform/logger';
import { RateLimiter } from '../platform/rate-limit';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    bookings: { type: 'string', default: '2000' },
    hot: { type: 'string', default: '200' },
  },
});
const hotels = Number(values.hotels);
const clients = Number(values.clients);
const bookings = Number(values.bookings);
const hotRooms = Number(values.hot);

const logger = createLogger('warn', true);
const database = await startDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  logger,
});
const url = new URL(database.url);
url.pathname = `/shim_bench_booking_${randomBytes(3).toString('hex')}`;
await ensureDatabaseExists(url.toString());
const orm = await connectOrm(url.toString());

try {
  await seedScale(orm.em.fork(), hotels, 30);
  const rooms = await orm.em
    .getConnection()
    .execute<Array<{ id: number; hotel_id: number; capacity: number }>>('select id, hotel_id, capacity from rooms');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const http = await createHttpApp({
    config,
    orm,
    logger: createLogger('silent', false),
    rateLimits: { loginPerIp: new RateLimiter(1000, 60_000) },
  });
  const server = createServer(http.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const today = todayInSeoul();

  const lines = [
    '| phase | clients | completed | sold out | errors | bookings/s | booking p50 ms | booking p95 ms | prepare p95 ms | complete p95 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];

  // Warm-up: a few bookings so connections, JIT-free plans and the schema are ready.
  await runPhase('warm-up', 5, 20, () => randomStay());

  lines.push(await runPhase('spread', clients, bookings, () => randomStay()));
  const hot = rooms[0]!;
  const hotNight = addDays(today, 3);
  await orm.em
    .getConnection()
    .execute('update room_nights set total = ? where room_id = ? and date = ?', [hotRooms, hot.id, hotNight]);
  lines.push(
    await runPhase(`hot (1 room type, ${hotRooms} rooms)`, clients, hotRooms * 2, () => ({
      room: hot,
      checkin: hotNight,
      checkout: addDays(hotNight, 1),
    })),
  );

  const [check] = await orm.em
    .getConnection()
    .execute<
      Array<{ nights: number; oversold: number; mismatched: number; held: number; sold: number; total: number }>
    >(
      `with booked as (
       select r.room_id, d::date as date,
              sum(r.room_count) filter (where r.status = 'CONFIRMED') as sold,
              sum(r.room_count) filter (where r.status = 'PENDING') as held
         from reservations r cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') d
        group by 1, 2)
     select count(*)::int as nights,
            count(*) filter (where n.held + n.sold > n.total)::int as oversold,
            count(*) filter (where coalesce(b.sold, 0) <> n.sold or coalesce(b.held, 0) <> n.held)::int as mismatched,
            coalesce(sum(n.held), 0)::int as held, coalesce(sum(n.sold), 0)::int as sold,
            coalesce(sum(n.total), 0)::int as total
       from room_nights n left join booked b on b.room_id = n.room_id and b.date = n.date
      where n.held > 0 or n.sold > 0 or b.room_id is not null`,
    );
  const [hotRow] = await orm.em
    .getConnection()
    .execute<Array<{ total: number; held: number; sold: number }>>(
      'select total, held, sold from room_nights where room_id = ? and date = ?',
      [hot.id, hotNight],
    );

  console.log(`\n${lines.join('\n')}\n`);
  console.log(
    `Booked nights checked: ${check!.nights} (held ${check!.held}, sold ${check!.sold}, total ${check!.total}); ` +
      `oversold nights: ${check!.oversold}; nights whose held/sold differ from the reservations: ${check!.mismatched}`,
  );
  console.log(`Hot night: total ${hotRow!.total}, held ${hotRow!.held}, sold ${hotRow!.sold}`);

  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await http.close();

  /** `concurrency` clients book until `target` bookings are completed or the stays are sold out. */
  async function runPhase(name: string, concurrency: number, target: number, pick: () => Stay): Promise<string> {
    let started = 0;
    let completed = 0;
    let soldOut = 0;
    let errors = 0;
    const total: number[] = [];
    const prepareTimes: number[] = [];
    const completeTimes: number[] = [];
    const began = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (started < target) {
          started += 1;
          const stay = pick();
          const t0 = performance.now();
          const prepared = await postJson('/api/reservations/prepare', {
            hId: stay.room.hotel_id,
            rId: stay.room.id,
            checkin: stay.checkin,
            checkout: stay.checkout,
            roomCount: 1,
            people: Math.min(2, stay.room.capacity),
            phone: '01012345678',
            termsAgreed: true,
          });
          const t1 = performance.now();
          prepareTimes.push(t1 - t0);
          if (prepared.status === 409) {
            soldOut += 1;
            continue;
          }
          if (prepared.status !== 200) {
            errors += 1;
            continue;
          }
          const order = prepared.body as { orderId: string; reservationId: number; totalAmount: number };
          const paid = await payInWindow(order);
          const t2 = performance.now();
          const done = await postJson('/api/payments/complete', {
            reId: order.reservationId,
            orderId: order.orderId,
            paymentKey: paid.get('paymentKey'),
            amount: order.totalAmount,
            payMethod: 'TOSS_PAY',
          });
          const t3 = performance.now();
          completeTimes.push(t3 - t2);
          if (done.status === 200) {
            completed += 1;
            total.push(t3 - t0);
          } else errors += 1;
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const row = `| ${name} | ${concurrency} | ${completed} | ${soldOut} | ${errors} | ${(completed / seconds).toFixed(0)} | ${pct(total, 0.5)} | ${pct(total, 0.95)} | ${pct(prepareTimes, 0.95)} | ${pct(completeTimes, 0.95)} |`;
    console.log(row);
    return row;
  }

  async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** The 결제하기 button of the sandbox's payment window; answers the success redirect's query. */
  async function payInWindow(order: { orderId: string; totalAmount: number }): Promise<URLSearchParams> {
    const response = await fetch(`${base}/local/toss/checkout`, {
      method: 'POST',
      body: new URLSearchParams({
        orderId: order.orderId,
        amount: String(order.totalAmount),
        orderName: '벤치마크 예약',
        successUrl: '/payment-callback',
        failUrl: '/payment-fail',
        action: 'pay',
      }),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return new URL(response.headers.get('location')!, base).searchParams;
  }

  function randomStay(): Stay {
    const room = rooms[Math.floor(Math.random() * rooms.length)]!;
    const checkin = addDays(today, 1 + Math.floor(Math.random() * 25));
    return { room, checkin, checkout: addDays(checkin, 1 + Math.floor(Math.random() * 2)) };
  }
} finally {
  await orm.close();
  const admin = new URL(database.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
  await client.end();
  await database.stop();
}

interface Stay {
  room: { id: number; hotel_id: number; capacity: number };
  checkin: string;
  checkout: string;
}

function pct(times: number[], q: number): string {
  if (times.length === 0) return '-';
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
}
