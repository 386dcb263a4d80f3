import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createHttpApp, type HttpApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { PageSource } from '../src/platform/server-render';
import { dropDatabase } from '../src/db/database';
import { connectOrm, connectPaymentOrm, connectReadOrm, poolDeadlinesOf } from '../src/orm';
import { applyServerTimeouts } from '../src/platform/deadlines';
import { createLogger } from '../src/platform/logger';
import { SharedState } from '../src/platform/shared-state';
import { systemClock, type Clock } from '../src/platform/clock';

export interface TestApp {
  url: string;
  orm: MikroORM;
  config: Config;
  http: HttpApp;
  shared: SharedState;
  /** The app's clock: a test passes a PinnedClock to fix "now" (and "today in Seoul"). */
  clock: Clock;
  /** A JSON request; the answer's status and parsed body. */
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
  /** A GraphQL operation against /graphql. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlAnswer<T>>;
  close(): Promise<void>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  json<T = Record<string, unknown>>(): T;
}

export interface GraphqlAnswer<T> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The Redis of this machine (ARCHITECTURE §7), for tests that run the shared limits there too. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `env` for an app whose limits and revocations live in Redis, under a key prefix of its own. */
export const withRedis = (env: Record<string, string> = {}): Record<string, string> => ({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: `shim-test:${randomBytes(6).toString('hex')}:`,
  ...env,
});

/**
 * A real server on a random port with its own database, cloned from the migrated template
 * (global setup), so test files run in parallel and leave nothing behind. `replicaOf`: a second
 * instance on the first one's database, secret and Redis prefix (a replica behind the balancer).
 * `limitFactor` multiplies the per-client limits, for files whose many buyers all come from 127.0.0.1.
 * `reachDatabase` rewrites the URL the app's pools connect to (a fault test's proxy in between).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    replicaOf?: TestApp;
    limitFactor?: number;
    clock?: Clock;
    reachDatabase?: (url: string) => string;
    /** The public pages' renderer (test/pages.ts renders from the client's sources). */
    pages?: PageSource;
  } = {},
): Promise<TestApp> {
  const primary = options.replicaOf;
  const name = primary ? null : `shim_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(primary?.config.DATABASE_URL ?? inject('templateDatabaseUrl'));
  if (name) {
    const template = new URL(inject('templateDatabaseUrl'));
    const admin = new URL(template);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database "${name}" template "${template.pathname.slice(1)}"`);
    await client.end();
    databaseUrl.pathname = `/${name}`;
  }

  // Listening first: the site's origin (PUBLIC_URL, never a request's Host) is this server's random port.
  const server: Server = createServer();
  applyServerTimeouts(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: primary?.config.jwtSecret ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The tests play the nginx of the deployment: requestFrom (accounts.ts) sets X-Forwarded-For.
    TRUST_PROXY: 'loopback',

    ...(primary?.config.REDIS_URL
      ? { REDIS_URL: primary.config.REDIS_URL, REDIS_PREFIX: primary.config.REDIS_PREFIX }
      : {}),
    ...env,
  });
  const appDatabaseUrl = options.reachDatabase?.(databaseUrl.toString()) ?? databaseUrl.toString();
  const orm = await connectOrm(appDatabaseUrl, undefined, poolDeadlinesOf(config, config.DB_POOL_MAX));
  const paymentOrm = await connectPaymentOrm(appDatabaseUrl, poolDeadlinesOf(config, config.DB_PAYMENT_POOL_MAX));
  const readOrm = config.DATABASE_READ_URL
    ? await connectReadOrm(config.DATABASE_READ_URL, poolDeadlinesOf(config, config.DB_READ_POOL_MAX))
    : undefined;
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', false);
  const shared = await SharedState.connect(config, orm, { limitFactor: options.limitFactor });
  const clock = options.clock ?? options.replicaOf?.clock ?? systemClock;
  const http = await createHttpApp({ config, orm, paymentOrm, readOrm, logger, shared, clock, pages: options.pages });
  server.on('request', http.express);

  const request: TestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : null;
    return { status: response.status, body: parsed, json: <T>() => parsed as T };
  };

  const graphql: TestApp['graphql'] = async (query, variables, token) => {
    const answer = await request('POST', '/graphql', { token, body: { query, variables } });
    const body = answer.json<{ data?: unknown; errors?: GraphqlAnswer<unknown>['errors'] }>();
    return { status: answer.status, data: (body.data ?? null) as never, errors: body.errors };
  };

  return {
    url,
    orm,
    config,
    http,
    shared,
    clock,
    request,
    graphql,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await http.close();
      if (shared.redis?.status === 'ready') {
        // A fault test's Redis may be cut between the check and the command: nothing to clean then.
        const keys = await shared.redis.keys(`${config.REDIS_PREFIX}*`).catch(() => []);
        if (keys.length > 0) await shared.redis.del(...keys).catch(() => undefined);
      }
      await shared.close();
      await paymentOrm.close();
      await readOrm?.close();
      await orm.close();
      if (name) await dropDatabase(databaseUrl.toString(), name);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
