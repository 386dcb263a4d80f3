import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
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
      // JIT added 150–230 ms to queries doing 15–80 ms of work here (ARCHITECTURE §3).
      afterCreate: (
        connection: { query(sql: string, done: (error?: Error) => void): void },
        done: (error: Error | undefined, connection: unknown) => void,
      ) => connection.query('set jit = off', (error) => done(error, connection)),
    },
    forceUtcTimezone: true,
    ...overrides,
  });
}

/** Connects and brings the schema up to date with the committed migrations. */
export async function connectOrm(clientUrl: string, overrides: Partial<Options> = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, overrides));
  await orm.getMigrator().up();
  return orm;
}
