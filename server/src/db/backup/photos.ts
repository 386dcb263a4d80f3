import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { copyTree, isPhotoScratch } from './files';

/**
 * The photo folder as it was at `target`: every live photo written by then (a photo's file is written
 * before the row naming it commits, and photos are never rewritten in place), and from the base backup
 * every photo removed since. Photos written after `target` are named by no restored row and stay out.
 * The folder it replaces is kept beside it under `aside`. Answers how many photos the folder holds, and
 * whether there was a folder to keep.
 */
export async function restorePhotos(
  photosDir: string,
  backupPhotosDir: string,
  target: Date,
  aside: string,
): Promise<{ photos: number; keptAside: boolean }> {
  const building = `${photosDir}.restoring`;
  await copyTree(photosDir, building, { linkFiles: true, skip: isPhotoScratch });
  await removeWrittenAfter(building, target);
  await copyMissing(backupPhotosDir, building);
  const keptAside = await rename(photosDir, aside).then(
    () => true,
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return false;
    },
  );
  await rename(building, photosDir);
  const entries = await readdir(photosDir, { recursive: true, withFileTypes: true });
  return { photos: entries.filter((entry) => entry.isFile()).length, keptAside };
}

async function removeWrittenAfter(folder: string, target: Date): Promise<void> {
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).mtime.getTime() > target.getTime()) await rm(file);
  }
}

async function copyMissing(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    const target = path.join(to, relative);
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      continue;
    await mkdir(path.dirname(target), { recursive: true });
    // A hard link where the file system allows, else a copy.
    await link(path.join(from, relative), target).catch(() => copyFile(path.join(from, relative), target));
  }
}
