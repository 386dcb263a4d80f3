import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../db/named';

/** `/readyz`'s one statement: resolves once the database answers. */
export const databaseAnswers = (em: EntityManager): Promise<unknown> => executeNamed(em, 'select 1');

/** The newest good backup (any method) and the WAL archiver's progress, as `/readyz` and the metrics show them. */
export interface BackupFacts {
  lastSuccessAt: Date | null;
  method: string | null;
  /** Null while archive_mode is off (nothing to lag behind). */
  walLagSeconds: number | null;
}

/**
 * WAL lags when a finished segment waits to be archived, or the last attempt failed: then it counts from
 * the last success. The segment being written does not count (archive_timeout closes it).
 */
export async function backupFacts(em: EntityManager): Promise<BackupFacts> {
  const [row] = await executeNamed<{
    lastSuccessAt: string | null;
    method: string | null;
    walLagSeconds: string | null;
  }>(
    em,
    `select newest.finished_at as "lastSuccessAt", newest.method,
            case when current_setting('archive_mode') = 'off' then null
                 when (a.last_failed_time is not null and a.last_failed_time > coalesce(a.last_archived_time, '-infinity'))
                   or (a.last_archived_wal ~ '^[0-9A-F]{24}$' and a.last_archived_wal <
                       pg_walfile_name(pg_current_wal_lsn() - pg_size_bytes(current_setting('wal_segment_size'))::numeric))
                 then extract(epoch from now() - coalesce(a.last_archived_time, a.stats_reset))
                 else 0 end as "walLagSeconds"
       from pg_stat_archiver a
       left join lateral (select finished_at, method from backup_runs where ok order by finished_at desc limit 1) newest on true`,
  );
  return {
    lastSuccessAt: row?.lastSuccessAt ? new Date(row.lastSuccessAt) : null,
    method: row?.method ?? null,
    walLagSeconds: row?.walLagSeconds == null ? null : Number(row.walLagSeconds),
  };
}
