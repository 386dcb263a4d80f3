/**
 * Money under faults (a benchmark, not a timed test):
 *   npm run bench:faults [-- --bookings 2000 --cancels 300 --concurrency 8 --seed 26]
 * A fresh database with a small scale set and this app in this process, its database reached through a
 * TCP proxy (server/test/support/tcp-proxy.ts) and Toss played by the sandbox with scripted faults. Each
 * guest booking (prepare → window → complete) and each later cancellation draws its faults at these rates:
 *   confirm: 4% Toss 500 without acting, 4% acted then 500, 3% acted but answered after the timeout;
 *   the database dropped while the completion is recorded: 3%; the guest retries a failed completion: 50%;
 *   cancel: 5% Toss 500 without acting, 5% acted then 500, the database dropped while it is recorded: 4%;
 *   a lookup failing during reconciliation: 10% of the orders with a fault.
 * Then holds are released and reconciliation runs (on a clock moved past the grace and backoffs) until
 * nothing is due, and the invariants are printed; any breach is listed and the exit code is 1.
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { connectOrm } from '../../server/src/orm';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { expireHolds } from '../../server/src/modules/reservations/hold-expiry';
import { reconcilePayments } from '../../server/src/modules/reservations/settlement';
import type { AppServices } from '../../server/src/platform/context';
import { PinnedClock } from '../../server/src/platform/clock';
import { createLogger } from '../../server/src/platform/logger';
import { TossPayments } from '../../server/src/platform/payments/toss';
import { breaches, ledger } from '../../server/test/money-fixtures';
import { TcpProxy } from '../../server/test/support/tcp-proxy';
import { scratchDatabase, serveApp } from './support';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '2000' },
    cancels: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
    hotels: { type: 'string', default: '40' },
    seed: { type: 'string', default: '26' },
  },
});
const bookings = Number(values.bookings);
const cancels = Number(values.cancels);
const concurrency = Number(values.concurrency);

// A small deterministic generator, so a run can be repeated (mulberry32).
let state = Number(values.seed) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const chance = (p: number) => random() < p;

const logger = createLogger('warn', true);
const database = await startScriptDatabase(logger);
const scratch = await scratchDatabase(database.url, 'shim_bench_faults');
const target = new URL(scratch.url);
const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: proxy.urlFor(scratch.url),
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'loopback',
  TOSS_TIMEOUT_MS: '1000',
});
const appOrm = await connectOrm(proxy.urlFor(scratch.url));
const app = await serveApp(config, appOrm);
const secret = new TossPayments(config, logger).localSecretKey;
const auth = `Basic ${Buffer.from(`${secret}:`).toString('base64')}`;
const counts: Record<string, number> = {};
const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(app.base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const fault = (op: string, mode: string, orderId: string, delayMs = 0) =>
  fetch(`${app.base}/local/toss/test/faults`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ op, mode, count: 1, delayMs, orderId }),
  });

async function window(orderId: string, amount: number): Promise<string> {
  const form = new URLSearchParams({
    orderId,
    amount: String(amount),
    orderName: 'bench',
    successUrl: '/payment-callback',
    failUrl: '/payment-fail',
    action: 'pay',
  });
  const response = await fetch(`${app.base}/local/toss/checkout`, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(response.headers.get('location')!, app.base).searchParams.get('paymentKey')!;
}

interface Booked {
  reservationId: number;
  orderId: string;
  phone: string;
}

try {
  await seedScale(scratch.orm.em.fork(), Number(values.hotels), 60);
  const rooms = await scratch.orm.em
    .getConnection()
    .execute<Array<{ id: number; hotel_id: number }>>('select id, hotel_id from rooms');
  const today = todayInSeoul();
  const confirmed: Booked[] = [];
  let next = 0;
  let guest = 0;
  const started = performance.now();

  const bookOne = async () => {
    const room = rooms[Math.floor(random() * rooms.length)]!;
    const checkin = addDays(today, 10 + Math.floor(random() * 40));
    const phone = `010${String(10_000_000 + guest).slice(-8)}`;
    const from = { 'x-forwarded-for': `10.${(guest >> 16) & 255}.${(guest >> 8) & 255}.${guest++ & 255}` };
    const prepared = await call(
      'POST',
      '/api/reservations/prepare',
      {
        hId: room.hotel_id,
        rId: room.id,
        checkin,
        checkout: addDays(checkin, 1),
        roomCount: 1,
        people: 2,
        phone,
        termsAgreed: true,
      },
      from,
    );
    if (prepared.status !== 200) return count(`prepare ${prepared.status}`);
    const orderId = prepared.body.orderId as string;
    const amount = prepared.body.totalAmount as number;
    const paymentKey = await window(orderId, amount);
    const roll = random();
    if (roll < 0.04) await fault('confirm', 'fail', orderId).then(() => count('fault confirm 500'));
    else if (roll < 0.08) await fault('confirm', 'answerFail', orderId).then(() => count('fault confirm acted+500'));
    else if (roll < 0.11) await fault('confirm', 'answerLate', orderId, 1_500).then(() => count('fault confirm late'));
    else if (roll < 0.14) {
      proxy.cutOn('payment.record');
      count('fault db cut mid-completion');
    }
    if (roll < 0.14 && chance(0.1)) await fault('lookup', 'fail', orderId).then(() => count('fault lookup 500'));
    const body = { reId: prepared.body.reservationId, orderId, paymentKey, amount, payMethod: 'TOSS_PAY' };
    let completed = await call('POST', '/api/payments/complete', body, from);
    if (completed.status !== 200 && completed.status >= 500 && chance(0.5)) {
      count('guest retried');
      completed = await call('POST', '/api/payments/complete', body, from);
    }
    count(`complete ${completed.status}`);
    if (completed.status === 200)
      confirmed.push({ reservationId: prepared.body.reservationId as number, orderId, phone });
  };

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bookings) {
        next += 1;
        await bookOne().catch((error: unknown) => count(`booking error ${(error as Error).message}`));
      }
    }),
  );
  proxy.clearCuts();

  const toCancel = confirmed.slice(0, cancels);
  let c = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (c < toCancel.length) {
        const booked = toCancel[c++]!;
        const roll = random();
        if (roll < 0.05) await fault('cancel', 'fail', booked.orderId).then(() => count('fault cancel 500'));
        else if (roll < 0.1)
          await fault('cancel', 'answerFail', booked.orderId).then(() => count('fault cancel acted+500'));
        else if (roll < 0.14) {
          proxy.cutOn("and status = 'CONFIRMED' returning id");
          count('fault db cut mid-refund');
        }
        const answer = await call('PUT', `/api/reservations/${booked.reservationId}/cancel`, {
          orderId: booked.orderId,
          phone: booked.phone,
        });
        count(`cancel ${answer.status}`);
      }
    }),
  );
  proxy.clearCuts();
  const traffic = (performance.now() - started) / 1000;

  // Reconciliation on a clock past the holds, the confirm grace and each backoff, until nothing is due.
  const reconcileStarted = performance.now();
  let rounds = 0;
  let minutes = 15;
  for (;;) {
    const services = {
      orm: appOrm,
      logger: createLogger('silent', false),
      adapters: { toss: new TossPayments(config, logger) },
      clock: new PinnedClock(new Date(Date.now() + minutes * 60_000)),
    } as unknown as AppServices;
    await expireHolds(services);
    const run = await reconcilePayments(services, app.base, { limit: 1000 });
    rounds += 1;
    if (run.looked === 0) break;
    minutes += 90;
  }
  const reconcileSeconds = (performance.now() - reconcileStarted) / 1000;

  const rows = await ledger(scratch.orm);
  const [open] = await scratch.orm.em.getConnection().execute<Array<{ open: number; dead: number }>>(
    `select count(*) filter (where dead_at is null)::int as open, count(*) filter (where dead_at is not null)::int as dead
         from payment_attempts where state = 'SENT'`,
  );
  const found = await breaches(scratch.orm);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
  console.log(
    `bookings ${bookings}, cancellations ${toCancel.length}, concurrency ${concurrency}, traffic ${traffic.toFixed(1)} s`,
  );
  console.log(
    Object.entries(counts)
      .sort()
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n'),
  );
  console.log(
    `reconciliation: ${rounds} rounds, ${reconcileSeconds.toFixed(2)} s; open attempts ${open!.open}, dead-lettered ${open!.dead}`,
  );
  console.log(
    `Σ at Toss (charged − refunded) ${sum((r) => r.atToss)}원 = Σ ours (paid − refunded) ${sum((r) => r.ours)}원`,
  );
  console.log(`orders whose money differs: ${rows.filter((r) => r.atToss !== r.ours).length}`);
  console.log(`confirmed without money: ${rows.filter((r) => r.status === 'CONFIRMED' && r.ours <= 0).length}`);
  console.log(`money without a booking: ${rows.filter((r) => r.ours > 0 && r.status === 'PENDING').length}`);
  console.log(`breaches (money and nights): ${found.length}`);
  for (const line of found.slice(0, 20)) console.log(`  ${line}`);
  process.exitCode = found.length === 0 ? 0 : 1;
} finally {
  await app.close();
  await appOrm.close();
  await proxy.close();
  await scratch.drop();
  await database.stop();
}
