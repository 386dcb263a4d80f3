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
  /** `earliest`: a waiting job under the key keeps its run_at when that is sooner than this one's. */
  keyMode: 'replace' | 'preserve_run_at' | 'earliest';
  /** graphile-worker's named queue: its jobs run one at a time, in order. */
  queueName: string | null;
}

/** Adds a job in `em`'s transaction. graphile-worker's `add_job` is plain SQL, so it shares the connection. */
export async function addJob(em: EntityManager, job: NewJob): Promise<void> {
  const runAt =
    job.keyMode === 'earliest'
      ? `least(coalesce(:runAt::timestamptz, now()), (select run_at from graphile_worker.jobs where key = :key and locked_at is null))`
      : ':runAt::timestamptz';
  await executeNamed(
    em,
    `select ${addedForSure(`graphile_worker.add_job(:task, :payload::json, queue_name => :queueName, run_at => ${runAt},
       max_attempts => :maxAttempts, job_key => :key, job_key_mode => :mode)`)}`,
    { ...job, mode: job.keyMode === 'earliest' ? 'replace' : job.keyMode },
  );
}

/**
 * `add_job` called again while it added nothing. graphile-worker's `add_jobs` frees the key of a locked job, then
 * inserts or updates the waiting one `where locked_at is null`: a worker locking that job between the two
 * statements leaves the call with no job at all (docs/performance.md: confirmations' notices lost so under load).
 * The next call sees the lock, frees the key and adds a job of its own.
 */
export const addedForSure = (addJobCall: string): string =>
  `coalesce((${addJobCall}).id, (${addJobCall}).id, (${addJobCall}).id)`;

/** Adds many jobs in one statement (graphile-worker's `add_jobs`), in `em`'s transaction; keys replace. */
export async function addJobs(em: EntityManager, jobs: Array<Omit<NewJob, 'keyMode'>>): Promise<void> {
  if (jobs.length === 0) return;
  await executeNamed(
    em,
    `select count(*) from graphile_worker.add_jobs(array(
       select row(x.task, x.payload, x."queueName", x."runAt", x."maxAttempts", x.key, null, null)::graphile_worker.job_spec
         from jsonb_to_recordset(:jobs::jsonb) as x(task text, payload json, "queueName" text, "runAt" timestamptz,
              "maxAttempts" int, key text)))`,
    { jobs: JSON.stringify(jobs.map((job) => ({ ...job, payload: JSON.parse(job.payload) as unknown }))) },
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
