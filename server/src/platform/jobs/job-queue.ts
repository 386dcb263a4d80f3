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
  addJob,
  bookFirstRun,
  bookRun,
  jobCounts,
  releaseJobsLockedOver,
  type JobCounts,
} from './job-queue.repository';

/** A job's handler: throwing fails the attempt, and the queue retries it with backoff. */
export type JobHandler = (payload: unknown, job: { id: string; attempt: number; maxAttempts: number }) => Promise<void>;

/** A job run by the clock: `cron` in UTC (graphile-worker's crontab), or `everyMs` for sub-minute sweeps. */
export type Schedule = { task: string; cron: string } | { task: string; everyMs: number };

export interface EnqueueOptions {
  /** Deduplicates: a second enqueue with the key while the first waits replaces it (or keeps it, `keep`). */
  key?: string;
  keyMode?: 'replace' | 'keep';
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
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await addJob(em, {
    task,
    payload: JSON.stringify(payload),
    runAt: options.runAt?.toISOString() ?? null,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    key: options.key ?? null,
    keyMode: options.keyMode === 'keep' ? 'preserve_run_at' : 'replace',
    queueName: options.queueName ?? null,
  });
}

/**
 * The SQL expression that enqueues a job, for a statement that must stay one statement (a hot path's
 * prepared CTE): `payloadSql` and `keySql` are SQL expressions over the statement's own parameters.
 */
export const enqueueSql = (task: string, payloadSql: string, keySql: string): string =>
  `graphile_worker.add_job('${task}', ${payloadSql}, max_attempts => ${DEFAULT_MAX_ATTEMPTS}, job_key => ${keySql})`;

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

/**
 * The durable job queue on our PostgreSQL (graphile-worker): handlers, cron schedules that run once
 * across replicas, retries with backoff and failed jobs kept for the administrator.
 */
export class JobQueue {
  private runner?: Runner;
  private readonly pool: pg.Pool;
  private readonly recurring: Array<{ task: string; everyMs: number }> = [];
  private abandonedSweep?: NodeJS.Timeout;

  constructor(
    private readonly options: {
      connectionString: string;
      logger: Logger;
      handlers: Record<string, JobHandler>;
      schedules?: Schedule[];
      concurrency?: number;
      /** How often a worker looks for jobs that became due (new jobs arrive at once by LISTEN/NOTIFY). */
      pollIntervalMs?: number;
      /** A job locked longer than this belongs to a process that died while running it: it is run again. */
      abandonAfterMs?: number;
    },
  ) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: (options.concurrency ?? 2) + 2 });
    const onError = (error: Error) => options.logger.error({ err: error }, '작업 큐 연결 오류');
    this.pool.on('error', onError);
    this.pool.on('connect', (client) => client.on('error', onError));
  }

  async start(): Promise<void> {
    const { logger, handlers, schedules = [] } = this.options;
    const taskList: Record<string, (payload: unknown, helpers: JobHelpers) => Promise<void>> = {};
    for (const [name, handler] of Object.entries(handlers)) {
      taskList[name] = (payload, helpers) =>
        handler(payload, { id: helpers.job.id, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
    }
    const crons = schedules.filter((s): s is { task: string; cron: string } => 'cron' in s);
    for (const s of schedules) if ('everyMs' in s) this.recurring.push(s);
    // A recurring task runs, then books its next run under one job key: one pending run in all replicas.
    for (const { task, everyMs } of this.recurring) {
      const inner = taskList[task];
      if (!inner) throw new Error(`No handler for scheduled task ${task}`);
      taskList[task] = async (payload, helpers) => {
        try {
          await inner(payload, helpers);
        } finally {
          await this.bookNext(task, new Date(Date.now() + everyMs));
        }
      };
    }
    this.runner = await run({
      pgPool: this.pool,
      taskList,
      parsedCronItems: parseCronItems(crons.map(({ task, cron }) => ({ task, match: cron, identifier: task }))),
      concurrency: this.options.concurrency ?? 2,
      pollInterval: this.options.pollIntervalMs ?? 1000,
      noHandleSignals: true,
      logger: workerLogger(logger),
    });
    for (const { task } of this.recurring) await this.bookFirst(task);
    await this.releaseAbandoned();
    const abandonAfterMs = this.options.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
    this.abandonedSweep = setInterval(() => void this.releaseAbandoned(), Math.max(1_000, abandonAfterMs / 4));
    this.abandonedSweep.unref();
  }

  /** Tools for the administrator's screen: retry a failed job now. */
  async utils(): Promise<WorkerUtils> {
    return makeWorkerUtils({ pgPool: this.pool, logger: silentLogger });
  }

  /** Jobs by state for /metrics: due and not taken, running, waiting to retry, failed for good. */
  async counts(): Promise<JobCounts> {
    return jobCounts(this.pool);
  }

  async stop(): Promise<void> {
    clearInterval(this.abandonedSweep);
    await this.runner?.stop();
    this.runner = undefined;
    await this.pool.end();
  }

  /**
   * Books a recurring task's first run unless one is pending or running anywhere. Under an advisory
   * lock: `add_job` on a key whose job is running (locked) adds a second job, so two replicas starting
   * while another runs the task would otherwise run it twice.
   */
  private async bookFirst(task: string): Promise<void> {
    const client = await this.pool.connect();
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
      const released = await releaseJobsLockedOver(this.pool, abandonAfterMs / 1000);
      if (released > 0) this.options.logger.warn({ jobs: released }, '멈춘 작업을 다시 실행합니다');
    } catch (error) {
      this.options.logger.error({ err: error }, '멈춘 작업 확인 실패');
    }
  }

  private async bookNext(task: string, runAt: Date): Promise<void> {
    await bookRun(this.pool, task, runAt);
  }
}

function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    if (level === 'error') logger.error(meta ?? {}, message);
    else if (level === 'warning') logger.warn(meta ?? {}, message);
    else logger.debug(meta ?? {}, message);
  });
}
