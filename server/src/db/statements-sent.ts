import type { MikroORM } from '@mikro-orm/postgresql';

/** A statement as knex reports it: `?` placeholders in `sql` when it has bindings. */
export interface SentStatement {
  sql: string;
  bindings?: readonly unknown[];
}

/**
 * The SQL statements the ORM sent while `work` ran, in order (tests count them for N+1; the search bench
 * replays them bare). Only statements of this process's ORM; the app must run in the same process.
 */
export async function statementsSent(orm: MikroORM, work: () => Promise<unknown>): Promise<SentStatement[]> {
  const knex = orm.em.getConnection().getKnex();
  const statements: SentStatement[] = [];
  const listener = (query: SentStatement) => statements.push(query);
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.removeListener('query', listener);
  }
  return statements;
}
