import { execFileSync } from 'node:child_process';
import { chown } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { makeFolder } from './files';

/** How often an idle server still closes and archives its WAL segment: the bound on what a restore can lose. */
export const ARCHIVE_TIMEOUT_SECONDS = 30;

/** Where the archived WAL and the base backups sit under BACKUP_DIR. */
export const walDirOf = (backupDir: string): string => path.join(backupDir, 'wal');
export const baseDirOf = (backupDir: string): string => path.join(backupDir, 'base');

/** A path as one word of a shell line, with `%` doubled (PostgreSQL expands `%f`, `%p` in these commands). */
const shellWord = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`.replaceAll('%', '%%');

/**
 * PostgreSQL's flags for continuous archiving into `walDir` (BACKUP_DIR/wal). Plain `cp`, no extra binary:
 * a segment is copied under a temporary name and renamed, so the archive never holds half a segment; a
 * segment already archived (a retry after a crash) counts as done only when it is the same bytes. Until the
 * first base backup makes BACKUP_DIR/base, segments are let go: no restore could start before it, and a
 * machine that never backs up (a laptop's demo, the benches) keeps no copy of every write.
 */
export function archiveFlags(walDir: string): string[] {
  const base = shellWord(baseDirOf(path.dirname(walDir)));
  const final = shellWord(`${walDir}/`) + '%f';
  const command =
    `if test ! -d ${base}; then true; elif test -f ${final}; then cmp -s %p ${final}; ` +
    `else cp %p ${final}.tmp && mv ${final}.tmp ${final}; fi`;
  return [
    ...['-c', 'wal_level=replica', '-c', 'archive_mode=on'],
    ...['-c', `archive_command=${command}`, '-c', `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`],
  ];
}

/**
 * The flags of a point-in-time recovery from `walDir`: replay up to `target` (every commit at or before it,
 * none after), or to the end of the WAL when `target` is null, then promote. As flags, not in
 * postgresql.auto.conf, so the next ordinary start carries no recovery setting.
 */
export function recoveryFlags(walDir: string, target: Date | null): string[] {
  return [
    ...['-c', `restore_command=cp ${shellWord(`${walDir}/`)}%f %p`],
    ...(target
      ? [
          '-c',
          `recovery_target_time=${target.toISOString().replace('T', ' ').replace('Z', '+00')}`,
          '-c',
          'recovery_target_inclusive=true',
        ]
      : []),
    ...['-c', 'recovery_target_action=promote'],
  ];
}

/** The OS user the embedded server runs as when we are root (PostgreSQL refuses root); null otherwise. */
export function postgresOsUser(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Creates the WAL archive folder, writable by the server's OS user. */
export async function prepareWalArchive(walDir: string): Promise<void> {
  await makeFolder(walDir);
  const owner = postgresOsUser();
  if (owner) await chown(walDir, owner.uid, owner.gid);
}
