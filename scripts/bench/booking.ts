/**
 * Booking throughput (a benchmark, not a timed test):
 *   npm run bench:booking [-- --hotels 1000 --clients 50 --bookings 4000 --rate 200 --hot 200 --warm-up 1000 --sandbox worker --queue on --day-use 1000]
 * A fresh database (DATABASE_URL's server, else the embedded one) with the scale set (30 nights), this
 * app in this process, the local Toss sandbox in a worker thread (as Toss is elsewhere), the clients in
 * another. Each booking is prepare → the sandbox's payment window → complete, on a random room type and
 * stay. After an uncounted warm-up, three phases:
 * - "at R/s": open loop, a booking falls due every 1/R s and takes a free one of `clients` (at most that
 *   many in flight); its time counts from when it was due, so a backlog shows as latency;
 * - "back to back": closed loop, `clients` book one after the other as fast as the app answers (capacity;
 *   the latency is then the queue: 50 clients at X bookings/s wait 50/X s on average);
 * - "hot": the same clients race for one room type on one night with `hot` rooms.
 * - "대실" (`--day-use N` asks, 0 for none): the clients race through the services for 대실 hours and the nights
 *   around them on 20 room types and one date; a minute timeline then counts the double-used room-hours (0).
 * Then every night is checked against the reservations: held/sold must equal the PENDING/CONFIRMED
 * bookings and never exceed the total. The job queue runs in the app's process as in production (issue
 * 29; `--queue off` leaves it out, for a comparison): at R/s it prints the messages composed and sent per
 * second while the clients book, and how long after the phase the queue took to drain, and the delay from each
 * payment's completion to its guest's SMS (p50/p95), with the Solapi calls that sent them (SMS go in batches).
 * `--silent-receivers N` registers N partner webhooks on reservation.confirmed whose receivers never answer
 * (each delivery waits out WEBHOOK_TIMEOUT_MS): the guests' messages must not wait behind them.
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { startJobs } from '../../server/src/modules/jobs';
import { BOOKING_NOTICE_TASK } from '../../server/src/modules/notifications/notification.service';
import {
  DISPATCH_SMS_TASK,
  SEND_NOTIFICATION_TASK,
} from '../../server/src/modules/notifications/notification-dispatch.service';
import { sealSecret } from '../../server/src/modules/webhooks/webhook-secret';
import { createLogger } from '../../server/src/platform/logger';
import { LOCAL_TOSS_PATH, TossPayments } from '../../server/src/platform/payments/toss';
import { runDayUsePhase } from './day-use-phase';
import { percentile, scratchDatabase, serveApp, typeScriptWorker } from './support';
import type { ClientJob, ClientResult, ClientSetup, ClientStay } from './booking-client';
import type { SandboxJob } from './toss-sandbox';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    bookings: { type: 'string', default: '4000' },
    hot: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '1000' },
    // 'worker': the Toss sandbox on its own event loop, as real Toss is elsewhere; 'app': the one the app mounts.
    sandbox: { type: 'string', default: 'worker' },
    // Bookings falling due per second in the open-loop phase.
    rate: { type: 'string', default: '200' },
    // 'off': no job queue in the app's process (the notices pile up unsent), to compare with 'on'.
    queue: { type: 'string', default: 'on' },
    // Partner webhooks whose receivers take every delivery and never answer.
    'silent-receivers': { type: 'string', default: '0' },
    // Asks of the 대실 phase (0: none): 대실 hours and the nights around them, racing on a few room types.
    'day-use': { type: 'string', default: '1000' },
  },
});
const hotels = Number(values.hotels);
const clients = Number(values.clients);
const bookings = Number(values.bookings);
const hotRooms = Number(values.hot);
const warmUp = Number(values['warm-up']);
const sandboxInApp = values.sandbox === 'app';
const rate = Number(values.rate);
const withQueue = values.queue !== 'off';
const silentReceivers = Number(values['silent-receivers']);
const dayUseAsks = Number(values['day-use']);

const logger = createLogger('warn', true);
const database = await startScriptDatabase(logger);
const scratch = await scratchDatabase(database.url, 'shim_bench_booking');
const { url, orm } = scratch;

try {
  await seedScale(orm.em.fork(), hotels, 30);
  const rooms = await orm.em
    .getConnection()
    .execute<Array<{ id: number; hotel_id: number; capacity: number }>>('select id, hotel_id, capacity from rooms');
  const jwtSecret = randomBytes(32).toString('hex');
  const baseConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: jwtSecret });
  const sandboxKey = new TossPayments(baseConfig, logger).localSecretKey;
  const sandbox = sandboxInApp ? null : await startSandboxWorker(url, sandboxKey);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    // The bench's buyers come through the loopback with addresses of their own (booking-client.ts).
    TRUST_PROXY: 'loopback',
    // The silent receivers listen on this machine.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(sandbox ? { TOSS_API_URL: `${sandbox.base}${LOCAL_TOSS_PATH}` } : {}),
  });
  const app = await serveApp(config, orm);
  const base = app.base;
  const silent = await startSilentReceivers(silentReceivers, config);
  // As main.ts runs it: this process's workers compose the notices and send them while the clients book.
  const jobs = withQueue ? await startJobs(app.services, { databaseUrl: url, selfUrl: base, schedules: [] }) : null;
  console.log(jobs ? 'Job queue: in the app process (notices composed and sent)' : 'Job queue: off');
  const windowBase = sandbox?.base ?? base;
  console.log(
    sandbox
      ? 'Toss sandbox: its own worker thread (window and confirm off the app event loop)'
      : 'Toss sandbox: mounted in the app (window and confirm on the app event loop)',
  );
  const today = todayInSeoul();
  // The clients' thread, for every phase.
  const clientThread = typeScriptWorker(new URL('./booking-client.ts', import.meta.url), {
    base,
    windowBase,
  } satisfies ClientSetup);

  let queueLine = '';
  let smsLine = '';
  const lines = [
    '| phase | clients | completed | sold out | errors | bookings/s | booking p50 ms | booking p95 ms | prepare p95 ms | window p95 ms | complete p95 ms | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];

  // Warm-up, not counted: as many clients as the run, so both connection pools are full, every connection
  // has prepared its statements and V8 has compiled the hot paths. With a short warm-up the first
  // seconds of the run still showed it, as bookings several times slower than after.
  await runPhase('warm-up', clients, randomStays(warmUp));
  // The measured phase starts with the warm-up's notices sent.
  if (jobs) await drained();

  const before = await messageCounts();
  const phaseStartAt = new Date();
  const phaseStart = performance.now();
  lines.push(await runPhase(`at ${rate}/s`, clients, randomStays(bookings), rate));
  const phaseSeconds = (performance.now() - phaseStart) / 1000;
  const phaseEndAt = new Date();
  if (jobs) {
    const during = await messageCounts();
    const drainSeconds = await drained();
    const after = await messageCounts();
    const perSecond = (n: number) => (n / phaseSeconds).toFixed(1);
    queueLine =
      `Job queue at ${rate}/s: ${during.composed - before.composed} messages composed ` +
      `(${perSecond(during.composed - before.composed)}/s) and ${during.sent - before.sent} sent ` +
      `(${perSecond(during.sent - before.sent)}/s) in the phase's ${phaseSeconds.toFixed(1)} s; drained ` +
      `${drainSeconds.toFixed(1)} s after it ended (${after.sent - before.sent} of ${after.composed - before.composed} ` +
      `sent, ${after.failed} failed, ${after.solapiCalls - before.solapiCalls} Solapi calls, load ${loadavg()[0]!.toFixed(1)})`;
    console.log(queueLine);
    const sms = await smsDelays(phaseStartAt, phaseEndAt);
    smsLine =
      `Payment completion → guest SMS at ${rate}/s: ${sms.count} SMS, p50 ${sms.p50.toFixed(2)} s, ` +
      `p95 ${sms.p95.toFixed(2)} s, max ${sms.max.toFixed(2)} s (${silentReceivers} silent partner receivers, ` +
      `${silent.requests()} deliveries they held)`;
    console.log(smsLine);
  }
  lines.push(await runPhase('back to back', clients, randomStays(bookings)));
  const hot = rooms[0]!;
  const hotNight = addDays(today, 3);
  await orm.em
    .getConnection()
    .execute('update room_nights set total = ? where room_id = ? and date = ?', [hotRooms, hot.id, hotNight]);
  lines.push(
    await runPhase(
      `hot (1 room type, ${hotRooms} rooms)`,
      clients,
      Array.from({ length: hotRooms * 2 }, () => ({
        hotelId: hot.hotel_id,
        roomId: hot.id,
        persons: Math.min(2, hot.capacity),
        checkin: hotNight,
        checkout: addDays(hotNight, 1),
      })),
    ),
  );

  const dayUse =
    dayUseAsks > 0
      ? await runDayUsePhase(orm, app.services, { clients, asks: dayUseAsks, today, roomTypes: 20 })
      : null;
  if (dayUse) console.log(`${dayUse.row}\n${dayUse.check}`);

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
  if (queueLine) console.log(queueLine);
  if (smsLine) console.log(smsLine);
  if (dayUse) console.log(`${dayUse.row}\n${dayUse.check}`);

  await clientThread.terminate();
  await silent.close();
  await jobs?.stop();
  await app.close();
  await sandbox?.stop();

  /** `concurrency` clients (the client thread) book the stays until the list is done (back to back, or at `phaseRate`). */
  async function runPhase(
    name: string,
    concurrency: number,
    stays: ClientStay[],
    phaseRate: number | null = null,
  ): Promise<string> {
    const r = await new Promise<ClientResult>((resolve, reject) => {
      clientThread.once('message', resolve);
      clientThread.once('error', reject);
      clientThread.postMessage({ concurrency, stays, rate: phaseRate } satisfies ClientJob);
    });
    const row = `| ${name} | ${concurrency} | ${r.completed} | ${r.soldOut} | ${r.errors} | ${(r.completed / r.seconds).toFixed(0)} | ${percentile(r.booking, 0.5)} | ${percentile(r.booking, 0.95)} | ${percentile(r.prepare, 0.95)} | ${percentile(r.window, 0.95)} | ${percentile(r.complete, 0.95)} | ${loadavg()[0]!.toFixed(1)} |`;
    console.log(row);
    return row;
  }

  /** The notices' messages so far: written (composed), sent, failed for good, and the calls that sent the SMS. */
  async function messageCounts() {
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ composed: number; sent: number; failed: number; solapiCalls: number }>>(
        `select count(*)::int as composed, count(*) filter (where status = 'SENT')::int as sent,
                count(*) filter (where status = 'FAILED')::int as failed,
                (select count(distinct group_id)::int from local_sms) as "solapiCalls"
           from notifications`,
      );
    return row!;
  }

  /** Waits until no notice or send is due or retrying (a reminder booked for later does not count); answers the seconds. */
  async function drained(): Promise<number> {
    const started = performance.now();
    for (;;) {
      const [row] = await orm.em.getConnection().execute<Array<{ pending: number }>>(
        `select count(*)::int as pending from graphile_worker.jobs
          where task_identifier in (?, ?, ?) and (run_at <= now() or attempts > 0) and attempts < max_attempts`,
        [BOOKING_NOTICE_TASK, SEND_NOTIFICATION_TASK, DISPATCH_SMS_TASK],
      );
      if (row!.pending === 0) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Seconds from each phase booking's completion (confirmed_at) to its guest's confirmation SMS being sent. */
  async function smsDelays(from: Date, to: Date) {
    const [row] = await orm.em.getConnection().execute<Array<{ count: number; p50: number; p95: number; max: number }>>(
      `select count(*)::int as count,
              coalesce(percentile_cont(0.5) within group (order by extract(epoch from n.sent_at - r.confirmed_at)), 0)::float8 as p50,
              coalesce(percentile_cont(0.95) within group (order by extract(epoch from n.sent_at - r.confirmed_at)), 0)::float8 as p95,
              coalesce(max(extract(epoch from n.sent_at - r.confirmed_at)), 0)::float8 as max
         from notifications n join reservations r on r.id = n.reservation_id
        where n.channel = 'SMS' and n.event = 'CONFIRMED' and n.status = 'SENT'
          and r.confirmed_at >= ? and r.confirmed_at < ?`,
      [from, to],
    );
    return row!;
  }

  /** `count` partner endpoints on reservation.confirmed whose receivers take each POST and never answer it. */
  async function startSilentReceivers(count: number, appConfig: typeof config) {
    const servers: Server[] = [];
    let requests = 0;
    // The scale set has no accounts: the partner endpoints' owner is an administrator of the bench's own.
    const [admin] = await orm.em.getConnection().execute<Array<{ id: number }>>(
      `insert into users (email, name, role, created_at, updated_at)
         values ('bench-partners@shim.example', '벤치 관리자', 'ROLE_ADMIN', now(), now()) returning id`,
    );
    for (let i = 0; i < count; i += 1) {
      const server = createServer((req) => {
        requests += 1;
        req.resume();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      await orm.em.getConnection().execute(
        `insert into webhook_endpoints (owner_id, scope, url, events, secret_cipher, created_at)
         values (?, 'PARTNER', ?, '{reservation.confirmed}', ?, now())`,
        [
          admin!.id,
          `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
          sealSecret(appConfig, 'whsec_bench'),
        ],
      );
    }
    return {
      requests: () => requests,
      close: async () => {
        for (const server of servers) {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      },
    };
  }

  /** The sandbox (toss-sandbox.ts) in a worker thread on the same database; answers its address. */
  async function startSandboxWorker(databaseUrl: string, secretKey: string) {
    const worker = typeScriptWorker(new URL('./toss-sandbox.ts', import.meta.url), {
      databaseUrl,
      secretKey,
    } satisfies SandboxJob);
    const sandboxBase = await new Promise<string>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    return {
      base: sandboxBase,
      stop: async () => {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage('stop');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
        await worker.terminate();
      },
    };
  }

  function randomStays(count: number): ClientStay[] {
    return Array.from({ length: count }, () => {
      // rooms[0] is kept for the hot phase, so its night starts empty.
      const room = rooms[1 + Math.floor(Math.random() * (rooms.length - 1))]!;
      const checkin = addDays(today, 1 + Math.floor(Math.random() * 25));
      const checkout = addDays(checkin, 1 + Math.floor(Math.random() * 2));
      return { hotelId: room.hotel_id, roomId: room.id, persons: Math.min(2, room.capacity), checkin, checkout };
    });
  }
} finally {
  await scratch.drop();
  await database.stop();
}
