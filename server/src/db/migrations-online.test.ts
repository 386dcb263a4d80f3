import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabaseExists, dropDatabase } from './database';
import { applyMigrations, createIndexConcurrently, MIGRATION_LIMITS } from './migration-runner';
import { MIGRATIONS } from './migrations';

/**
 * Every migration this tree adds since the previous release is applied, one by one, while members book and pay
 * through the REST API of the previous release's own app (docs/decisions/data.md "Changing the schema").
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LIST = 'server/src/db/migrations/index.ts';

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
const listedIn = (source: string) => [...source.matchAll(/name: '(\w+)'/g)].map((m) => m[1]!);

/**
 * The previous release: the newest commit whose migration list differs from this tree's (HEAD while the tree
 * adds migrations, else the parent of the commit that added the newest). Without git history it throws.
 */
function previousRelease(): { commit: string; listed: string[] } {
  const current = MIGRATIONS.map((m) => m.name).join();
  const changes = git('log', '--format=%H', '--', LIST).split('\n').filter(Boolean);
  for (const commit of ['HEAD', ...changes.map((c) => `${c}^`)]) {
    let listed: string[];
    try {
      listed = listedIn(git('show', `${commit}:${LIST}`));
    } catch (error) {
      throw new Error(`이전 릴리스(${commit})를 git 기록에서 찾지 못했습니다: 전체 기록이 있는 clone이 필요합니다`, {
        cause: error,
      });
    }
    if (listed.join() !== current) return { commit: git('rev-parse', commit).trim(), listed };
  }
  throw new Error('마이그레이션 목록이 바뀐 커밋이 없습니다');
}

/** The previous release's server and common sources in `dir`, resolving packages from this tree's node_modules. */
function checkOut(commit: string, dir: string): void {
  const archive = path.join(dir, 'release.tar');
  git('archive', '-o', archive, commit, 'package.json', 'tsconfig.base.json', 'server', 'common');
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@shim'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@shim') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(path.join(dir, 'common'), path.join(modules, '@shim', 'common'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ReleaseApp {
  url: string;
  process: ChildProcess;
  /** The tail of its log (warnings and errors): what a failed booking's 500 was. */
  output(): string;
}

/** The previous release's app on `databaseUrl`: it migrates the empty database to its schema and seeds demo data. */
async function startRelease(dir: string, databaseUrl: string): Promise<ReleaseApp> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
    cwd: path.join(dir, 'server'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Four buyers need few connections, and the test server's connections are shared by the files running beside it.
      DB_POOL_MAX: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Polled until it answers: its start-up (migrations, demo seed) is the hook's to bound, not ours.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`이전 릴리스 앱이 끝났습니다 (${child.exitCode}): ${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: child, output: () => output };
    await pause(500);
  }
}

interface LoadError {
  step: string;
  status: number;
  body: string;
}

/**
 * Demo members (the previous release's seed) booking and paying through the REST API, each on nights no other
 * booking of the run takes. Members, since a guest's unpaid holds are capped per address and all come from here.
 */
class BookingLoad {
  confirmed = 0;
  readonly errors: LoadError[] = [];
  private stopped = false;
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  private clients: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly rooms: Array<{ roomId: number; hotelId: number }>,
  ) {}

  start(clients: number): void {
    this.clients = Array.from({ length: clients }, (_, client) => this.run(client, clients));
  }

  /** Resolves once `count` bookings are confirmed in all (the load moves on its own; no timer decides). */
  reached(count: number): Promise<void> {
    if (this.confirmed >= count || this.errors.length > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.clients);
  }

  private async run(client: number, clients: number): Promise<void> {
    let token: string;
    try {
      const email = `guest${client + 1}@example.com`;
      ({ accessToken: token } = await this.call<{ accessToken: string }>('login', '/api/auth/login', {
        email,
        password: 'Passw0rd!',
      }));
    } catch (error) {
      this.errors.push(error as LoadError);
      return;
    }
    for (let n = 0; !this.stopped; n++) {
      const turn = n * clients + client;
      const room = this.rooms[turn % this.rooms.length]!;
      const night = 30 + Math.floor(turn / this.rooms.length);
      try {
        await this.book(token, room, night);
        this.confirmed++;
      } catch (error) {
        this.errors.push(error as LoadError);
      }
      const due = this.waiters.filter((w) => this.confirmed >= w.count || this.errors.length > 0);
      this.waiters = this.waiters.filter((w) => !due.includes(w));
      for (const waiter of due) waiter.resolve();
    }
  }

  private async book(token: string, room: { roomId: number; hotelId: number }, offset: number): Promise<void> {
    const day = (plus: number) => new Date(Date.now() + (offset + plus) * 86_400_000).toISOString().slice(0, 10);
    const prepared = await this.call<{
      orderId: string;
      reservationId: number;
      totalAmount: number;
      orderName: string;
    }>(
      'prepare',
      '/api/reservations/prepare',
      {
        hId: room.hotelId,
        rId: room.roomId,
        checkin: day(0),
        checkout: day(1),
        roomCount: 1,
        people: 1,
        phone: '01012345678',
        termsAgreed: true,
      },
      token,
    );
    const window = await fetch(`${this.url}/local/toss/checkout`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        easyPay: '',
        orderId: prepared.orderId,
        amount: String(prepared.totalAmount),
        orderName: prepared.orderName,
        customerName: '김예약',
        successUrl: '/payment-callback',
        failUrl: '/payment-fail',
        scenario: 'APPROVE',
        action: 'pay',
      }),
    });
    if (window.status !== 303) throw { step: 'pay', status: window.status, body: await window.text() };
    const paid = new URL(window.headers.get('location')!, this.url).searchParams;
    await this.call(
      'complete',
      '/api/payments/complete',
      {
        reId: prepared.reservationId,
        orderId: prepared.orderId,
        paymentKey: paid.get('paymentKey'),
        amount: prepared.totalAmount,
        payMethod: 'TOSS_PAY',
      },
      token,
    );
  }

  private async call<T>(step: string, route: string, body: unknown, token?: string): Promise<T> {
    const answer = await fetch(this.url + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).catch((error: Error) => {
      throw { step, status: 0, body: error.message };
    });
    const text = await answer.text();
    if (answer.status !== 200) throw { step, status: answer.status, body: text };
    return JSON.parse(text) as T;
  }
}

