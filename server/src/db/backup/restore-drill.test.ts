import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingScenario, complete, payInWindow, prepare } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createLogger } from '../../platform/logger';
import { startDatabase, type Database } from '../database';
import { connectOrm } from '../../orm';
import { BackupError, takeBaseBackup } from './base-backup';
import { RestoreRefused, restoreToTime } from './restore';
import { walDirOf } from './wal-archive';

/**
 * The restore drill: on an embedded PostgreSQL of its own (archiving its WAL like the app's), a backup,
 * bookings, payments and a photo through the app, a noted time, more of each after it, a dropped table;
 * then a restore to the noted time must bring back exactly what was there at that time.
 */
const logger = createLogger('silent', false);
let dataDir: string;
let backupDir: string;
let port: number;
let database: Database | undefined;
let app: TestApp | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

const startEmbedded = () => startDatabase({ dataDir, port, walArchiveDir: walDirOf(backupDir), logger });
const startApp = (url: string) => startTestApp({ DATA_DIR: dataDir }, { reachDatabase: () => url });

/** What the drill compares, table by table, in a stable order. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async (sql: string) => (await client.query(sql)).rows as Array<Record<string, unknown>>;
  try {
    return {
      reservations: await rows('select * from reservations order by id'),
      paymentAttempts: await rows('select * from payment_attempts order by id'),
      payments: await rows('select * from payments order by id'),
      tossSide: await rows('select * from sandbox_payments order by payment_key'),
      nights: await rows('select room_id, date::text, held, sold from room_nights where held + sold > 0 order by 1, 2'),
      hotels: await rows('select * from hotels order by id'),
      rooms: await rows('select * from rooms order by id'),
    };
  } finally {
    await client.end();
  }
}

const png = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** A manager's new lodging with its photo, through the REST facade; answers its photo's path. */
async function lodgingWithPhoto(running: TestApp, name: string, red: number): Promise<string> {
  const manager = await createUser(running.orm, 'ROLE_MANAGER');
  const { accessToken } = await loginAs(running, manager.email);
  const form = new FormData();
  const dto = { name, type: '호텔', location: '서울특별시 강남구 테헤란로 152', rooms: [{ type: '디럭스' }] };
  form.set('hotelDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }), 'hotelDto.json');
  form.append('room_0', new Blob([new Uint8Array(await png(red))]), 'room_0.png');
  const response = await fetch(`${running.url}/api/manager/hotels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const body = (await response.json()) as { rooms: Array<{ image: string }> };
  if (response.status !== 201) throw new Error(`lodging ${response.status} ${JSON.stringify(body)}`);
  return new URL(body.rooms[0]!.image).pathname;
}

/** The photo file behind an image path such as `/images/hotel/rooms/7.jpg`. */
const photoFile = (imagePath: string) => path.join(dataDir, 'uploads', imagePath.replace(/^\/images\//, ''));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The database's own clock: commit times are the server's, so the noted time is taken there. */
async function databaseNow(url: string): Promise<Date> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-restore-drill-'));
  // Running as root, the server runs as `postgres` and must reach its folder and the WAL archive.
  await chmod(dataDir, 0o755);
  backupDir = path.join(dataDir, 'backups');
  port = await freePort();
  database = await startEmbedded();
  await (await connectOrm(database.url)).close();
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('refuses a time before any backup, clearly and without touching anything', async () => {
    await expect(
      restoreToTime({ dataDir, backupDir, target: new Date(Date.now() - 60_000), port, logger }),
    ).rejects.toThrow(
      new RestoreRefused('복원 시각 이전에 끝난 백업이 없습니다. 백업이 하나도 없습니다 (npm run backup).'),
    );
  });

  it('removes a failed backup and records the failure, and the database keeps answering', async () => {
    const failing = takeBaseBackup({
      databaseUrl: database!.url,
      // A file where the data folder should be: the copy fails after pg_backup_start.
      pgDataDir: path.join(dataDir, 'pg', 'PG_VERSION'),
      photosDir: path.join(dataDir, 'uploads'),
      backupDir,
      retentionDays: 7,
    });
    await expect(failing).rejects.toThrow(BackupError);
    await expect(failing).rejects.toThrow(/^백업에 실패했습니다: ENOTDIR/);
    expect(await readdir(path.join(backupDir, 'base'))).toEqual([]);
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    const runs = await client.query('select ok, error from backup_runs order by id');
    await client.end();
    expect(runs.rows).toEqual([{ ok: false, error: expect.stringMatching(/^백업에 실패했습니다/) }]);
  });

  it('brings back every booking, payment and photo from before the noted time, and nothing after', async () => {
    const url = database!.url;
    await takeBaseBackup({
      databaseUrl: url,
      pgDataDir: path.join(dataDir, 'pg'),
      photosDir: path.join(dataDir, 'uploads'),
      backupDir,
      retentionDays: 7,
    });
    app = await startApp(url);
    const scenario = await bookingScenario(app);
    const paidBefore = await book(app, scenario.body(10), scenario.token);
    const unpaidAtTheTime = await prepare(app, scenario.body(12), scenario.token);
    const photoBefore = await lodgingWithPhoto(app, '복원 전 호텔', 30);
    const photoBytes = await readFile(photoFile(photoBefore));
    const before = await snapshot(url);
    expect(before.reservations.map((row) => row.status)).toEqual(['CONFIRMED', 'PENDING']);
    expect(before.payments).toHaveLength(1);

    // Noted on the database's clock, a millisecond past what it answers (it keeps microseconds; Date does not).
    const noted = new Date((await databaseNow(url)).getTime() + 1);
    // Ordering only: what follows commits after the noted time.
    while ((await databaseNow(url)).getTime() <= noted.getTime() + 2) await new Promise((r) => setTimeout(r, 5));

    const paid = await payInWindow(app, unpaidAtTheTime);
    expect((await complete(app, unpaidAtTheTime, paid, scenario.token)).status).toBe(200);
    await book(app, scenario.body(20), scenario.token);
    const photoAfter = await lodgingWithPhoto(app, '복원 후 호텔', 200);
    expect(await exists(photoFile(photoAfter))).toBe(true);
    const pg1 = new pg.Client({ connectionString: url });
    await pg1.connect();
    await pg1.query('drop table payment_attempts cascade');
    await pg1.end();
    await app.close();
    app = undefined;
    await database!.stop();
    database = undefined;

    await expect(
      restoreToTime({ dataDir, backupDir, target: new Date(Date.now() + 3_600_000), port, logger }),
    ).rejects.toBeInstanceOf(RestoreRefused);
    const restored = await restoreToTime({ dataDir, backupDir, target: noted, port, logger });
    expect(restored.keptDataDir).not.toBeNull();

    database = await startEmbedded();
    expect(await snapshot(database.url)).toEqual(before);
    expect(await readFile(photoFile(photoBefore))).toEqual(photoBytes);
    expect(await exists(photoFile(photoAfter))).toBe(false);
    // The restored site serves the photo its restored rows name.
    app = await startApp(database.url);
    const served = await fetch(`${app.url}${photoBefore}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photoBytes);
    expect(paidBefore.completion.amount).toBeGreaterThan(0);
  });
});
