import { MikroORM } from '@mikro-orm/postgresql';
import { BULK_LOAD_POOL, ormOptions } from '../src/orm';
import type { TestApp } from './harness';

/**
 * Runs a large fixture's statements on a bulk-load pool of the app's database: the requests' statement
 * timeout is for requests, and a busy machine must not fail a test while it is still setting up.
 */
export async function bulkLoad(app: TestApp, ...statements: string[]): Promise<void> {
  const orm = await MikroORM.init(ormOptions(app.config.DATABASE_URL!, {}, { ...BULK_LOAD_POOL, max: 1 }));
  try {
    for (const sql of statements) await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}
