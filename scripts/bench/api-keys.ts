/**
 * Integrators' API keys: a catalog query with an integrator's API key vs the same query with a person's access token, each
 * at a fixed rate (default 200 requests/s for 30 s, open loop: requests start on schedule whether or not the
 * previous ones answered). Prints p50/p95 of both and the key/token p95 ratio (target ≤ 1.2).
 *   npm run bench:keys [-- --rate 200 --seconds 30 --database URL]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { createHotel } from '../../server/test/hotel-fixtures';
import { createUser, PASSWORD } from '../../server/test/fixtures';
import { httpClient } from './http';
import { percentile, quantile, scratchDatabase, serveApp } from './support';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    database: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);

const scratch = await scratchDatabase(values.database, 'shim_bench_keys');
try {
  const hotels = await Promise.all(
    Array.from({ length: 5 }, () => createHotel(scratch.orm, { rooms: [{}, {}], days: 30 })),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The bench measures the check, not the limits: budgets far above the run.
    API_KEY_REQUESTS_PER_MINUTE: '1000000',
    API_KEY_COST_PER_MINUTE: '100000000',
  });
  const app = await serveApp(config, scratch.orm);
  const post = httpClient(100);
  const login = async (email: string) =>
    (
      JSON.parse(
        (await post(`${app.base}/api/auth/login`, 'application/json', JSON.stringify({ email, password: PASSWORD })))
          .text,
      ) as {
        accessToken: string;
      }
    ).accessToken;
  const admin = await createUser(scratch.orm, 'ROLE_ADMIN');
  const member = await createUser(scratch.orm, 'ROLE_USER');
  const adminToken = await login(admin.email);
  const issued = JSON.parse(
    (
      await post(
        `${app.base}/api/admin/api-keys`,
        'application/json',
        JSON.stringify({ name: 'bench', scopes: ['catalog:read'] }),
        {
          authorization: `Bearer ${adminToken}`,
        },
      )
    ).text,
  ) as { key: string };
  const callers = { 'person token': `Bearer ${await login(member.email)}`, 'API key': `Bearer ${issued.key}` };

  const startDate = addDays(todayInSeoul(), 7);
  const stay = { startDate, endDate: addDays(startDate, 2), persons: 2, rooms: 1 };
  const query = `query ($id: Int!, $stay: StayInput!) { hotel(id: $id, stay: $stay) { id name minPrice(stay: $stay)
    rooms { id name capacity offer(stay: $stay) { bookable availableCount price stayPrice } } } }`;
  const bodies = hotels.map(({ hotel }) => JSON.stringify({ query, variables: { id: hotel.id, stay } }));

  /** Requests at `rate` per second for `ms`; the latency of each and how many did not answer 200 without errors. */
  async function run(authorization: string, ms: number): Promise<{ times: number[]; failed: number }> {
    const times: number[] = [];
    let failed = 0;
    const pending: Array<Promise<void>> = [];
    const started = performance.now();
    for (let i = 0; i < (rate * ms) / 1000; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      pending.push(
        post(`${app.base}/graphql`, 'application/json', bodies[i % bodies.length]!, { authorization }).then(
          (answer) => {
            times.push(performance.now() - sent);
            if (answer.status !== 200 || answer.text.includes('"errors"')) failed += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
    return { times, failed };
  }

  const lines = [
    '| caller | requests | rate /s | p50 ms | p95 ms | failed | load (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const p95: Record<string, number> = {};
  for (const [name, authorization] of Object.entries(callers)) {
    await run(authorization, 3_000); // warm-up: prepared plans, JIT, pools
    const { times, failed } = await run(authorization, seconds * 1000);
    p95[name] = quantile(times, 0.95);
    const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    lines.push(
      `| ${name} | ${times.length} | ${rate} | ${percentile(times, 0.5)} | ${percentile(times, 0.95)} | ${failed} | ${load} |`,
    );
  }
  console.log(lines.join('\n'));
  console.log(`key / token p95: ${(p95['API key']! / p95['person token']!).toFixed(2)} (target ≤ 1.2)`);
  await app.close();
} finally {
  await scratch.drop();
}
