/**
 * `npm run backup`: a base backup of the embedded database and the photos into BACKUP_DIR (default
 * DATA_DIR/backups), then retention (BACKUP_RETENTION_DAYS). With the server running it backs up the live
 * database; otherwise it starts the embedded server for the time of the backup.
 */
import { ConfigError, loadConfig } from '../server/src/config';
import { BackupError, takeBaseBackup } from '../server/src/db/backup/base-backup';
import { serverRunsOn } from '../server/src/db/backup/restore';
import { walDirOf } from '../server/src/db/backup/wal-archive';
import { embeddedDataDir, startDatabase } from '../server/src/db/database';
import { connectOrm } from '../server/src/orm';
import { createLogger } from '../server/src/platform/logger';
import path from 'node:path';

const logger = createLogger(process.env.LOG_LEVEL ?? 'info', process.stdout.isTTY);
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL의 데이터베이스는 이 명령이 백업하지 않습니다: compose의 백업(pgBackRest)이 맡습니다 (README).',
    );
    process.exit(1);
  }
  const pgDataDir = embeddedDataDir(config.dataDir);
  const running = await serverRunsOn(pgDataDir);
  const database = running
    ? { url: `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/shim`, stop: async () => {} }
    : await startDatabase({
        dataDir: config.dataDir,
        port: config.EMBEDDED_PG_PORT,
        walArchiveDir: walDirOf(config.backupDir),
        logger,
      });
  try {
    // The backup's own record goes into backup_runs: a database never started by the app has no tables yet.
    if (!running) await (await connectOrm(database.url)).close();
    const backup = await takeBaseBackup({
      databaseUrl: database.url,
      pgDataDir,
      photosDir: path.join(config.dataDir, 'uploads'),
      backupDir: config.backupDir,
      retentionDays: config.BACKUP_RETENTION_DAYS,
    });
    console.log(
      `백업을 만들었습니다: ${backup.label} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB, 사진 포함) → ${backup.folder}`,
    );
    if (backup.pruned.length) console.log(`보관 기간이 지난 백업을 지웠습니다: ${backup.pruned.join(', ')}`);
  } finally {
    await database.stop();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
