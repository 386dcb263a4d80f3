/**
 * What the whole REST search list costs the server in memory (a benchmark, not a timed test):
 *   npm run bench:search-memory [-- --hotels 16000 --requests 5]
 * A fresh scratch database (DATABASE_URL's server, else the embedded one) with `hotels` lodgings all in 서울,
 * this app in this process, then `requests` times `POST /api/search` for 서울 (every lodging matches) read by
 * a client that counts the bytes and keeps none. For each: the peak of V8's heap plus external memory above
 * the idle process while the answer is made and sent (starting after a full collection): sampled every
 * millisecond (garbage not yet collected included), and live (after a forced full collection every 100 ms).
 * Prints the largest peak, the body's size, time to the first byte and to the last, and the load.
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { connectOrm, DEFAULT_POOL } from '../../server/src/orm';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { createLogger } from '../../server/src/platform/logger';
import { scratchDatabase, serveApp } from './support';

const { values } = parseArgs({
  options: { hotels: { type: 'string', default: '16000' }, requests: { type: 'string', default: '5' } },
});
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const database = await startScriptDatabase(createLogger('warn', true));
const scratch = await scratchDatabase(database.url, 'shim_bench_memory');
try {
  // Ten nights are enough for a stay a week out; seeding gets a long statement timeout on a loaded machine.
  const seeding = await connectOrm(scratch.url, undefined, { ...DEFAULT_POOL, statementTimeoutMs: 600_000 });
  await seedScale(seeding.em.fork(), Number(values.hotels), 10, undefined, '서울').finally(() => seeding.close());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The forced collections slow every answer down: no 503 for that.
    REQUEST_TIMEOUT_MS: '600000',
    DB_STATEMENT_TIMEOUT_MS: '600000',
  });
  const app = await serveApp(config, scratch.orm);
  const startDate = addDays(todayInSeoul(), 7);
  const body = JSON.stringify({
    region: '서울',
    startDate,
    endDate: addDays(startDate, 1),
    numberOfRooms: 1,
    numberOfPeople: 2,
  });
  const runs: Array<Awaited<ReturnType<typeof measured>>> = [];
  for (let i = 0; i < Number(values.requests) + 1; i++) {
    const run = await measured(app.base, body);
    if (i > 0) runs.push(run); // the first warms the path up
    console.log(
      `peak +${run.peakMb.toFixed(1)} MB, live +${run.liveMb.toFixed(1)} MB, ${(run.bytes / 1e6).toFixed(1)} MB body, first byte ${run.firstByteMs.toFixed(0)} ms, all ${run.totalMs.toFixed(0)} ms`,
    );
  }
  const worst = (key: 'peakMb' | 'liveMb') => Math.max(...runs.map((run) => run[key])).toFixed(1);
  const median = (key: 'firstByteMs' | 'totalMs') =>
    runs.map((run) => run[key]).sort((a, b) => a - b)[runs.length >> 1]!;
  console.log(
    `\n| hotels matched | body MB | peak heap+external above idle, MB: sampled / live after full GCs (max of ${runs.length}) | first byte ms (median) | whole answer ms (median) | load |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${Number(values.hotels).toLocaleString('en')} | ${(runs[0]!.bytes / 1e6).toFixed(1)} | ${worst('peakMb')} / ${worst('liveMb')} | ${median('firstByteMs').toFixed(0)} | ${median('totalMs').toFixed(0)} | ${loadavg()[0]!.toFixed(1)} |`,
  );
  await app.close();
} finally {
  await scratch.drop();
  await database.stop();
}

/** One whole-list request, its body counted and dropped, with the memory peak while it ran. */
async function measured(base: string, body: string) {
  gc();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.external;
  };
  const idle = used();
  let peak = idle;
  let live = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 1);
  // What is really held (garbage aside): a full collection, then the heap, every 100 ms.
  const collector = setInterval(() => {
    gc();
    live = Math.max(live, used());
  }, 100);
  const started = performance.now();
  let firstByteMs = 0;
  const bytes = await new Promise<number>((resolve, reject) => {
    const url = new URL('/api/search', base);
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let count = 0;
      res.on('data', (chunk: Buffer) => {
        if (count === 0) firstByteMs = performance.now() - started;
        count += chunk.length;
        peak = Math.max(peak, used());
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(count) : reject(new Error(`status ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  clearInterval(collector);
  return { peakMb: (peak - idle) / 1e6, liveMb: (live - idle) / 1e6, bytes, firstByteMs, totalMs };
}
