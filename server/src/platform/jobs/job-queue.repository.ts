import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, type PgQueryable } from '../../db/named';

/**
 * The job queue's SQL on graphile-worker's tables: adding jobs (in the caller's transaction, or on the
 * queue's own pool), the counts for /metrics, and freeing the jobs of workers that died.
 */

export interface NewJob {
  task: string;
  payload: string;
  runAt: string | null;
  maxAttempts: number;
  key: string | null;
  keyMode: 'replace' | 'preserve_run_at';
  /** graphile-worker's named queue: its jobs run one at a time, in order. */
  queueName: string | null;
}

/** Adds a job in `em`'s transaction. graphile-worker's `add_job` is plain SQL, so it shares the connection. */
export async function addJob(em: EntityManager, job: NewJob): Promise<void> {
  await executeNamed(
    em,
    `select graphile_worker.add_job(:task, :payload::json, queue_name => :queueName, run_at => :runAt::timestamptz,
       max_attempts => :maxAttempts, job_key => :key, job_key_mode => :keyMode)`,
    { ...job },
  );
}

export const JOB_STATES = ['waiting', 'running', 'retrying', 'failed'] as const;
export type JobCounts = Record<(typeof JOB_STATES)[number], number>;

/** Jobs by task and state: due and not taken, running, waiting to retry, failed for good. */
export async function jobCountsByTask(pool: PgQueryable): Promise<Array<JobCounts & { task: string }>> {
  return executeNamed<JobCounts & { task: string }>(
    pool,
    `select task_identifier as task,
            count(*) filter (where locked_at is null and attempts = 0 and run_at <= now())::int as waiting,
            count(*) filter (where locked_at is not null)::int as running,
            count(*) filter (where locked_at is null and attempts > 0 and attempts < max_attempts)::int as retrying,
            count(*) filter (where attempts >= max_attempts)::int as failed
       from graphile_worker.jobs
      group by task_identifier`,
  );
}

/**
 * Books a recurring task's first run unless one is pending or running anywhere, under the task's advisory
 * lock: `client` must be in a transaction (the lock lasts until it ends).
 */
export async function bookFirstRun(client: PgQueryable, task: string): Promise<void> {
  await executeNamed(client, `select pg_advisory_xact_lock(hashtext('graphile_worker:recurring:' || :task))`, {
    task,
  });
  await executeNamed(
    client,
    `select graphile_worker.add_job(:task, '{}'::json, max_attempts => 1, job_key => :key,
       job_key_mode => 'preserve_run_at')
      where not exists (select 1 from graphile_worker.jobs where task_identifier = :task)`,
    { task, key: `recurring:${task}` },
  );
}

/** Books a recurring task's next run at `runAt` (one pending run under its key in all replicas). */
export async function bookRun(pool: PgQueryable, task: string, runAt: Date): Promise<void> {
  await executeNamed(
    pool,
    `select graphile_worker.add_job(:task, '{}'::json, run_at => :runAt, max_attempts => 1, job_key => :key)`,
    { task, runAt: runAt.toISOString(), key: `recurring:${task}` },
  );
}

/** Unlocks the jobs locked longer than `seconds` (their worker died); answers how many. */
export async function releaseJobsLockedOver(pool: PgQueryable, seconds: number): Promise<number> {
  const rows = await executeNamed(
    pool,
    `update graphile_worker._private_jobs set locked_at = null, locked_by = null
      where locked_at < now() - make_interval(secs => :seconds)
      returning 1`,
    { seconds },
  );
  return rows.length;
}
