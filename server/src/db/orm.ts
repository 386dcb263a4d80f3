import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { migrateJobQueue } from '../platform/jobs/job-queue';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    debug: false,
    // The ORM's own lines (migrations applied) go to the debug level of our logs, not to stdout.
    logger: () => {},
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: {
      min: 0,
      max: 10,
      // JIT compiles longer than our short queries run, so it only adds latency (ARCHITECTURE §3).
      afterCreate: (
        connection: { query(sql: string, done: (error?: Error) => void): void },
        done: (error: Error | undefined, connection: unknown) => void,
      ) => connection.query('set jit = off', (error) => done(error, connection)),
    },
    forceUtcTimezone: true,
    ...overrides,
  });
}

/** Any number fixed for this application: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 4_242_017;

/**
 * Connects and brings the schema up to date with the committed migrations. Replicas starting together
 * take turns through a PostgreSQL advisory lock, so migrations (and `afterMigrate`, the demo seed) run
 * once, by whoever comes first.
 */
export async function connectOrm(
  clientUrl: string,
  afterMigrate?: (orm: MikroORM) => Promise<void>,
): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  const lock = new pg.Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await orm.getMigrator().up();
    // The job queue's tables are graphile-worker's own, versioned with the library (decisions.md).
    await migrateJobQueue(clientUrl);
    await afterMigrate?.(orm);
  } finally {
    await lock.end(); // ending the session releases the lock
  }
  return orm;
}
