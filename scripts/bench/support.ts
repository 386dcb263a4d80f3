/** What the benchmarks share: a scratch database with the scale set, and this app served on the loopback. */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createHttpApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { dropDatabase, ensureDatabaseExists } from '../../server/src/db/database';
import { BULK_LOAD_POOL, connectOrm } from '../../server/src/orm';
import { createLogger } from '../../server/src/platform/logger';
import { SharedState } from '../../server/src/platform/shared-state';

/** A new, migrated database on the server of `serverUrl`; `drop()` closes the ORM and removes it. */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const url = new URL(serverUrl);
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  url.pathname = `/${name}`;
  await ensureDatabaseExists(url.toString());
  const orm = await connectOrm(url.toString(), undefined, BULK_LOAD_POOL);
  return {
    url: url.toString(),
    orm,
    async drop() {
      await orm.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** The app on a free loopback port, logging nothing and with no per-client limit in the way. */
export async function serveApp(config: Config, orm: MikroORM) {
  const http = await createHttpApp({
    config,
    orm,
    logger: createLogger('silent', false),
    shared: await SharedState.connect(config, orm, { limitFactor: 1000 }),
  });
  // Idle keep-alive sockets stay open through a run: with Node's 5 s default, a client could pick a pooled
  // socket just as the server closes it (ECONNRESET), which once aborted a booking bench mid-run.
  const server = createServer({ keepAliveTimeout: 60_000 }, http.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services: http.services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await http.close();
    },
  };
}

/** A worker thread running the TypeScript module `url`: it registers tsx's loader before importing it. */
export function typeScriptWorker(url: URL, workerData: unknown): Worker {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register();
    return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** The `q` quantile (0.5, 0.95) of timings; NaN for none. */
export function quantile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The `q` quantile of timings in ms, to one decimal; `-` for none. */
export function percentile(times: number[], q: number): string {
  return times.length === 0 ? '-' : quantile(times, q).toFixed(1);
}
