/**
 * `npm run scale-check`: the compose deployment's shape on this machine. Two compiled app processes against the
 * PostgreSQL of DATABASE_URL (a scratch database of their own) and the Redis of REDIS_URL (a key prefix of
 * their own), behind nginx with deploy/nginx.conf (Debian's package; the replicas' addresses put in for
 * docker's names). Through nginx it races 50 buyers for 10 rooms, tries the per-client limits and a
 * logout, and prints: oversold nights (must be 0), limits held across both, sessions revoked across both.
 * Exits 1 when any of them fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { dropDatabase, ensureDatabaseExists } from '../server/src/db/database';
import { connectOrm } from '../server/src/orm';
import { createUser, PASSWORD } from '../server/test/fixtures';
import { createHotel } from '../server/test/hotel-fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUYERS = 50;
const ROOMS = 10;
const LOGIN_LIMIT = 30;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('scale-check: DATABASE_URL (a PostgreSQL server the check may create a database on) is required');
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `shim-scale-check:${randomBytes(4).toString('hex')}:`;
const databaseName = `shim_scale_check_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;

const children: ChildProcess[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'shim-scale-check-'));
let failed = false;
const report = (ok: boolean, line: string) => {
  if (!ok) failed = true;
  console.log(`${ok ? '✓' : '✗'} ${line}`);
};

try {
  await ensureDatabaseExists(databaseUrl.toString());
  const [port1, port2, balancerPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const jwtSecret = randomBytes(48).toString('base64url');
  buildServer();
  // The first process migrates the empty database; the second starts once it is ready (as in compose).
  // Both replicas are one site, the nginx in front of them (production requires its address).
  const site = `http://127.0.0.1:${balancerPort}`;
  await startApp(port1, jwtSecret, site);
  await startApp(port2, jwtSecret, site);
  const base = startNginx(balancerPort, [port1, port2]);
  await waitFor(`${base}/healthz`);
  console.log(`scale-check: 2 app processes (:${port1}, :${port2}) behind nginx ${base}`);
  console.log(`scale-check: PostgreSQL database ${databaseName}, Redis ${redisUrl} under ${prefix}`);

  const orm = await connectOrm(databaseUrl.toString());
  const { hotel, rooms } = await createHotel(orm, { rooms: [{ unitCount: ROOMS, capacity: 2, basePrice: 80_000 }] });
  const room = rooms[0]!;
  const member = await createUser(orm, 'ROLE_USER');

  // 1. 50 buyers, each a client of its own (address and browser), race for the 10 rooms of two nights.
  const checkIn = addDays(todayInSeoul(), 5);
  const checkOut = addDays(checkIn, 2);
  const stay = { hId: hotel.id, rId: room.id, checkin: checkIn, checkout: checkOut, roomCount: 1, people: 2 };
  const outcomes = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => buy(base, { ...stay, phone: '01012345678', termsAgreed: true }, i)),
  );
  const booked = outcomes.filter((o) => o.result === 'booked').length;
  const soldOut = outcomes.filter((o) => o.result === 'sold out').length;
  const errors = outcomes.filter((o) => o.result !== 'booked' && o.result !== 'sold out');
  const servedBy = new Set(outcomes.flatMap((o) => o.upstreams));
  const [oversold] = await orm.em.getConnection().execute<Array<{ nights: number }>>(
    `select count(*)::int as nights from room_nights n
      where n.room_id = ? and (n.held + n.sold > n.total or n.total < (
        select coalesce(sum(r.room_count), 0) from reservations r where r.room_id = n.room_id
           and r.status in ('PENDING', 'CONFIRMED') and r.check_in <= n.date and r.check_out > n.date))`,
    [room.id],
  );
  console.log(
    `buyers: ${BUYERS} for ${ROOMS} rooms → ${booked} booked, ${soldOut} sold out, ${errors.length} errors` +
      ` (answered by ${servedBy.size} processes)`,
  );
  for (const error of errors.slice(0, 3)) console.log(`  error: ${error.result}`);
  report(oversold?.nights === 0 && booked === ROOMS && errors.length === 0, `oversold nights: ${oversold?.nights}`);

  // 2. The limits are one limit across both processes.
  const loginIp = fakeIp(200);
  const logins: number[] = [];
  const loginUpstreams = new Set<string>();
  for (let i = 0; i < LOGIN_LIMIT + 10; i += 1) {
    const answer = await call(base, 'POST', '/api/auth/login', {
      ip: loginIp,
      body: { email: 'nobody@example.com', password: 'Wrong-passw0rd!' },
    });
    logins.push(answer.status);
    if (answer.upstream) loginUpstreams.add(answer.upstream);
  }
  const beforeLimit = logins.findIndex((status) => status === 429);
  report(
    beforeLimit === LOGIN_LIMIT && loginUpstreams.size === 2,
    `limits held across both: login ${beforeLimit} of ${logins.length} attempts before 429` +
      ` (limit ${LOGIN_LIMIT} per IP per minute, over ${loginUpstreams.size} processes)`,
  );
  const holdIp = fakeIp(201);
  const holdStatuses: number[] = [];
  const holdUpstreams = new Set<string>();
  for (let i = 0; i <= LIMITS.guestOpenHoldsPerIp; i += 1) {
    const answer = await call(base, 'POST', '/api/reservations/prepare', {
      ip: holdIp,
      browserKey: `scale-check-holds-${i}-${randomBytes(6).toString('hex')}`,
      body: {
        ...stay,
        checkin: addDays(checkIn, 10 + i),
        checkout: addDays(checkIn, 11 + i),
        phone: '01055554444',
        termsAgreed: true,
      },
    });
    holdStatuses.push(answer.status);
    if (answer.upstream) holdUpstreams.add(answer.upstream);
  }
  const holdsOk = holdStatuses.slice(0, -1).every((s) => s === 200) && holdStatuses.at(-1) === 429;
  report(
    holdsOk,
    `limits held across both: guest holds ${holdStatuses.join(', ')} (limit ${LIMITS.guestOpenHoldsPerIp} open per IP, over ${holdUpstreams.size} processes)`,
  );

  // 3. A logout through one process ends the session on both.
  const login = await call(base, 'POST', '/api/auth/login', {
    ip: fakeIp(202),
    body: { email: member.email, password: PASSWORD },
  });
  const tokens = login.body as { accessToken: string; refreshToken: string };
  const probe = async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 12; i += 1) {
      const me = await call(base, 'GET', '/api/auth/me', { ip: fakeIp(202), token: tokens.accessToken });
      seen.set(me.upstream ?? '?', me.status);
    }
    return seen;
  };
  const before = await probe();
  const logout = await call(base, 'POST', '/api/auth/logout', {
    ip: fakeIp(202),
    body: { refreshToken: tokens.refreshToken },
  });
  const after = await probe();
  const revoked =
    [...before.values()].every((s) => s === 200) && [...after.values()].every((s) => s === 401) && after.size === 2;
  report(
    login.status === 200 && logout.status < 300 && revoked,
    `sessions revoked across both: before logout ${[...before.values()].join('/')} on ${before.size} processes,` +
      ` after logout (through ${logout.upstream}) ${[...after.values()].join('/')} on ${after.size} processes`,
  );
  await orm.close();
} catch (error) {
  failed = true;
  console.error('scale-check:', error);
} finally {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null).reverse();
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await dropDatabase(serverUrl, databaseName);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

interface Answer {
  status: number;
  body: unknown;
  upstream: string | null;
  location: string | null;
}

/** A request through nginx as a client at `ip` (X-Forwarded-For, as a proxy in front of nginx would send). */
async function call(
  base: string,
  method: string,
  pathname: string,
  options: { ip: string; body?: unknown; token?: string; browserKey?: string; form?: URLSearchParams },
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.browserKey) headers['x-browser-key'] = options.browserKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + pathname, {
    method,
    headers,
    redirect: 'manual',
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return {
    status: response.status,
    body,
    upstream: response.headers.get('x-upstream'),
    location: response.headers.get('location'),
  };
}

