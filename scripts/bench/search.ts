/**
 * Search and detail latency at scale (issue 3, a benchmark, not a timed test):
 *   npm run bench:search [-- --hotels 1000,10000 --requests 200]
 * For each size: a fresh database (on the server of DATABASE_URL, else the embedded one), the scale set
 * (30 nights), this app in this process; then p50/p95 of REST search, GraphQL search (first 20) and
 * REST detail, sequential requests (node:http, keep-alive), each next to the same SQL statements replayed bare (the statements
 * one such request sent, captured and re-run, alternating with the requests), so the app's own overhead
 * shows.
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { connectOrm } from '../../server/src/db/orm';
import { seedScale } from '../../server/src/db/seeders/scale.seeder';
import { createLogger } from '../../server/src/platform/logger';
import { httpClient, type Answer } from './http';
import { scratchDatabase, serveApp } from './support';

const { values } = parseArgs({
  options: { hotels: { type: 'string', default: '1000,10000' }, requests: { type: 'string', default: '200' } },
});
const sizes = values.hotels.split(',').map(Number);
const requests = Number(values.requests);
const logger = createLogger('warn', true);
const database = await startScriptDatabase(logger);

const startDate = addDays(todayInSeoul(), 7);
const endDate = addDays(startDate, 1);
const lines = [
  `| hotels | operation | p50 ms | p95 ms | bare SQL p50 ms | bare SQL p95 ms | statements | load |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- |`,
];

for (const size of sizes) {
  const scratch = await scratchDatabase(database.url, `shim_bench_${size}`);
  const { url, orm } = scratch;
  try {
    const seeded = Date.now();
    await seedScale(orm.em.fork(), size, 30);
    console.log(`${size} hotels seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const app = await serveApp(config, orm);
    const base = app.base;
    const send = httpClient(1);
    const post = (path: string, body: unknown) => send(base + path, 'application/json', JSON.stringify(body));

    const searchBody = { region: '서울', startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 };
    const seoul = JSON.parse((await post('/api/search', searchBody)).text) as Array<{ hId: number }>;
    let next = 0;
    const operations: Record<string, () => Promise<Answer>> = {
      [`REST search 서울 (${seoul.length} hits)`]: () => post('/api/search', searchBody),
      'GraphQL search 서울 first 20': () =>
        post('/graphql', {
          query: `query ($c: SearchInput!) { searchHotels(criteria: $c, first: 20) {
            totalCount edges { node { id name type minPrice avgScore reviewCount services imageUrl } } } }`,
          variables: { c: { region: '서울', startDate, endDate, rooms: 1, persons: 2 } },
        }),
      'REST detail': () =>
        post('/api/detail', { hId: seoul[next++ % seoul.length]!.hId, startDate, endDate, roomCount: 1, people: 2 }),
    };
    for (const [name, run] of Object.entries(operations)) {
      for (let i = 0; i < 20; i++) await run();
      const statements = await captureStatements(orm, run);
      // End to end and bare SQL alternate, request by request: on this shared VM the speed drifts by up to
      // 2× from one minute to the next, and both figures should see the same drift.
      const bare = await replayer(url, statements);
      const [timed, bareTimed] = await measurePairs(async () => {
        const response = await run();
        if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      }, bare.run);
      await bare.close();
      // The machine is shared: the 1-minute load average after the measurement, to read the figures by.
      const load = loadavg()[0]!.toFixed(1);
      lines.push(
        `| ${size.toLocaleString('en')} | ${name} | ${timed.p50} | ${timed.p95} | ${bareTimed.p50} | ${bareTimed.p95} | ${statements.length} | ${load} |`,
      );
      console.log(lines.at(-1));
    }
    await app.close();
  } finally {
    await scratch.drop();
  }
}
console.log(`\n${lines.join('\n')}`);
await database.stop();

/** `requests` rounds of `a` then `b`; p50/p95 of each. */
async function measurePairs(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < requests; i++) {
    for (const [k, work] of [a, b].entries()) {
      const started = performance.now();
      await work();
      times[k]!.push(performance.now() - started);
    }
  }
  return times.map((list) => {
    list.sort((x, y) => x - y);
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(1);
    return { p50: at(0.5), p95: at(0.95) };
  }) as [{ p50: string; p95: string }, { p50: string; p95: string }];
}

type Statement = { sql: string; bindings: unknown[] };

async function captureStatements(orm: Awaited<ReturnType<typeof connectOrm>>, work: () => Promise<unknown>) {
  const knex = orm.em.getConnection().getKnex();
  const statements: Statement[] = [];
  const listener = (query: Statement) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  await work();
  knex.removeListener('query', listener);
  return statements;
}

/** The captured statements on a plain connection, warmed up: `run()` sends them one after another. */
async function replayer(databaseUrl: string, statements: Statement[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('set jit = off');
  // knex writes `?` placeholders in `sql`; pg wants $1, $2, ...
  const texts = statements.map((statement) => {
    let n = 0;
    const text = statement.sql.includes('$1') ? statement.sql : statement.sql.replace(/\?/g, () => `$${++n}`);
    return { text, values: statement.bindings };
  });
  const run = async () => {
    for (const query of texts) await client.query(query);
  };
  for (let i = 0; i < 20; i++) await run();
  return { run, close: () => client.end() };
}
