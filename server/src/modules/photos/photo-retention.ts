import { purgeDeleted } from '../../platform/storage/object-storage';
import type { AppServices } from '../../platform/context';
import { IMAGES_URL } from '../hotels/image-paths';
import { photoNamed } from './photo-retention.repository';

const DAY_MS = 86_400_000;

/**
 * Removes the photos deleted more than BACKUP_RETENTION_DAYS ago (docs/decisions/photos.md): until then a
 * point-in-time restore may bring back a row that names one. A photo a restored row names again is kept.
 */
export async function purgeDeletedPhotos(app: Pick<AppServices, 'adapters' | 'config' | 'orm' | 'clock'>) {
  const before = new Date(app.clock.now().getTime() - app.config.BACKUP_RETENTION_DAYS * DAY_MS);
  return purgeDeleted(app.adapters.photos, before, (key) => photoNamed(app.orm.em.fork(), imagePathsOf(key)));
}

/** The image paths a row may hold for a stored key: a room's replacement is `{rId}.jpg?v={n}` in its row. */
function imagePathsOf(key: string): string[] {
  const plain = `${IMAGES_URL}/${key}`;
  const room = /^(.*\/rooms\/\d+)_(\d+)\.jpg$/.exec(key);
  return room ? [plain, `${IMAGES_URL}/${room[1]}.jpg?v=${room[2]}`] : [plain];
}
