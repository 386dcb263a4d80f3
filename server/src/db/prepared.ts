import type { EntityManager } from '@mikro-orm/postgresql';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** knex's client, as far as borrowing one of its pool's connections goes. */
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

const texts = new Map<string, string>();

/**
 * Runs one statement of a hot path as a named prepared statement (knex sends unnamed ones, which
 * PostgreSQL parses and plans on every call: measured 0.5–1.5 ms of planning for the booking
 * statements, more than they take to run). Each pooled connection prepares it on first use; after a few
 * runs PostgreSQL keeps a generic plan. `sql` uses knex's `?` placeholders; `name` must be unique per
 * statement text. Inside a transaction the statement runs on the transaction's connection, unnamed.
 */
export async function executePrepared<T>(
  em: EntityManager,
  name: string,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (em.getTransactionContext()) return em.execute<T[]>(sql, params);
  let text = texts.get(name);
  if (text === undefined) {
    text = numberedPlaceholders(sql);
    texts.set(name, text);
  }
  const client = em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({ name, text, values: params.map(toPg) });
    return result.rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/** knex's `?` placeholders as pg's `$1`, `$2`, ... */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** As knex hands values to pg: dates as they are (pg serialises them), undefined as null. */
const toPg = (value: unknown) => (value === undefined ? null : value);
