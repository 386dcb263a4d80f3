import type { MigrationObject } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * How a migration meets a running site (docs/decisions/data.md "Changing the schema"): a lock it cannot take
 * within `lockTimeout` is given up rather than queued for, since every booking behind it would queue too.
 */
export interface MigrationLimits {
  /**
   * Below PostgreSQL's deadlock_timeout (1 s): a migration caught in a lock cycle with a booking gives up
   * before the deadlock detector runs in the booking's session and fails the booking instead.
   */
  lockTimeout: string;
  /** A transactional migration's statement holds its locks while it runs: one minute at most. */
  statementTimeout: string;
  /** Tries again after a lock timeout, after a pause that grows with each try: the transaction in the way ends. */
  lockRetries: number;
  retryPauseMs: number;
}

export const MIGRATION_LIMITS: MigrationLimits = {
  lockTimeout: '500ms',
  statementTimeout: '1min',
  lockRetries: 10,
  retryPauseMs: 500,
};

/** The table MikroORM's migrator keeps, so `migration:create` and older deployments read the same history. */
const HISTORY = 'mikro_orm_migrations';

/** PostgreSQL's SQLSTATE for a lock not granted within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/** The SQL text of a migration's `up`, statement groups as the migration added them. */
export async function migrationSql(migration: MigrationObject, orm?: MikroORM): Promise<string[]> {
  const made = instantiate(migration, orm);
  await made.up();
  return made.getQueries().map((query) => {
    if (typeof query !== 'string') throw new Error(`${migration.name}: only SQL text is supported in migrations`);
    return query;
  });
}

/** Whether a migration runs in a transaction; one that builds indexes CONCURRENTLY says `isTransactional() false`. */
export function isTransactional(migration: MigrationObject): boolean {
  return instantiate(migration).isTransactional();
}

function instantiate(migration: MigrationObject, orm?: MikroORM): Migration {
  const Made = migration.class as unknown as new (driver: unknown, config: unknown) => Migration;
  return new Made(orm?.em.getDriver(), orm?.config);
}

/**
 * Applies the migrations not yet in the history, in order, each committed on its own with its history row
 * (a lock taken by one is released before the next starts); answers their names. Runs on `client`, whose session the caller
 * serialises (connectOrm's advisory lock).
 */
export async function applyMigrations(
  client: pg.Client,
  migrations: MigrationObject[],
  options: { orm?: MikroORM; limits?: MigrationLimits } = {},
): Promise<string[]> {
  const limits = options.limits ?? MIGRATION_LIMITS;
  await client.query(`create table if not exists "${HISTORY}" (
    "id" serial primary key, "name" varchar(255), "executed_at" timestamptz default current_timestamp)`);
  const done = new Set(
    (await client.query<{ name: string }>(`select "name" from "${HISTORY}"`)).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const migration of migrations.filter((m) => !done.has(m.name))) {
    const sql = await migrationSql(migration, options.orm);
    const run = isTransactional(migration) ? runInTransaction : runOutsideTransaction;
    for (let attempt = 1; ; attempt++) {
      try {
        await run(client, migration.name, sql, limits);
        applied.push(migration.name);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt > limits.lockRetries) {
          throw new Error(`마이그레이션 ${migration.name} 실패: ${(error as Error).message}`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, limits.retryPauseMs * attempt));
      }
    }
  }
  return applied;
}

async function runInTransaction(client: pg.Client, name: string, sql: string[], limits: MigrationLimits) {
  await client.query('begin');
  try {
    await client.query(`set local lock_timeout = '${limits.lockTimeout}'`);
    await client.query(`set local statement_timeout = '${limits.statementTimeout}'`);
    for (const statement of sql) await client.query(statement);
    await client.query(`insert into "${HISTORY}" ("name") values ($1)`, [name]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * `create index concurrently` cannot run in a transaction: each statement commits on its own, still within
 * lock_timeout, with no statement timeout (a concurrent build blocks no writer however long it takes). Its
 * statements must be safe to run again: a failed build leaves an invalid index, so it drops it first.
 */
async function runOutsideTransaction(client: pg.Client, name: string, sql: string[], limits: MigrationLimits) {
  await client.query(`set lock_timeout = '${limits.lockTimeout}'`);
  await client.query(`set statement_timeout = 0`);
  try {
    for (const statement of sql) await client.query(statement);
    await client.query(`insert into "${HISTORY}" ("name") values ($1)`, [name]);
  } finally {
    await client.query('reset lock_timeout; reset statement_timeout');
  }
}

/**
 * The statements of an index built without blocking writers, for a migration whose `isTransactional()` is false:
 * a failed earlier build left an invalid index of that name, which `if not exists` would keep.
 */
export function createIndexConcurrently(name: string, definition: string): string[] {
  return [`drop index concurrently if exists "${name}"`, `create index concurrently "${name}" ${definition}`];
}
