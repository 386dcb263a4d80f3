import type { EntityManager } from '@mikro-orm/postgresql';
import { bindNamed, executeNamed, type NamedParams } from './named';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** knex's client, as far as borrowing one of its pool's connections goes. */
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

const texts = new Map<string, { text: string; names: string[] }>();

/**
 * Runs one statement of a hot path as a named prepared statement (knex sends unnamed ones, which
 * PostgreSQL parses and plans on every call, which costs the booking statements more than running them). Each pooled connection prepares it on first use; after a few
 * runs PostgreSQL keeps a generic plan. `sql` uses named placeholders (`:roomId`, db/named.ts); `name` must
 * be unique per statement text. Inside a transaction the statement runs on the transaction's connection,
 * unnamed.
 */
export async function executePrepared<T>(
  em: EntityManager,
  name: string,
  sql: string,
  params: NamedParams,
): Promise<T[]> {
  if (em.getTransactionContext()) return executeNamed<T>(em, sql, params);
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

/** knex's `?` placeholders as pg's `$1`, `$2`, ... */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** As knex hands values to pg: dates as they are (pg serialises them), undefined as null. */
const toPg = (value: unknown) => (value === undefined ? null : value);

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
