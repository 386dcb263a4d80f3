import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { dropDatabase } from '../../src/db/database';

/** What the tests that start the real main.ts as a child process need: a port and a database of their own. */

/** A port nothing listens on now (the child binds it a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A migrated database copied from the suite's template, named `shim_test_{label}_…`; `drop` removes it. */
export async function scratchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(inject('templateDatabaseUrl'));
  const name = `shim_test_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}" template "${template.pathname.slice(1)}"`);
  await client.end();
  const url = new URL(template);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(url.toString(), name) };
}
