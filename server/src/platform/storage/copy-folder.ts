import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isKey, type ObjectStorage } from './object-storage';

export interface CopyCount {
  copied: number;
  /** Already in the storage under that key: never overwritten. */
  present: number;
}

/**
 * Copies every photo of a local uploads folder into a storage (`npm run photos:to-s3`), under the same keys;
 * the scratch area and other dot names stay behind. A key the storage holds is left as it is, so the copy can
 * be run again after an interruption and never replaces a photo.
 */
export async function copyFolderToStorage(
  folder: string,
  storage: ObjectStorage,
  onProgress?: (count: CopyCount) => void,
): Promise<CopyCount> {
  const count: CopyCount = { copied: 0, present: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join('/');
    if (!isKey(key)) continue;
    if (await storage.create(key, { file }, contentTypeOf(key))) count.copied += 1;
    else count.present += 1;
    if ((count.copied + count.present) % 500 === 0) onProgress?.(count);
  }
  return count;
}
