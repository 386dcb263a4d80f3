import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createLogger } from '../logger';
import { enqueue, JobQueue, type JobHandler } from './job-queue';

let app: TestApp;
const queues: JobQueue[] = [];
const logger = createLogger('silent', false);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await app.close();
});

async function startQueue(
  handlers: Record<string, JobHandler>,
  schedules = [] as ConstructorParameters<typeof JobQueue>[0]['schedules'],
  abandonAfterMs?: number,
) {
  const queue = new JobQueue({
    connectionString: app.config.DATABASE_URL!,
    logger,
    pools: { only: { handlers, concurrency: 2 } },
    schedules,
    pollIntervalMs: 200,
    abandonAfterMs,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}

const jobsOf = (task: string) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute<
      Array<{ attempts: number; max_attempts: number; last_error: string | null; run_at: Date; created_at: Date }>
    >(
      `select j.attempts, j.max_attempts, j.last_error, j.run_at, j.created_at from graphile_worker.jobs j
        where j.task_identifier = ?`,
      [task],
    );

describe('the job queue', () => {
  it('runs a job enqueued in a committed transaction and never one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    await startQueue({ 'test-echo': async (payload) => void seen.push((payload as { n: number }).n) });
    await app.orm.em.fork().transactional((em) => enqueue(em, 'test-echo', { n: 1 }));
    await expect(
      app.orm.em.fork().transactional(async (em) => {
        await enqueue(em, 'test-echo', { n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.orm.em.fork().transactional((em) => enqueue(em, 'test-echo', { n: 3 }));
    await vi.waitFor(() => expect(seen).toContain(3), { timeout: 10_000, interval: 50 });
    // A job's row goes once its handler has returned: wait for the worker's completion, not only the handler.
    await vi.waitFor(async () => expect(await jobsOf('test-echo')).toEqual([]), { timeout: 5_000, interval: 50 });
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('retries a failing job with backoff, then keeps it failed with its error (the dead-letter state)', async () => {
    let attempts = 0;
    const queue = await startQueue({
      'test-fail': async () => {
        attempts += 1;
        throw new Error(`공급자 오류 ${attempts}`);
      },
    });
    await app.orm.em.fork().transactional((em) => enqueue(em, 'test-fail', {}, { maxAttempts: 2 }));
    await vi.waitFor(
      async () => expect(await jobsOf('test-fail')).toMatchObject([{ attempts: 1, last_error: expect.any(String) }]),
      { timeout: 10_000, interval: 50 },
    );
    const [waiting] = await jobsOf('test-fail');
    // The second attempt waits e^1 seconds after the first: backoff, not a hot loop (read off the job, not the clock).
    expect(new Date(waiting!.run_at).getTime() - new Date(waiting!.created_at).getTime()).toBeGreaterThan(2_000);
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 15_000, interval: 100 });
    await vi.waitFor(
      async () =>
        expect(await jobsOf('test-fail')).toMatchObject([
          { attempts: 2, max_attempts: 2, last_error: expect.stringContaining('공급자 오류 2') },
        ]),
      { timeout: 5_000, interval: 50 },
    );
    // /metrics reads these counts (modules/jobs.ts registers them as the `jobs` gauge).
    expect((await queue.countsByPool()).only!.failed).toBe(1);
  });

  it('runs a scheduled job once when two app instances share the database', async () => {
    let runs = 0;
    const handlers = { 'test-sweep': async () => void (runs += 1) };
    const schedules = [{ task: 'test-sweep', everyMs: 3_600_000 }];
    await Promise.all([startQueue(handlers, schedules), startQueue(handlers, schedules)]);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 50 });
    // The run booked its successor an interval later; both instances see that one job, and nothing else ran.
    await vi.waitFor(
      async () => {
        const pending = await jobsOf('test-sweep');
        expect(pending).toHaveLength(1);
        const { run_at, created_at } = pending[0]!;
        expect(new Date(run_at).getTime() - new Date(created_at).getTime()).toBeGreaterThan(3_000_000);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(runs).toBe(1);
  });

  it('runs again, once, a job whose worker died while running it', async () => {
    const seen: number[] = [];
    // A job a dead process took a minute ago and never finished: graphile-worker alone waits 4 hours.
    await app.orm.em.fork().transactional((em) => enqueue(em, 'test-orphan', { n: 7 }));
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update graphile_worker._private_jobs set locked_at = now() - interval '1 minute', locked_by = 'worker-dead'
          where task_id = (select id from graphile_worker._private_tasks where identifier = 'test-orphan')`,
      );
    await startQueue({ 'test-orphan': async (payload) => void seen.push((payload as { n: number }).n) }, [], 30_000);
    await vi.waitFor(() => expect(seen).toEqual([7]), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect(await jobsOf('test-orphan')).toEqual([]), { timeout: 5_000, interval: 50 });
    expect(seen).toEqual([7]);
  });

  it('runs a pool’s jobs while every worker of another pool is held by a job that never ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const sent: number[] = [];
    const queue = new JobQueue({
      connectionString: app.config.DATABASE_URL!,
      logger,
      pools: {
        slow: {
          handlers: {
            'test-slow': async (payload) => {
              started.push((payload as { n: number }).n);
              await held;
            },
          },
          concurrency: 2,
        },
        urgent: { handlers: { 'test-urgent': async (p) => void sent.push((p as { n: number }).n) }, concurrency: 1 },
      },
      pollIntervalMs: 200,
    });
    queues.push(queue);
    await queue.start();
    await app.orm.em.fork().transactional(async (em) => {
      for (let n = 0; n < 6; n += 1) await enqueue(em, 'test-slow', { n });
    });
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 10_000, interval: 50 });
    await app.orm.em.fork().transactional((em) => enqueue(em, 'test-urgent', { n: 1 }));
    // The urgent job ran while both slow workers were still held and four slow jobs still waited.
    await vi.waitFor(() => expect(sent).toEqual([1]), { timeout: 10_000, interval: 50 });
    expect(started).toHaveLength(2);
    expect((await queue.countsByPool()).slow).toMatchObject({ running: 2, waiting: 4 });
    release();
    await vi.waitFor(() => expect(started).toHaveLength(6), { timeout: 10_000, interval: 50 });
  });
});