/** prepare → the local payment window (pay) → complete, as one buyer. */
async function buy(base: string, body: Record<string, unknown>, i: number) {
  const ip = fakeIp(i);
  const browserKey = `scale-check-buyer-${i}-${randomBytes(6).toString('hex')}`;
  const upstreams: string[] = [];
  const seen = (answer: Answer) => {
    if (answer.upstream) upstreams.push(answer.upstream);
    return answer;
  };
  const prepared = seen(await call(base, 'POST', '/api/reservations/prepare', { ip, browserKey, body }));
  if (prepared.status === 409) return { result: 'sold out', upstreams };
  if (prepared.status !== 200)
    return { result: `prepare ${prepared.status} ${JSON.stringify(prepared.body)}`, upstreams };
  const order = prepared.body as { orderId: string; reservationId: number; totalAmount: number; hotelName: string };
  const form = new URLSearchParams({
    orderId: order.orderId,
    amount: String(order.totalAmount),
    orderName: order.hotelName,
    customerName: '구매자',
    successUrl: '/payment-callback',
    failUrl: '/payment-fail',
    scenario: 'APPROVE',
    action: 'pay',
  });
  const window = seen(await call(base, 'POST', '/local/toss/checkout', { ip, form }));
  if (window.status !== 303 || !window.location) return { result: `payment window ${window.status}`, upstreams };
  const paid = new URL(window.location, base).searchParams;
  const completed = seen(
    await call(base, 'POST', '/api/payments/complete', {
      ip,
      browserKey,
      body: {
        reId: order.reservationId,
        orderId: order.orderId,
        paymentKey: paid.get('paymentKey'),
        amount: Number(paid.get('amount')),
        payMethod: 'TOSS_PAY',
      },
    }),
  );
  if (completed.status !== 200)
    return { result: `complete ${completed.status} ${JSON.stringify(completed.body)}`, upstreams };
  return { result: 'booked', upstreams };
}

