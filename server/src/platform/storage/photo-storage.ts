import path from 'node:path';
import { LIMITS } from '@shim/common/limits';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** DATA_DIR/uploads: the local photo storage's folder, and (in either storage) the uploads' scratch area's home. */
export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'uploads');

/** The one place the photo storage is chosen: PHOTO_STORAGE (docs/decisions/photos.md). */
export function photoStorageOf(config: Config, logger?: Logger): ObjectStorage {
  if (config.PHOTO_STORAGE === 'local') return new LocalStorage(uploadsDirOf(config.dataDir), logger);
  return new S3Storage(
    {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      timeoutMs: config.S3_TIMEOUT_MS,
      // A stored photo is re-encoded from an upload of at most 10 MB; twice that is no photo of ours.
      maxObjectBytes: 2 * LIMITS.uploadMaxBytes,
    },
    logger,
  );
}
