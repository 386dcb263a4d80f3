import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { migrateJobQueue } from './platform/jobs/job-queue';
import { ENTITIES } from './modules/entities';
import { applyMigrations } from './db/migration-runner';
import { MIGRATIONS } from './db/migrations';

/** The waits of one connection pool (ARCHITECTURE §7: every dependency wait has a deadline). */
export interface PoolDeadlines {
  max: number;
  /** Server side: a statement running longer is cancelled by PostgreSQL. */
  statementTimeoutMs: number;
  /** TCP connect plus start-up of a new connection. */
  connectTimeoutMs: number;
  /** Waiting for a free connection of the pool. */
  acquireTimeoutMs: number;
}

export const DEFAULT_POOL: PoolDeadlines = {
  max: 10,
  statementTimeoutMs: 15_000,
  connectTimeoutMs: 5_000,
  acquireTimeoutMs: 5_000,
};

/** A bulk load's pool (the scale seed, the benchmarks' scratch databases): its statements take minutes. */
export const BULK_LOAD_POOL: PoolDeadlines = { ...DEFAULT_POOL, statementTimeoutMs: 3_600_000 };

/** The pool settings of `config` (DB_*); `max` chooses the main or the payment pool's size. */
export function poolDeadlinesOf(
  config: { DB_STATEMENT_TIMEOUT_MS: number; DB_CONNECT_TIMEOUT_MS: number; DB_ACQUIRE_TIMEOUT_MS: number },
  max: number,
): PoolDeadlines {
  return {
    max,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
  };
}

const quiet = (): void => undefined;

/** What a pooled pg client looks like to the pool's validation. */
interface PooledClient {
  readyForQuery?: boolean;
}

export function ormOptions(
  clientUrl: string,
  overrides: Partial<Options> = {},
  deadlines: PoolDeadlines = DEFAULT_POOL,
): Options {
  return defineConfig({
    clientUrl,
    debug: false,
    // The ORM's own lines (migrations applied) go to the debug level of our logs, not to stdout.
    logger: () => {},
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    // Applied by db/migration-runner.ts (lock_timeout, one commit each); MikroORM's migrator only writes new ones.
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
      emit: 'ts',
      snapshot: false,
    },
    driverOptions: {
      connection: {
        statement_timeout: deadlines.statementTimeoutMs,
        // A transaction left open (a hung request) would hold its row locks; PostgreSQL ends it.
        idle_in_transaction_session_timeout: 2 * deadlines.statementTimeoutMs,
        // Client side, for a server that stops answering altogether (statement_timeout never reaches it).
        query_timeout: deadlines.statementTimeoutMs + 2_000,
        connectionTimeoutMillis: deadlines.connectTimeoutMs,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      },
      acquireConnectionTimeout: deadlines.acquireTimeoutMs,
      // knex writes a line to the console per broken connection; the outage log says it once a minute.
      log: { warn: quiet, error: quiet, deprecate: quiet, debug: quiet },
      // A client whose query timed out on our side is still waiting for it: never hand it out again.
      pool: { validate: (connection: PooledClient) => connection.readyForQuery !== false },
    },
    pool: {
      min: 0,
      max: deadlines.max,
      createTimeoutMillis: deadlines.connectTimeoutMs,
      // JIT compiles longer than our short queries run, so it only adds latency (ARCHITECTURE §3).
      afterCreate: sessionSetup('set jit = off'),
    },
    forceUtcTimezone: true,
    ...overrides,
  });
}

/** A pool's `afterCreate`: runs `sql` on each new connection before it is handed out. */
function sessionSetup(sql: string) {
  return (
    connection: { query(sql: string, done: (error?: Error) => void): void },
    done: (error: Error | undefined, connection: unknown) => void,
  ) => connection.query(sql, (error) => done(error, connection));
}

/** Any number fixed for this application: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 4_242_017;

/**
 * Connects and brings the schema up to date with the committed migrations (each within lock_timeout,
 * db/migration-runner.ts). Replicas starting together take turns through a PostgreSQL advisory lock, so
 * migrations (and `afterMigrate`, the demo seed) run once, by whoever comes first.
 */
export async function connectOrm(
  clientUrl: string,
  afterMigrate?: (orm: MikroORM) => Promise<void>,
  deadlines: PoolDeadlines = DEFAULT_POOL,
): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, {}, deadlines));
  const lock = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: deadlines.connectTimeoutMs });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await applyMigrations(lock, MIGRATIONS, { orm });
    // The job queue's tables are graphile-worker's own, versioned with the library (decisions/notifications.md).
    await migrateJobQueue(clientUrl);
    await afterMigrate?.(orm);
  } finally {
    await lock.end(); // ending the session releases the lock
  }
  return orm;
}

/**
 * A second pool on the same database for the payment paths (prepare, complete, cancel), so a burst of
 * searches queueing for the main pool cannot hold up a guest who is paying. Migrations are not its job.
 */
export async function connectPaymentOrm(clientUrl: string, deadlines: PoolDeadlines): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, {}, deadlines));
}

/**
 * A pool on the read replica (DATABASE_READ_URL) for the public reads: search, hotel detail and the catalog.
 * A hot standby takes no writes and no migrations; it answers what the primary committed a moment ago.
 */
export async function connectReadOrm(clientUrl: string, deadlines: PoolDeadlines): Promise<MikroORM> {
  const options = ormOptions(clientUrl, {}, deadlines);
  // Read-only sessions: a write sent here by mistake fails loudly, even when the URL names a writable server.
  const readOnly = 'set jit = off; set default_transaction_read_only = on';
  options.pool = { ...options.pool, afterCreate: sessionSetup(readOnly) };
  return MikroORM.init(options);
}

/** The pool's connections in use, free, and requests waiting for one (knex's tarn pool). */
export function poolUse(orm: MikroORM): { used: number; free: number; pending: number } {
  const pool = (
    orm.em.getConnection().getKnex().client as {
      pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number };
    }
  ).pool;
  return { used: pool?.numUsed() ?? 0, free: pool?.numFree() ?? 0, pending: pool?.numPendingAcquires() ?? 0 };
}
