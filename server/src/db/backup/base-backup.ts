import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { copyTree, isPhotoScratch, makeFolder, storageProblem } from './files';
import { PARTIAL_SUFFIX, pruneBackups, writeManifest, type BaseBackup } from './catalog';
import { baseDirOf } from './wal-archive';

/** A backup that could not be taken, with the Korean sentence for the operator. */
export class BackupError extends Error {}

/**
 * What a base backup leaves out of the data folder: the running server's own files and what PostgreSQL
 * rebuilds or refills at start (the WAL comes from the archive), as its documentation lists.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts']);
const skipInDataFolder = (relative: string): boolean => {
  const [top, ...rest] = relative.split(path.sep);
  return (
    LEFT_OUT.has(relative) || (EMPTIED.has(top!) && rest.length > 0) || path.basename(relative) === 'pg_internal.init'
  );
};

export interface BaseBackupOptions {
  databaseUrl: string;
  /** The embedded server's data folder (embeddedDataDir). */
  pgDataDir: string;
  /** DATA_DIR/uploads. */
  photosDir: string;
  backupDir: string;
  retentionDays: number;
  now?: () => Date;
}

/**
 * `npm run backup`: PostgreSQL's non-exclusive base-backup API on one connection (pg_backup_start, copy
 * the data folder, pg_backup_stop, its backup_label and tablespace map written into the copy), then the
 * photos (hard links: photos are never rewritten in place), then retention. The backup is written in a
 * dot-folder and renamed when complete; on any failure that folder is removed and the run recorded as failed.
 */
export async function takeBaseBackup(options: BaseBackupOptions): Promise<BaseBackup & { pruned: string[] }> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const label = `base-${startedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
  const baseDir = baseDirOf(options.backupDir);
  const partial = path.join(baseDir, `.${label}${PARTIAL_SUFFIX}`);
  const client = new pg.Client({ connectionString: options.databaseUrl, statement_timeout: 600_000 });
  await client.connect();
  let runId: string | undefined;
  try {
    runId = await recordStart(client, label, startedAt);
    await makeFolder(partial);
    const started = await client.query<{ lsn: string; file: string }>(
      'select lsn::text, pg_walfile_name(lsn) as file from pg_backup_start($1, true) as lsn',
      [label],
    );
    let bytes = await copyTree(options.pgDataDir, path.join(partial, 'pg'), { skip: skipInDataFolder });
    // Waits until the WAL that makes the copy consistent is archived: the backup is whole by itself.
    const stopped = await client.query<{ labelfile: string; spcmapfile: string }>(
      'select labelfile, spcmapfile from pg_backup_stop(true)',
    );
    const stoppedAt = now();
    await writeFile(path.join(partial, 'pg', 'backup_label'), stopped.rows[0]!.labelfile);
    if (stopped.rows[0]!.spcmapfile)
      await writeFile(path.join(partial, 'pg', 'tablespace_map'), stopped.rows[0]!.spcmapfile);
    bytes += await copyTree(options.photosDir, path.join(partial, 'photos'), { skip: isPhotoScratch, linkFiles: true });
    const backup = { label, startedAt, stoppedAt, startWalFile: started.rows[0]!.file, bytes };
    await writeManifest(partial, backup);
    await rename(partial, path.join(baseDir, label));
    await client.query('update backup_runs set finished_at = now(), ok = true, bytes = $2 where id = $1', [
      runId,
      bytes,
    ]);
    const pruned = await pruneBackups(options.backupDir, options.retentionDays, now());
    return { ...backup, folder: path.join(baseDir, label), pruned };
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    const message = storageProblem(error, options.backupDir) ?? `백업에 실패했습니다: ${(error as Error).message}`;
    if (runId) {
      await client
        .query('update backup_runs set finished_at = now(), ok = false, error = $2 where id = $1', [runId, message])
        .catch(() => undefined);
    }
    throw new BackupError(message, { cause: error });
  } finally {
    // Ending the session also ends a backup it started and did not stop (non-exclusive mode).
    await client.end().catch(() => undefined);
  }
}

async function recordStart(client: pg.Client, label: string, startedAt: Date): Promise<string> {
  const inserted = await client.query<{ id: string }>(
    `insert into backup_runs (method, label, started_at) values ('embedded', $1, $2) returning id`,
    [label, startedAt],
  );
  return inserted.rows[0]!.id;
}
