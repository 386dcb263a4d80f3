import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';

/** Values of a statement's `:name` placeholders. */
export type NamedParams = Record<string, unknown>;

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

/**
 * Runs a statement with named placeholders on `em` (its transaction, when it is in one), or on a connection
 * (a read-only request's), then inside the transaction of `em` when one is given.
 */
export function executeNamed<T>(
  on: EntityManager | AbstractSqlConnection,
  sql: string,
  params: NamedParams = {},
  em?: EntityManager,
): Promise<T[]> {
  const { text, values } = bindNamed(sql, params, () => '?');
  if ('fork' in on) return on.execute<T[]>(text, values);
  return on.execute<T[]>(text, values, 'all', em?.getTransactionContext());
}
