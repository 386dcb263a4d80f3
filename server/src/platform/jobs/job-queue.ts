import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Logger as WorkerLogger,
  makeWorkerUtils,
  parseCronItems,
  run,
  runMigrations,
  type JobHelpers,
  type Runner,
  type WorkerUtils,
} from 'graphile-worker';
import pg from 'pg';
import type { Logger } from '../logger';
import {
  addedForSure,
  addJob,
  addJobs,
  bookFirstRun,
  bookRun,
  JOB_STATES,
  jobCountsByTask,
  releaseJobsLockedOver,
  type JobCounts,
} from './job-queue.repository';

/** A job's handler: throwing fails the attempt, and the queue retries it with backoff. */
export type JobHandler = (payload: unknown, job: { id: string; attempt: number; maxAttempts: number }) => Promise<void>;

/** A job run by the clock: `cron` in UTC (graphile-worker's crontab), or `everyMs` for sub-minute sweeps. */
export type Schedule = { task: string; cron: string } | { task: string; everyMs: number };

export interface EnqueueOptions {
  /**
   * Deduplicates: a second enqueue with the key while the first waits replaces it, keeps its run_at (`keep`),
   * or keeps whichever run_at is sooner (`earliest`). A JSON array payload is appended to the waiting one's.
   */
  key?: string;
  keyMode?: 'replace' | 'keep' | 'earliest';
  runAt?: Date;
  maxAttempts?: number;
  /** A named serial queue: the queue's jobs run one at a time across every worker and replica. */
  queueName?: string;
}

/** Attempts before a job stays failed (the dead-letter state): e^n s backoff, about 25 minutes in all. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** Longer than any handler runs (each outside call has its own timeout of seconds): JOB_ABANDON_AFTER_MS. */
const DEFAULT_ABANDON_AFTER_MS = 10 * 60_000;

/**
 * Adds a job in `em`'s transaction: the job exists exactly when that transaction commits (a rollback
 * enqueues nothing). graphile-worker's `add_job` is plain SQL, so it shares the caller's connection.
 */
export async function enqueue(
  em: EntityManager,
  task: string,
  payload: Record<string, unknown> | unknown[],
  options: EnqueueOptions = {},
): Promise<void> {
  await addJob(em, {
    ...newJob(task, payload, options),
    keyMode: options.keyMode === 'keep' ? 'preserve_run_at' : (options.keyMode ?? 'replace'),
  });
}

/** Adds many jobs in one statement in `em`'s transaction (each key replaces a waiting job's). */
export async function enqueueMany(
  em: EntityManager,
  jobs: Array<{
    task: string;
    payload: Record<string, unknown> | unknown[];
    options?: Omit<EnqueueOptions, 'keyMode'>;
  }>,
): Promise<void> {
  await addJobs(
    em,
    jobs.map(({ task, payload, options }) => newJob(task, payload, options ?? {})),
  );
}

const newJob = (task: string, payload: Record<string, unknown> | unknown[], options: EnqueueOptions) => ({
  task,
  payload: JSON.stringify(payload),
  runAt: options.runAt?.toISOString() ?? null,
  maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  key: options.key ?? null,
  queueName: options.queueName ?? null,
});

/**
 * The SQL expression that enqueues a job, for a statement that must stay one statement (a hot path's
 * prepared CTE): `payloadSql` and `keySql` are SQL expressions over the statement's own parameters.
 */
export const enqueueSql = (task: string, payloadSql: string, keySql: string): string =>
  addedForSure(
    `graphile_worker.add_job('${task}', ${payloadSql}, max_attempts => ${DEFAULT_MAX_ATTEMPTS}, job_key => ${keySql})`,
  );

/** Creates or upgrades graphile-worker's own schema (its versioned migrations, under its advisory lock). */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  // An idle client's error: the migration's own query reports what matters.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runMigrations({ pgPool: pool, logger: silentLogger });
  } finally {
    await pool.end();
  }
}

const silentLogger = new WorkerLogger(() => () => {});

/** A runner waiting longer than this for a connection logs it and tries again on its next poll. */
const CONNECT_DEADLINE_MS = 10_000;

/** One pool of workers: the tasks it alone runs, and how many of them it runs at once. */
export interface WorkerPool {
  handlers: Record<string, JobHandler>;
  concurrency: number;
}

type TaskList = Record<string, (payload: unknown, helpers: JobHelpers) => Promise<void>>;

/**
 * The durable job queue on our PostgreSQL (graphile-worker): handlers, cron schedules that run once
 * across replicas, retries with backoff and failed jobs kept for the administrator. Work of different
 * urgency runs in separate pools (`pools`), each a graphile-worker runner with its own connections that
 * knows only its own tasks, so a pool busy with slow jobs never takes, nor delays, another pool's job.
 */
