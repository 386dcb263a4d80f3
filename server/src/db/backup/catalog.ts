import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseDirOf, walDirOf } from './wal-archive';

/** What `backup.json` says of one finished base backup (BACKUP_DIR/base/<label>/). */
export interface BaseBackup {
  label: string;
  folder: string;
  startedAt: Date;
  /** pg_backup_stop had answered: a restore may target any moment from here on. */
  stoppedAt: Date;
  /** The first WAL segment the backup needs (from its backup_label). */
  startWalFile: string;
  bytes: number;
}

const MANIFEST = 'backup.json';
/** A backup being written is in a dot-folder of this suffix until it is complete. */
export const PARTIAL_SUFFIX = '.partial';

export async function writeManifest(folder: string, backup: Omit<BaseBackup, 'folder'>): Promise<void> {
  await writeFile(path.join(folder, MANIFEST), JSON.stringify(backup, null, 2));
}

/** The finished base backups under `backupDir`, oldest first (half-written ones never count). */
export async function listBaseBackups(backupDir: string): Promise<BaseBackup[]> {
  const baseDir = baseDirOf(backupDir);
  const names = await readdir(baseDir).catch(() => [] as string[]);
  const backups: BaseBackup[] = [];
  for (const name of names.filter((entry) => !entry.startsWith('.'))) {
    const folder = path.join(baseDir, name);
    const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
    if (!text) continue;
    const read = JSON.parse(text) as Omit<BaseBackup, 'folder' | 'startedAt' | 'stoppedAt'> & {
      startedAt: string;
      stoppedAt: string;
    };
    backups.push({ ...read, folder, startedAt: new Date(read.startedAt), stoppedAt: new Date(read.stoppedAt) });
  }
  return backups.sort((a, b) => a.stoppedAt.getTime() - b.stoppedAt.getTime());
}

/** The newest backup finished at or before `target`: where a restore to `target` starts. */
export const backupBefore = (backups: BaseBackup[], target: Date): BaseBackup | undefined =>
  backups.filter((backup) => backup.stoppedAt.getTime() <= target.getTime()).at(-1);

/**
 * Removes base backups finished more than `retentionDays` ago (the newest always stays) and the WAL
 * segments older than the oldest kept backup needs, like pg_archivecleanup. Answers the labels removed.
 */
export async function pruneBackups(backupDir: string, retentionDays: number, now: Date): Promise<string[]> {
  const backups = await listBaseBackups(backupDir);
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  const expired = backups.slice(0, -1).filter((backup) => backup.stoppedAt.getTime() < cutoff);
  for (const backup of expired) await rm(backup.folder, { recursive: true, force: true });
  const oldestKept = backups[expired.length];
  if (oldestKept) {
    const walDir = walDirOf(backupDir);
    const segments = await readdir(walDir).catch(() => [] as string[]);
    // Segment names sort in WAL order (timeline, then position); history files are kept.
    const unneeded = segments.filter(
      (name) => /^[0-9A-F]{24}/.test(name) && name.slice(0, 24) < oldestKept.startWalFile,
    );
    for (const name of unneeded) await rm(path.join(walDir, name), { force: true });
  }
  return expired.map((backup) => backup.label);
}
