/**
 * `npm run restore -- --to "2026-12-01 10:15:00+09"`: the embedded database and the photos as they were at
 * that moment, from BACKUP_DIR. Stop the server first; the replaced folders are kept beside the new ones.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/src/config';
import { RestoreRefused, restoreToTime } from '../server/src/db/backup/restore';
import { createLogger } from '../server/src/platform/logger';

const WITH_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

const logger = createLogger(process.env.LOG_LEVEL ?? 'info', process.stdout.isTTY);
try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to || !WITH_ZONE.test(values.to.trim())) {
    throw new RestoreRefused('복원 시각을 시간대와 함께 주세요. 예: npm run restore -- --to "2026-12-01 10:15:00+09"');
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new RestoreRefused(
      'DATABASE_URL의 데이터베이스는 이 명령이 복원하지 않습니다: compose의 백업(pgBackRest)으로 복원하세요 (README).',
    );
  }
  const restored = await restoreToTime({
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    target: new Date(values.to.trim()),
    port: config.EMBEDDED_PG_PORT,
    logger,
  });
  console.log(`${restored.backup.label} 백업과 WAL로 ${values.to} 시점까지 복원했습니다 (사진 ${restored.photos}장).`);
  if (restored.keptDataDir) console.log(`바꾸기 전 데이터 폴더: ${restored.keptDataDir}`);
  if (restored.keptPhotosDir) console.log(`바꾸기 전 사진 폴더: ${restored.keptPhotosDir}`);
  console.log('서버를 다시 시작하세요 (npm start). 확인을 마친 뒤 위 폴더들은 지워도 됩니다.');
} catch (error) {
  if (error instanceof ConfigError || error instanceof RestoreRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
