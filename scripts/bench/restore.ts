/**
 * RPO and RTO of the embedded database's backups (goals: RPO ≤ 60 s, RTO ≤ 5 min):
 *   npm run bench:restore [-- --hotels 10000]
 * A scratch embedded PostgreSQL in a temporary DATA_DIR, archiving its WAL as the app's does, with the demo
 * set (photos included) plus `hotels` scale lodgings and a base backup. RPO: a commit on an otherwise idle
 * server until the WAL holding it is in the archive (what losing the machine at the worst moment costs).
 * RTO: the server stopped, `restoreToTime` to just after that commit, until the restored database answers.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { takeBaseBackup } from '../../server/src/db/backup/base-backup';
import { restoreToTime } from '../../server/src/db/backup/restore';
import { ARCHIVE_TIMEOUT_SECONDS, walDirOf } from '../../server/src/db/backup/wal-archive';
import { startDatabase } from '../../server/src/db/database';
import { BULK_LOAD_POOL, connectOrm } from '../../server/src/orm';
import { seedDemo } from '../../server/src/seeds/demo.seeder';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { createLogger } from '../../server/src/platform/logger';

const { values } = parseArgs({ options: { hotels: { type: 'string', default: '10000' } } });
const logger = createLogger('warn', false);
const seconds = (from: number) => (performance.now() - from) / 1000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'shim-bench-restore-'));
// Running as root, the server runs as `postgres` and must reach its folder and the WAL archive.
await chmod(dataDir, 0o755);
const backupDir = path.join(dataDir, 'backups');
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const start = () => startDatabase({ dataDir, port, walArchiveDir: walDirOf(backupDir), logger });

/** One statement on its own connection. */
async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

let database = await start();
try {
  console.log(`데모 + 숙소 ${values.hotels}곳을 넣습니다…`);
  const orm = await connectOrm(database.url, undefined, BULK_LOAD_POOL);
  await seedDemo(orm.em.fork(), { uploadsDir: path.join(dataDir, 'uploads') });
  await seedScale(orm.em.fork(), Number(values.hotels), 60);
  await orm.close();
  await query(database.url, 'checkpoint');
  const backup = await takeBaseBackup({
    databaseUrl: database.url,
    pgDataDir: path.join(dataDir, 'pg'),
    photosDir: path.join(dataDir, 'uploads'),
    backupDir,
    retentionDays: 7,
  });

  // RPO: the newest commit of an idle server waits for archive_timeout to close its segment.
  await query(database.url, 'create table bench_marks (n int, at timestamptz default clock_timestamp())');
  const committed = performance.now();
  const [mark] = await query<{ file: string }>(
    database.url,
    `insert into bench_marks (n) values (1) returning pg_walfile_name(pg_current_wal_insert_lsn()) as file`,
  );
  for (;;) {
    const [archiver] = await query<{ last: string | null }>(
      database.url,
      'select last_archived_wal as last from pg_stat_archiver',
    );
    if (archiver?.last && archiver.last.slice(0, 24) >= mark!.file) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const rpo = seconds(committed);
  const [{ target }] = (await query<{ target: Date }>(database.url, 'select clock_timestamp() as target')) as [
    { target: Date },
  ];
  await new Promise((resolve) => setTimeout(resolve, 20));
  await query(database.url, 'insert into bench_marks (n) values (2)');
  const [{ hotels }] = (await query<{ hotels: string }>(database.url, 'select count(*) as hotels from hotels')) as [
    { hotels: string },
  ];
  await database.stop();

  const restoreStarted = performance.now();
  await restoreToTime({ dataDir, backupDir, target: new Date(target.getTime() + 1), port, logger });
  database = await start();
  const [restored] = await query<{ hotels: string; marks: string }>(
    database.url,
    "select (select count(*) from hotels) as hotels, (select string_agg(n::text, ',') from bench_marks) as marks",
  );
  const rto = seconds(restoreStarted);

  console.log(`베이스 백업: ${(backup.bytes / 1024 / 1024).toFixed(0)} MB (사진 포함), 숙소 ${hotels}곳`);
  console.log(`RPO: ${rpo.toFixed(1)} s (archive_timeout ${ARCHIVE_TIMEOUT_SECONDS} s; 목표 ≤ 60 s)`);
  console.log(`RTO: ${rto.toFixed(1)} s (서버 정지부터 복원한 데이터베이스가 답할 때까지; 목표 ≤ 300 s)`);
  console.log(`복원 확인: 숙소 ${restored!.hotels}곳, 표시 ${restored!.marks} (1만 있어야 합니다)`);
  console.log(`부하(loadavg 1분): ${loadavg()[0]!.toFixed(1)}`);
  if (restored!.hotels !== hotels || restored!.marks !== '1') process.exitCode = 1;
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
