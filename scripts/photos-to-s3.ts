/**
 * `npm run photos:to-s3`: copies the local photo folder (DATA_DIR/uploads) into the S3 bucket of the S3_* settings,
 * under the same keys, before switching to PHOTO_STORAGE=s3 (docs/decisions/photos.md). Photos the bucket already
 * holds are left as they are, so it can be run again.
 */
import { ConfigError, loadConfig } from '../server/src/config';
import { AppError } from '../server/src/platform/errors';
import { copyFolderToStorage } from '../server/src/platform/storage/copy-folder';
import { photoStorageOf, uploadsDirOf } from '../server/src/platform/storage/photo-storage';

try {
  const config = loadConfig({ ...process.env, PHOTO_STORAGE: 's3' });
  const folder = uploadsDirOf(config.dataDir);
  console.log(`${folder} → s3://${config.S3_BUCKET} (${config.S3_ENDPOINT ?? 'AWS'})`);
  const count = await copyFolderToStorage(folder, photoStorageOf(config), (progress) =>
    console.log(`  ${progress.copied + progress.present}장 확인…`),
  );
  console.log(`사진 ${count.copied}장을 복사했습니다 (이미 있던 ${count.present}장은 그대로 둡니다).`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
