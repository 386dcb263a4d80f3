import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** This run's database (scripts/e2e-server.mjs writes where it is). */
export function databaseUrl(): string {
  const port = process.env.E2E_PORT ?? '4100';
  return (JSON.parse(readFileSync(path.join(tmpdir(), `shim-e2e-${port}.json`), 'utf8')) as { databaseUrl: string })
    .databaseUrl;
}

/** One statement on this run's database, on a connection of its own. */
export async function onE2eDatabase(sql: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}