/** A documentation address (RFC 5737) per client, so each buyer is a client of its own. */
function fakeIp(i: number): string {
  return `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
}

/** The compiled server, as production runs it (npm start, the Dockerfile), built afresh. */
function buildServer(): void {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('scale-check: the server build failed');
}

async function startApp(port: number, jwtSecret: string, publicUrl: string): Promise<void> {
  // This script's own tsx setting names a tsconfig relative to the repo; the server runs from server/.
  const { TSX_TSCONFIG_PATH: _ours, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: path.join(root, 'server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      // No outside services here: the local stand-ins (payment sandbox) play them, said out loud.
      LOCAL_STANDINS: 'true',
      // nginx on the loopback is the one proxy to trust.
      TRUST_PROXY: 'loopback',
      LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT),
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(workDir, `data-${port}`),
    },
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/readyz`, child);
}

/** deploy/nginx.conf with the replicas at the given loopback ports, in an http block of its own. */
function startNginx(port: number, appPorts: number[]): string {
  const compose = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const site = compose
    // Docker's DNS and `resolve` (nginx >= 1.27.3) are for containers that move; the loopback does not.
    .replace(/^resolver .*$/m, '')
    .replace(/ resolve /g, ' ')
    .replace('app1:4000', `127.0.0.1:${appPorts[0]}`)
    .replace('app2:4000', `127.0.0.1:${appPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(workDir, 'site.conf'), site);
  writeFileSync(
    path.join(workDir, 'nginx.conf'),
    `pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  # Which replica answered, so the check can tell that both took part.
  add_header X-Upstream $upstream_addr always;
  include ${workDir}/site.conf;
}
`,
  );
  const nginx = spawn(
    process.env.NGINX_PATH || '/usr/sbin/nginx',
    ['-p', workDir, '-c', `${workDir}/nginx.conf`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(nginx);
  return `http://127.0.0.1:${port}`;
}

async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
