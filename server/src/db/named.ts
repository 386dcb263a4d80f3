import type { AbstractSqlConnection, EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * THE way the app runs SQL (docs/decisions/data.md "One way to the data"): `executeNamed` with knex-style named
 * placeholders (`:roomId`), called only from `*.repository.ts` files (eslint.config.js keeps it so).
 */

/** Values of a statement's `:name` placeholders. */
export type NamedParams = Record<string, unknown>;

/** A pool or client of `pg` itself (the job queue's own, which graphile-worker shares). */
export interface PgQueryable {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Where a statement runs: an EntityManager (its transaction, when it is in one), a connection, a `pg` pool or client. */
export type SqlRunner = EntityManager | AbstractSqlConnection | PgQueryable;

export interface ExecuteOptions {
  /**
   * Run as the named prepared statement `prepared` (unique per statement text): for the hot paths where
   * parsing and planning on every call was measured to cost (docs/performance.md). Inside a transaction
   * the statement runs on the transaction's connection, unnamed.
   */
  prepared?: string;
}

// `:name`, but not a `::type` cast nor a colon inside a word or a time literal (`12:00`).
const PLACEHOLDER = /(?<![:\w]):([A-Za-z_]\w*)/g;

/**
 * A statement with knex-style named placeholders (`:roomId`) as `placeholder(n)` numbered ones and its
 * values in order; a name may occur several times. A name without a value is a programming error.
 */
export function bindNamed(
  sql: string,
  params: NamedParams,
  placeholder: (index: number, name: string) => string,
): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const text = sql.replace(PLACEHOLDER, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value for :${name}`);
    values.push(params[name]);
    return placeholder(values.length, name);
  });
  return { text, values };
}

/** Runs `sql` (named placeholders) on `on` and answers its rows. */
export async function executeNamed<T>(
  on: SqlRunner,
  sql: string,
  params: NamedParams = {},
  options: ExecuteOptions = {},
): Promise<T[]> {
  if (options.prepared && 'fork' in on && !on.getTransactionContext()) {
    return executePrepared<T>(on, options.prepared, sql, params);
  }
  if (!('execute' in on)) {
    const { text, values } = bindNamed(sql, params, (index) => `$${index}`);
    return (await on.query(text, values.map(toPg))).rows as T[];
  }
  const { text, values } = bindNamed(sql, params, () => '?');
  return on.execute<T[]>(text, values);
}

/**
 * `sql` with its values written in, escaped as the ORM writes every statement it runs (its formatQuery):
 * for a statement another connection runs (the spreadsheet thread's cursor).
 */
export function formatNamed(connection: AbstractSqlConnection, sql: string, params: NamedParams): string {
  const { text, values } = bindNamed(sql, params, () => '?');
  const { sql: withPlaceholders, bindings } = connection
    .getKnex()
    .raw(text, values as Knex.RawBinding[])
    .toSQL();
  return connection.getPlatform().formatQuery(withPlaceholders, [...bindings]);
}

/** An id list as one PostgreSQL array literal (`:ids::int[]`), whatever its length. */
export const idArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** knex's `?` placeholders as pg's `$1`, `$2`, ... (the benches replay what knex sent). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * The second key of an advisory lock named `name` (the first is 7301, this app's): FNV-1a over its UTF-16
 * units, as a signed 32-bit integer.
 */
export function lockKeyOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/* ---------- streamed statements ---------- */

/**
 * The rows of `sql` (named placeholders) in batches of `batchRows`, through a cursor of one read-only
 * transaction on a connection of `on`'s pool, held until the iteration ends: a caller that stops early
 * (`return`, a throw) closes the cursor and gives the connection back. Memory holds one batch, not the answer.
 */
export async function* streamNamed<T>(
  on: AbstractSqlConnection,
  sql: string,
  params: NamedParams,
  batchRows: number,
): AsyncGenerator<T[], void, undefined> {
  const { text, values } = bindNamed(sql, params, (index) => `$${index}`);
  const client = on.getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  // Reported as knex reports its own, so statementsSent (the tests' counts, the bench's bare replay) sees it.
  client.emit('query', { sql: text, bindings: values });
  let inTransaction = false;
  try {
    await connection.query({ text: 'begin read only', values: [] });
    inTransaction = true;
    await connection.query({ text: `declare streamed_rows no scroll cursor for ${text}`, values: values.map(toPg) });
    for (;;) {
      const batch = await connection.query({ text: `fetch ${Math.trunc(batchRows)} from streamed_rows`, values: [] });
      if (batch.rows.length > 0) yield batch.rows as T[];
      if (batch.rows.length < batchRows) break;
    }
    await connection.query({ text: 'commit', values: [] });
    inTransaction = false;
  } finally {
    // A broken connection fails the rollback too; the pool's validation then drops it.
    if (inTransaction) await connection.query({ text: 'rollback', values: [] }).catch(() => undefined);
    await client.releaseConnection(connection);
  }
}

/* ---------- named prepared statements ---------- */

interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** knex's client, as far as borrowing one of its pool's connections goes. */
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  emit(event: 'query', statement: { sql: string; bindings: unknown[] }): boolean;
  releaseConnection(connection: PgClient): Promise<void>;
}

const texts = new Map<string, { text: string; names: string[] }>();

/**
 * knex sends unnamed statements, which PostgreSQL parses and plans on every call (which cost the booking
 * statements more than running them). Each pooled connection prepares a named one on first use; after a few
 * runs PostgreSQL keeps a generic plan.
 */
async function executePrepared<T>(em: EntityManager, name: string, sql: string, params: NamedParams): Promise<T[]> {
  const prepared = preparedText(name, sql, params);
  const client = em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({ name, text: prepared.text, values: prepared.values });
    return result.rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/** As knex hands values to pg: dates as they are (pg serialises them), undefined as null. */
const toPg = (value: unknown) => (value === undefined ? null : value);

/** A statement's `$n` text (made once per name: each name gets one `$n`, however often it occurs) and values. */
function preparedText(name: string, sql: string, params: NamedParams): { text: string; values: unknown[] } {
  let prepared = texts.get(name);
  if (prepared === undefined) {
    const names: string[] = [];
    const { text } = bindNamed(sql, params, (_index, param) => {
      const at = names.indexOf(param);
      if (at >= 0) return `$${at + 1}`;
      names.push(param);
      return `$${names.length}`;
    });
    prepared = { text, names };
    texts.set(name, prepared);
  }
  const values = prepared.names.map((param) => {
    if (!(param in params)) throw new Error(`No value for :${param}`);
    return toPg(params[param]);
  });
  return { text: prepared.text, values };
}
