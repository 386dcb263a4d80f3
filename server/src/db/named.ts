import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `sql` with knex named bindings (`:name`; a name may appear more than once), on the transaction of
 * `em` when it has one.
 */
export function executeNamed<T>(
  connection: AbstractSqlConnection,
  sql: string,
  bindings: Record<string, unknown>,
  em?: EntityManager,
): Promise<T[]> {
  return connection.execute<T[]>(connection.getKnex().raw(sql, bindings), [], 'all', em?.getTransactionContext());
}
