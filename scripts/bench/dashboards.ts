/**
 * What the manager and admin dashboard benches share (benchmarks, not timed tests): a fresh database with
 * the scale set and two years of bookings, this app in this process, and for each operation p50/p95 of
 * sequential requests on one keep-alive connection, each followed by the SQL statements it sent replayed
 * bare on a plain pg connection in a thread of its own (as scripts/bench/search.ts does).
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { connectOrm } from '../../server/src/orm';
import { numberedPlaceholders } from '../../server/src/db/named';
import { statementsSent, type SentStatement } from '../../server/src/db/statements-sent';
import { seedScaleSales } from '../../server/src/seeds/scale-sales.seeder';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { createLogger } from '../../server/src/platform/logger';
import { httpConnection, type Answer } from './http';
import { percentile, quantile, scratchDatabase, serveApp, typeScriptWorker } from './support';
import type { BareStatement } from './bare-sql';

export type Connection = Awaited<ReturnType<typeof httpConnection>>;

export async function runDashboardBench(
  name: string,
  operations: (connection: Connection, orm: MikroORM) => Promise<Record<string, () => Promise<Answer>>>,
  /** More measurements on the same app and data; their Markdown lines are printed after the table. */
  afterwards?: (app: { base: string; connection: Connection; orm: MikroORM }) => Promise<string[]>,
): Promise<void> {
  const { values } = parseArgs({
    options: {
      hotels: { type: 'string', default: '10000' },
      years: { type: 'string', default: '2' },
      requests: { type: 'string', default: '500' },
      'warm-up-seconds': { type: 'string', default: '5' },
      // A database `npm run seed:scale` already filled: both benches then read the same data, seeded once.
      database: { type: 'string' },
      // Only the operations whose name matches this pattern (case-insensitive), and no measurements after them.
      only: { type: 'string' },
    },
  });
  const hotels = Number(values.hotels);
  const requests = Number(values.requests);
  const warmUpMs = Number(values['warm-up-seconds']) * 1000;
  const logger = createLogger('warn', true);
  const database = await startScriptDatabase(logger);
  const scratch = values.database
    ? { url: values.database, orm: await connectOrm(values.database), drop: () => Promise.resolve() }
    : await scratchDatabase(database.url, `shim_bench_${name}`);
  const { url, orm } = scratch;
  const lines = [
    `| hotels / bookings | operation | p50 ms | p95 ms | bare SQL p50 ms | bare SQL p95 ms | × SQL p50 / p95 | statements | load |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  ];
  try {
    if (!values.database) {
      const seeded = Date.now();
      await seedScale(orm.em.fork(), hotels, 30);
      const bookings = await seedScaleSales(orm.em.fork(), {
        pastDays: Math.round(Number(values.years) * 365),
        futureDays: 30,
        managerLodgings: 50,
      });
      console.log(`${hotels} hotels, ${bookings} bookings seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    }
    const [counts] = await orm.em
      .getConnection()
      .execute<Array<{ hotels: number; bookings: number }>>(
        'select (select count(*) from hotels)::int as hotels, (select count(*) from payments)::int as bookings',
      );
    const size = `${counts!.hotels.toLocaleString('en')} / ${counts!.bookings.toLocaleString('en')}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const app = await serveApp(config, orm);
    const connection = await httpConnection(app.base);
    const bare = await bareConnection(url);
    const only = values.only ? new RegExp(values.only, 'i') : null;
    const chosen = Object.entries(await operations(connection, orm)).filter(([name]) => !only || only.test(name));
    for (const [operation, run] of chosen) {
      const pair = async () => {
        let endToEnd = 0;
        const sent = await statementsSent(orm, async () => {
          const started = performance.now();
          const response = await run();
          endToEnd = performance.now() - started;
          if (response.status !== 200) throw new Error(`${operation}: ${response.status} ${response.text}`);
        });
        // Every statement, the read of the caller's account (each authenticated request makes it) included.
        // A token renewed mid-run (renewingHeaders) is not replayed: its refresh token may be stored only once.
        const replayed = sent.filter(({ sql }) => !/^insert into "?refresh_tokens"?/i.test(sql));
        return { endToEnd, bare: await bare.replay(replayed.map(forPg)), statements: sent.length };
      };
      const warmUpEnds = performance.now() + warmUpMs;
      for (let i = 0; i < Math.min(100, requests) || performance.now() < warmUpEnds; i++) await pair();
      const timed: number[] = [];
      const bareTimed: number[] = [];
      let statements = 0;
      for (let i = 0; i < requests; i++) {
        const times = await pair();
        timed.push(times.endToEnd);
        bareTimed.push(times.bare);
        statements = times.statements;
      }
      const load = loadavg()[0]!.toFixed(1);
      const figures = [timed, bareTimed].flatMap((times) => [percentile(times, 0.5), percentile(times, 0.95)]);
      const ratios = [0.5, 0.95].map((q) => (quantile(timed, q) / quantile(bareTimed, q)).toFixed(2)).join(' / ');
      lines.push(`| ${size} | ${operation} | ${figures.join(' | ')} | ${ratios} | ${statements} | ${load} |`);
      console.log(lines.at(-1));
    }
    if (afterwards && !only) {
      const extra = await afterwards({ base: app.base, connection, orm });
      lines.push('', ...extra);
      console.log(extra.join('\n'));
    }
    await bare.close();
    connection.close();
    await app.close();
  } finally {
    await scratch.drop();
  }
  console.log(`\n${lines.join('\n')}`);
  await database.stop();
}

/** A statement as the app sent it, for pg: knex reports `?` placeholders when it has bindings. */
function forPg({ sql, bindings = [] }: SentStatement): BareStatement {
  const text = bindings.length === 0 || sql.includes('$1') ? sql : numberedPlaceholders(sql);
  return { text, values: [...bindings] };
}

/** The bare SQL's thread (bare-sql.ts): `replay` resolves to the time its statements took there, in ms. */
async function bareConnection(databaseUrl: string) {
  const worker = typeScriptWorker(new URL('./bare-sql.ts', import.meta.url), databaseUrl);
  let waiting: { resolve(message: unknown): void; reject(error: Error): void } | null = null;
  worker.on('message', (message) => waiting?.resolve(message));
  worker.on('error', (error) => waiting?.reject(error));
  const next = () => new Promise<unknown>((resolve, reject) => (waiting = { resolve, reject }));
  await next();
  return {
    replay(statements: BareStatement[]) {
      worker.postMessage(statements);
      return next() as Promise<number>;
    },
    async close() {
      worker.postMessage(null);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/** Logs in through the REST facade; answers the Authorization header. */
export async function bearer(connection: Connection, email: string, password: string): Promise<Record<string, string>> {
  const answer = await connection.post('/api/auth/login', 'application/json', JSON.stringify({ email, password }));
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
  return { Authorization: `Bearer ${(JSON.parse(answer.text) as { accessToken: string }).accessToken}` };
}

/**
 * A manager's headers for a long run: access tokens live 15 minutes and a busy run takes longer, so a new one every
 * 10 (one login in thousands of requests).
 */
export function renewingHeaders(login: () => Promise<Record<string, string>>): () => Promise<Record<string, string>> {
  let auth: { headers: Record<string, string>; at: number } | null = null;
  return async () => {
    if (!auth || Date.now() - auth.at > 10 * 60_000) auth = { headers: await login(), at: Date.now() };
    return auth.headers;
  };
}
