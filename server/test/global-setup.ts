import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabaseExists, startDatabase } from '../src/db/database';
import { connectOrm } from '../src/orm';
import { createLogger } from '../src/platform/logger';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose database `template` holds the migrated schema. */
    templateDatabaseUrl: string;
  }
}

/** Starts (or connects to) PostgreSQL once and migrates a template database the test files clone. */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn', false);
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), 'shim-test-'));
  const database = await startDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dataDir ?? '',
    port: 55000 + Math.floor(Math.random() * 1000),
    logger,
  });
  const template = new URL(database.url);
  template.pathname = `/shim_test_template_${process.pid}`;
  await dropDatabase(database.url, template.pathname.slice(1));
  await ensureDatabaseExists(template.toString());
  const orm = await connectOrm(template.toString());
  await orm.close();
  project.provide('templateDatabaseUrl', template.toString());

  return async () => {
    await dropDatabase(database.url, template.pathname.slice(1));
    await database.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
