// The end-to-end run's own server (Playwright's webServer): a fresh database with the demo data, the built
// client, port E2E_PORT (4100). On SIGTERM/SIGINT it stops the server, then drops the database or removes the
// temporary data folder, so runs never see each other's data nor a developer's .data.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = process.env.E2E_PORT || '4100';
const env = {
  ...process.env,
  PORT: port,
  // The address the journeys browse (playwright.config.ts): links and OAuth returns are built on it.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  JWT_SECRET: randomBytes(36).toString('base64url'), // 48 characters
  LOG_LEVEL: 'warn',
  // Every journey logs in from 127.0.0.1: on a fast machine the suite passes the 30 a minute one address
  // may try, and a correct password is refused (429). The per-address limit is auth.test.ts's to test.
  LOGIN_ATTEMPTS_PER_MINUTE: '600',
  // The integrators' journey registers a webhook receiver on this machine (e2e/tests/integrators.spec.ts).
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // The original client on another origin (e2e/support/legacy-client.ts): its social logins return to it.
  CORS_ORIGINS: process.env.CORS_ORIGINS || `http://localhost:${Number(port) + 5}`,
};
// The journeys read the code e-mails from an SMTP server of their own (e2e/support/smtp-sink.ts); without
// E2E_SMTP_PORT the server keeps its local mail capture, as before.
if (process.env.E2E_SMTP_PORT) env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;

/** Runs one statement on the server of DATABASE_URL (connected to its own database). */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let cleanup;
if (process.env.DATABASE_URL) {
  // A PostgreSQL server is given (CI): a new database on it, dropped afterwards.
  const name = `shim_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = () => onServer(`drop database if exists ${name} with (force)`);
} else {
  // The embedded PostgreSQL in a temporary folder, on a port of its own so a dev server (54329) is untouched.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shim-e2e-'));
  // Running as root, PostgreSQL runs as the `postgres` user, which must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = String(54400 + randomInt(500));
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

// The journeys' global setup adds data of its own (e2e/support/scale-data.ts): it finds the database here.
const databaseFile = path.join(tmpdir(), `shim-e2e-${env.PORT}.json`);
writeFileSync(
  databaseFile,
  JSON.stringify({
    databaseUrl: env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/shim`,
  }),
);
const removeDatabaseFile = cleanup;
cleanup = async () => {
  rmSync(databaseFile, { force: true });
  await removeDatabaseFile();
};

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  try {
    await cleanup();
  } catch (error) {
    console.error('e2e-server: cleanup failed:', error instanceof Error ? error.message : error);
  }
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