/** An index on the busiest table, built the only way the rule allows on it: CONCURRENTLY, outside a transaction. */
class OnlineIndexProbe extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    for (const sql of createIndexConcurrently('room_nights_online_probe', 'on room_nights (room_id, sold)')) {
      this.addSql(sql);
    }
  }
}

const PROBE: MigrationObject = { name: 'OnlineIndexProbe', class: OnlineIndexProbe };

function scratchUrl(prefix: string): string {
  const url = new URL(inject('templateDatabaseUrl'));
  url.pathname = `/${prefix}_${randomBytes(6).toString('hex')}`;
  return url.toString();
}

describe('migrations applied while the previous release takes bookings', () => {
  const release = previousRelease();
  const newer = MIGRATIONS.filter((m) => !release.listed.includes(m.name));
  const databaseUrl = scratchUrl('shim_online');
  const dir = mkdtempSync(path.join(tmpdir(), 'shim-previous-release-'));
  let app: ReleaseApp | undefined;
  const session = new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    checkOut(release.commit, dir);
    app = await startRelease(dir, databaseUrl);
    await session.connect();
  }, 600_000);

  afterAll(async () => {
    await session.end().catch(() => undefined);
    if (app && app.process.exitCode === null) {
      const exited = new Promise((resolve) => app!.process.once('exit', resolve));
      app.process.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(databaseUrl, new URL(databaseUrl).pathname.slice(1));
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('knows which migrations are new since the previous release, every one of them still listed in order', () => {
    expect(newer.length).toBeGreaterThan(0);
    expect(MIGRATIONS.filter((m) => release.listed.includes(m.name)).map((m) => m.name)).toEqual(release.listed);
  });

  it('applies each newer migration under booking load, each lock within lock_timeout, and no booking fails', async () => {
    const { rows } = await session.query<{ roomId: number; hotelId: number }>(
      `select r.id as "roomId", r.hotel_id as "hotelId" from rooms r join hotels h on h.id = r.hotel_id
        where h.status = 'APPROVED' and h.active and r.active order by r.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const load = new BookingLoad(app!.url, rows);
    load.start(4);
    const applied: string[] = [];
    await load.reached(3);
    for (const step of [...newer, PROBE]) {
      const upTo = step === PROBE ? [...MIGRATIONS, PROBE] : MIGRATIONS.slice(0, MIGRATIONS.indexOf(step) + 1);
      applied.push(...(await applyMigrations(session, upTo)));
      await load.reached(load.confirmed + 3);
    }
    await load.stop();

    expect(load.errors, app!.output()).toEqual([]);
    // Applied means every lock came within lock_timeout (on some try): the runner gives up otherwise, as below.
    expect(applied).toEqual([...newer.map((m) => m.name), PROBE.name]);
    const probe = await session.query(
      `select indisvalid from pg_index where indexrelid = 'room_nights_online_probe'::regclass`,
    );
    expect(probe.rows).toEqual([{ indisvalid: true }]);
  }, 600_000);

  it('gives up a lock it cannot have within lock_timeout, and records nothing', async () => {
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    try {
      // A long report holding its read lock on the nights: the migration's exclusive lock must not queue forever.
      await reader.query(`begin; select count(*) from room_nights`);
      const blocked: MigrationObject = {
        name: 'BlockedByReport',
        class: class extends Migration {
          override async up(): Promise<void> {
            this.addSql(`alter table room_nights add column blocked_probe int`);
          }
        },
      };
      const limits = { ...MIGRATION_LIMITS, lockRetries: 1, retryPauseMs: 0 };
      const failure = await applyMigrations(session, [...MIGRATIONS, PROBE, blocked], { limits }).catch(
        (e: Error) => e,
      );
      expect((failure as Error & { cause?: { code?: string } }).cause?.code).toBe('55P03');
      const history = await session.query(`select 1 from mikro_orm_migrations where name = 'BlockedByReport'`);
      expect(history.rowCount).toBe(0);
    } finally {
      await reader.end();
    }
  });
});