export class JobQueue {
  private readonly pools: Array<{ name: string; pool: WorkerPool; pg: pg.Pool; runner?: Runner }>;
  private readonly recurring: Array<{ task: string; everyMs: number }> = [];
  private abandonedSweep?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly options: {
      connectionString: string;
      logger: Logger;
      pools: Record<string, WorkerPool>;
      schedules?: Schedule[];
      /** How often a worker looks for jobs that became due (new jobs arrive at once by LISTEN/NOTIFY). */
      pollIntervalMs?: number;
      /** A job locked longer than this belongs to a process that died while running it: it is run again. */
      abandonAfterMs?: number;
    },
  ) {
    const onError = (error: Error) => options.logger.error({ err: error }, '작업 큐 연결 오류');
    const owner = new Map<string, string>();
    this.pools = Object.entries(options.pools).map(([name, pool]) => {
      for (const task of Object.keys(pool.handlers)) {
        if (owner.has(task)) throw new Error(`Task ${task} is in pools ${owner.get(task)} and ${name}`);
        owner.set(task, name);
      }
      // A worker holds a connection only to take or finish a job, never while it runs: one each, and LISTEN's.
      const connections = new pg.Pool({
        connectionString: options.connectionString,
        max: pool.concurrency + 1,
        connectionTimeoutMillis: CONNECT_DEADLINE_MS,
      });
      connections.on('error', onError);
      connections.on('connect', (client) => client.on('error', onError));
      return { name, pool, pg: connections };
    });
    if (this.pools.length === 0) throw new Error('A job queue needs at least one pool');
  }

  async start(): Promise<void> {
    const { schedules = [] } = this.options;
    for (const s of schedules) if ('everyMs' in s) this.recurring.push(s);
    const crons = schedules.filter((s): s is { task: string; cron: string } => 'cron' in s);
    for (const s of schedules) {
      if (!this.pools.some(({ pool }) => s.task in pool.handlers))
        throw new Error(`No handler for scheduled task ${s.task}`);
    }
    for (const entry of this.pools) {
      const mine = crons.filter(({ task }) => task in entry.pool.handlers);
      entry.runner = await run({
        pgPool: entry.pg,
        taskList: this.taskListOf(entry.pool),
        parsedCronItems: parseCronItems(mine.map(({ task, cron }) => ({ task, match: cron, identifier: task }))),
        concurrency: entry.pool.concurrency,
        pollInterval: this.options.pollIntervalMs ?? 1000,
        noHandleSignals: true,
        logger: workerLogger(this.options.logger, entry.name),
      });
    }
    for (const { task } of this.recurring) await this.bookFirst(task);
    await this.releaseAbandoned();
    const abandonAfterMs = this.options.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
    this.abandonedSweep = setInterval(() => void this.releaseAbandoned(), Math.max(1_000, abandonAfterMs / 4));
    this.abandonedSweep.unref();
  }

  /** Tools for the administrator's screen: retry a failed job now. */
  async utils(): Promise<WorkerUtils> {
    return makeWorkerUtils({ pgPool: this.pools[0]!.pg, logger: silentLogger });
  }

  /** Jobs by pool and state for /metrics: due and not taken, running, waiting to retry, failed for good. */
  async countsByPool(): Promise<Record<string, JobCounts>> {
    const byTask = await jobCountsByTask(this.pools[0]!.pg);
    const out: Record<string, JobCounts> = {};
    for (const { name, pool } of this.pools) {
      const counts: JobCounts = { waiting: 0, running: 0, retrying: 0, failed: 0 };
      for (const row of byTask.filter((r) => r.task in pool.handlers)) {
        for (const state of JOB_STATES) counts[state] += row[state];
      }
      out[name] = counts;
    }
    return out;
  }

  /** Stops the workers and closes their connections; a second call has nothing left to do. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.abandonedSweep);
    await Promise.all(this.pools.map((entry) => entry.runner?.stop()));
    for (const entry of this.pools) entry.runner = undefined;
    await Promise.all(this.pools.map((entry) => entry.pg.end()));
  }

  private taskListOf(pool: WorkerPool): TaskList {
    const taskList: TaskList = {};
    for (const [name, handler] of Object.entries(pool.handlers)) {
      taskList[name] = (payload, helpers) =>
        handler(payload, { id: helpers.job.id, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
    }
    // A recurring task runs, then books its next run under one job key: one pending run in all replicas.
    for (const { task, everyMs } of this.recurring) {
      const inner = taskList[task];
      if (!inner) continue;
      taskList[task] = async (payload, helpers) => {
        try {
          await inner(payload, helpers);
        } finally {
          await this.bookNext(task, new Date(Date.now() + everyMs));
        }
      };
    }
    return taskList;
  }

  /** The connections of the pool that runs `task`. */
  private connectionsOf(task: string): pg.Pool {
    return (this.pools.find(({ pool }) => task in pool.handlers) ?? this.pools[0]!).pg;
  }

  /**
   * Books a recurring task's first run unless one is pending or running anywhere. Under an advisory
   * lock: `add_job` on a key whose job is running (locked) adds a second job, so two replicas starting
   * while another runs the task would otherwise run it twice.
   */
  private async bookFirst(task: string): Promise<void> {
    const client = await this.connectionsOf(task).connect();
    try {
      await client.query('begin');
      await bookFirstRun(client, task);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * graphile-worker frees a dead worker's jobs only after 4 hours. Our handlers bound every outside call,
   * so a job locked this long was being run by a process that died: unlock it so a live worker runs it
   * (its sends are idempotent per event, recipient and channel).
   */
  private async releaseAbandoned(): Promise<void> {
    const abandonAfterMs = this.options.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
    try {
      const released = await releaseJobsLockedOver(this.pools[0]!.pg, abandonAfterMs / 1000);
      if (released > 0) this.options.logger.warn({ jobs: released }, '멈춘 작업을 다시 실행합니다');
    } catch (error) {
      this.options.logger.error({ err: error }, '멈춘 작업 확인 실패');
    }
  }

  private async bookNext(task: string, runAt: Date): Promise<void> {
    await bookRun(this.connectionsOf(task), task, runAt);
  }
}

function workerLogger(logger: Logger, pool: string): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    if (level === 'error') logger.error({ ...meta, pool }, message);
    else if (level === 'warning') logger.warn({ ...meta, pool }, message);
    else logger.debug({ ...meta, pool }, message);
  });
}
