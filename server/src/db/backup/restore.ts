import { chmod, chown, copyFile, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../platform/logger';
import { embeddedDataDir, startDatabase, type Database } from '../database';
import { backupBefore, listBaseBackups, type BaseBackup } from './catalog';
import { copyTree } from './files';
import { restorePhotos } from './photos';
import { postgresOsUser, recoveryFlags, walDirOf } from './wal-archive';

/** A restore refused before anything was touched, with the Korean sentence for the operator. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** DATA_DIR: the embedded server's data folder and the photos live under it. */
  dataDir: string;
  backupDir: string;
  target: Date;
  port: number;
  logger: Logger;
  now?: Date;
}

export interface Restored {
  backup: BaseBackup;
  /** Where the data folder and the photos that were replaced now are (kept: nothing is lost). */
  keptDataDir: string | null;
  keptPhotosDir: string | null;
  photos: number;
}

/** PostgreSQL's line when the WAL ends before the target: everything it holds is from before then. */
const WAL_ENDED_EARLY = 'recovery ended before configured recovery target was reached';
const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * `npm run restore -- --to <time>`: the embedded data folder as it was at `target`. The newest base backup
 * finished by then is copied into a new data folder with the WAL the old folder had not yet archived;
 * PostgreSQL replays the archive up to `target` and is promoted; the photos follow. The old folder is only
 * renamed, so a failed restore loses nothing. The server must be stopped: the restore starts its own.
 */
export async function restoreToTime(options: RestoreOptions): Promise<Restored> {
  const now = options.now ?? new Date();
  if (Number.isNaN(options.target.getTime()))
    throw new RestoreRefused('복원 시각을 읽을 수 없습니다. 예: --to "2026-12-01 10:15:00+09"');
  if (options.target.getTime() > now.getTime()) {
    throw new RestoreRefused(`복원 시각(${options.target.toISOString()})이 미래입니다. 지금보다 이른 시각을 주세요.`);
  }
  const backups = await listBaseBackups(options.backupDir);
  const backup = backupBefore(backups, options.target);
  if (!backup) {
    const oldest = backups[0]
      ? ` 가장 이른 복원 가능 시각은 ${backups[0].stoppedAt.toISOString()} 입니다.`
      : ' 백업이 하나도 없습니다 (npm run backup).';
    throw new RestoreRefused(`복원 시각 이전에 끝난 백업이 없습니다.${oldest}`);
  }
  const pgDir = embeddedDataDir(options.dataDir);
  if (await serverRunsOn(pgDir)) {
    throw new RestoreRefused(
      '내장 PostgreSQL이 이 데이터 폴더로 실행 중입니다. 서버(npm start)를 먼저 멈추고 다시 실행하세요.',
    );
  }

  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const keptDataDir = `${pgDir}.before-restore-${stamp}`;
  const hadData = await rename(pgDir, keptDataDir).then(
    () => true,
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    },
  );
  options.logger.info(
    { backup: backup.label, keptDataDir: hadData ? keptDataDir : null },
    '데이터 폴더를 백업에서 다시 만듭니다',
  );
  try {
    let database: Database;
    try {
      database = await replay(options, backup, pgDir, hadData ? keptDataDir : null, options.target);
    } catch (error) {
      if (!(error instanceof WalEndedEarly)) throw error;
      // Nothing after the target was ever written: replay all of it.
      options.logger.info('WAL이 복원 시각 전에 끝납니다: 끝까지 재생합니다');
      database = await replay(options, backup, pgDir, hadData ? keptDataDir : null, null);
    }
    await database.stop();
  } catch (error) {
    // Back as it was: the restored attempt is dropped, the original folder returns under its name.
    await rm(pgDir, { recursive: true, force: true });
    if (hadData) await rename(keptDataDir, pgDir);
    throw error;
  }
  const photosDir = path.join(options.dataDir, 'uploads');
  const keptPhotosDir = `${photosDir}.before-restore-${stamp}`;
  const { photos, keptAside } = await restorePhotos(
    photosDir,
    path.join(backup.folder, 'photos'),
    options.target,
    keptPhotosDir,
  );
  return { backup, keptDataDir: hadData ? keptDataDir : null, keptPhotosDir: keptAside ? keptPhotosDir : null, photos };
}

class WalEndedEarly extends Error {}

/** Rebuilds `pgDir` from `backup`, replays to `target` (null: the end of the WAL) and answers the promoted server. */
async function replay(
  options: RestoreOptions,
  backup: BaseBackup,
  pgDir: string,
  oldDataDir: string | null,
  target: Date | null,
): Promise<Database> {
  await rm(pgDir, { recursive: true, force: true });
  await copyTree(path.join(backup.folder, 'pg'), pgDir);
  // Segments the old server wrote and had not archived yet (the last one, always): replay reads them too.
  if (oldDataDir) {
    const walFiles = await readdir(path.join(oldDataDir, 'pg_wal')).catch(() => [] as string[]);
    for (const name of walFiles.filter((file) => SEGMENT.test(file))) {
      await copyFile(path.join(oldDataDir, 'pg_wal', name), path.join(pgDir, 'pg_wal', name));
    }
  }
  await writeFile(path.join(pgDir, 'recovery.signal'), '');
  await handToServerUser(pgDir);
  let log = '';
  try {
    return await startDatabase({
      dataDir: options.dataDir,
      port: options.port,
      walArchiveDir: walDirOf(options.backupDir),
      postgresFlags: recoveryFlags(walDirOf(options.backupDir), target),
      onPostgresLog: (line) => {
        log += line;
      },
      logger: options.logger,
    });
  } catch (error) {
    if (log.includes(WAL_ENDED_EARLY)) throw new WalEndedEarly(WAL_ENDED_EARLY);
    const lastLines = log.trim().split('\n').slice(-5).join('\n');
    throw new Error(`복원한 데이터베이스가 시작하지 않았습니다:\n${lastLines}`, { cause: error });
  }
}

/** PostgreSQL wants its folder to itself (0700), owned by the OS user it runs as. */
async function handToServerUser(pgDir: string): Promise<void> {
  await chmod(pgDir, 0o700);
  const owner = postgresOsUser();
  if (!owner) return;
  const entries = await readdir(pgDir, { recursive: true, withFileTypes: true });
  await chown(pgDir, owner.uid, owner.gid);
  for (const entry of entries) await chown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
}

/** Whether a live postmaster holds `pgDir` (its postmaster.pid names a running process). */
export async function serverRunsOn(pgDir: string): Promise<boolean> {
  const pidFile = await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
