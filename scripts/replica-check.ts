/**
 * `npm run replica-check`: DATABASE_READ_URL against a real streaming replica, as compose runs it, on this
 * machine's PostgreSQL binaries (Debian's `postgresql` package: initdb, pg_ctl, pg_basebackup). Under a
 * temporary folder it makes a primary (wal_level=replica) and a hot standby copied by pg_basebackup -R on two
 * free loopback ports, migrates and seeds the primary, and runs this app on both. With the standby's replay
 * paused it checks that search and detail answer what the standby has (not the primary's newer lodging),
 * that a booking (hold and its read-back) works on the primary all the same, and that a write through the
 * read pool is refused; then that the standby catches up. Exits 1 when a check fails; removes everything.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { createHttpApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectOrm, connectReadOrm, DEFAULT_POOL } from '../server/src/orm';
import { createLogger } from '../server/src/platform/logger';
import { SharedState } from '../server/src/platform/shared-state';
import { createHotel } from '../server/test/hotel-fixtures';

const bin = postgresBin();
const asRoot = userInfo().uid === 0;
const work = mkdtempSync('/tmp/shim-replica-check-');
if (asRoot) chownSync(work, idOf('-u'), idOf('-g'));
let failed = false;
const report = (ok: boolean, line: string) => {
  if (!ok) failed = true;
  console.log(`${ok ? '✓' : '✗'} ${line}`);
};
const started: string[] = [];

try {
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(work, 'primary');
  const replicaDir = path.join(work, 'replica');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  startCluster(primaryDir, primaryPort, ['-c', 'wal_level=replica', '-c', 'max_wal_senders=5']);
  const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}`;
  await sql(`${primaryServer}/postgres`, `create role replicator with replication login`);
  await sql(`${primaryServer}/postgres`, `create database shim`);
  // -R writes standby.signal and primary_conninfo: the standby streams from the primary from its first start.
  run(
    'pg_basebackup',
    ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'replicator', '-D', replicaDir].concat([
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]),
  );
  startCluster(replicaDir, replicaPort, ['-c', 'hot_standby=on']);
  const primaryUrl = `${primaryServer}/shim`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/shim`;
  console.log(`replica-check: primary :${primaryPort}, standby :${replicaPort} (${bin})`);

  const orm = await connectOrm(primaryUrl);
  const readOrm = await connectReadOrm(replicaUrl, DEFAULT_POOL);
  const { hotel: seen, rooms } = await createHotel(orm, { name: '복제 확인 호텔', address: '복제시 확인구 1' });
  report(
    await sql(replicaUrl, 'select pg_is_in_recovery() as v').then((v) => v === true),
    'the standby is in recovery',
  );
  report(
    await sql(primaryUrl, `select count(*)::int as v from pg_stat_replication where state = 'streaming'`).then(
      (v) => v === 1,
    ),
    'the primary streams WAL to it',
  );
  await caughtUp(primaryUrl, replicaUrl);

  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: replicaUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const shared = await SharedState.connect(config, orm, { limitFactor: 100 });
  const http = await createHttpApp({ config, orm, readOrm, logger: createLogger('silent', false), shared });
  const server = createHttpServer(http.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json', 'x-browser-key': 'replica-check-browser-key' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  const checkIn = addDays(todayInSeoul(), 10);
  const stay = { startDate: checkIn, endDate: addDays(checkIn, 1), numberOfRooms: 1, numberOfPeople: 2 };

  await sql(replicaUrl, 'select pg_wal_replay_pause()');
  const { hotel: unseen } = await createHotel(orm, { name: '새 호텔', address: '복제시 새구 2' });
  const found = await call('POST', '/api/search', { region: '복제시', ...stay });
  const names = ((found.body as unknown as Array<{ hName: string }>) ?? []).map((hit) => hit.hName);
  report(names.length === 1 && names[0] === seen.name, `search reads the standby (paused): ${JSON.stringify(names)}`);
  report((await call('GET', `/api/hotels/${unseen.id}`)).status === 404, 'detail reads the standby (new lodging 404)');
  const prepared = await call('POST', '/api/reservations/prepare', {
    hId: seen.id,
    rId: rooms[0]!.id,
    checkin: stay.startDate,
    checkout: stay.endDate,
    roomCount: 1,
    people: 2,
    phone: '01012345678',
    termsAgreed: true,
  });
  report(prepared.status === 200, `a hold is written to the primary (${prepared.status})`);
  const orderId = String(prepared.body?.orderId);
  const readBack = await call('GET', `/api/reservations/order/${orderId}`);
  report(readBack.status === 200, `the booking reads itself back from the primary (${readBack.status})`);
  const refused = await readOrm.em
    .getConnection()
    .execute('update hotels set name = name')
    .then(() => false)
    .catch((error: Error) => /read-only/.test(error.message));
  report(refused, 'a write through the read pool is refused');

  await sql(replicaUrl, 'select pg_wal_replay_resume()');
  await caughtUp(primaryUrl, replicaUrl);
  const after = await call('POST', '/api/search', { region: '복제시', ...stay });
  report(Array.isArray(after.body) && after.body.length === 2, 'after replay resumes, search sees both lodgings');

  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await http.close();
  await shared.close();
  await readOrm.close();
  await orm.close();
} catch (error) {
  failed = true;
  console.error('replica-check:', error);
} finally {
  for (const dir of started.reverse()) run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop'], true);
  rmSync(work, { recursive: true, force: true });
}
console.log(failed ? 'replica-check: FAILED' : 'replica-check: all checks passed');
process.exit(failed ? 1 : 0);

/** Debian's PostgreSQL binaries (the newest installed), else whatever is on PATH. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(`${dir}/initdb`));
  if (found) return found;
  if (spawnSync('which', ['pg_basebackup']).status === 0) return '';
  console.error('replica-check: needs PostgreSQL server binaries (apt-get install postgresql)');
  process.exit(1);
}

/** A PostgreSQL binary, as the `postgres` OS user when this runs as root (PostgreSQL refuses root). */
function run(tool: string, args: string[], quiet = false): void {
  const command = bin ? path.join(bin, tool) : tool;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd: work, encoding: 'utf8' });
  if (result.status !== 0 && !quiet) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

function startCluster(dir: string, port: number, settings: string[]): void {
  const options = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${work}`];
  run('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-o', [...options, ...settings].join(' '), 'start']);
  started.push(dir);
}

/** Waits until the standby has replayed everything the primary wrote so far. */
async function caughtUp(primaryUrl: string, replicaUrl: string): Promise<void> {
  const target = await sql(primaryUrl, 'select pg_current_wal_lsn()::text as v');
  for (let i = 0; i < 300; i++) {
    const done = await sql(replicaUrl, `select pg_last_wal_replay_lsn() >= '${String(target)}'::pg_lsn as v`);
    if (done === true) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the standby did not catch up within 30 s');
}

/** One statement's column `v` of its first row. */
async function sql(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ v: unknown }>(text)).rows[0]?.v;
  } finally {
    await client.end();
  }
}

/** The `postgres` OS user's uid (`-u`) or gid (`-g`). */
function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
