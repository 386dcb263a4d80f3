/**
 * Writes a migration for the difference between the entities and the committed migrations:
 * applies them to a scratch database, diffs, writes src/db/migrations/MigrationYYYYMMDDhhmmss.ts.
 * Usage: npm run migration:create -w server [-- name]   (needs DATABASE_URL or the embedded database)
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabaseExists, startScriptDatabase } from '../db/database';
import pg from 'pg';
import { applyMigrations } from '../db/migration-runner';
import { MIGRATIONS } from '../db/migrations';
import { ormOptions } from '../orm';
import { createLogger } from '../platform/logger';

const logger = createLogger('info', true);
const database = await startScriptDatabase(logger);
const scratch = new URL(database.url);
const scratchName = `migration_${randomBytes(4).toString('hex')}`;
scratch.pathname = `/${scratchName}`;
await ensureDatabaseExists(scratch.toString());
try {
  const orm = await MikroORM.init(ormOptions(scratch.toString()));
  const client = new pg.Client({ connectionString: scratch.toString() });
  await client.connect();
  await applyMigrations(client, MIGRATIONS, { orm }).finally(() => client.end());
  const result = await orm.getMigrator().createMigration('src/db/migrations', false, false, process.argv[2]);
  logger.info(result.fileName ? `작성됨: ${result.fileName} (index.ts에 추가하세요)` : '변경 없음');
  await orm.close();
} finally {
  await dropDatabase(database.url, scratchName);
  await database.stop();
}
