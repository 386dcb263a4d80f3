import { constants } from 'node:fs';
import { access, copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/**
 * Copies the folder `from` into `to` (created), skipping what `skip` names (paths relative to `from`) and
 * files that vanish meanwhile (a live server removes temporary files). Answers the bytes copied.
 * `linkFiles`: hard links instead of copies where the file system allows (immutable files, such as photos).
 */
export async function copyTree(
  from: string,
  to: string,
  options: { skip?: (relative: string) => boolean; linkFiles?: boolean } = {},
): Promise<number> {
  let bytes = 0;
  const walk = async (relative: string): Promise<void> => {
    await mkdir(path.join(to, relative), { recursive: true });
    const entries = await readdir(path.join(from, relative), { withFileTypes: true }).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (options.skip?.(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) bytes += await copyOne(path.join(from, child), path.join(to, child), options.linkFiles);
    }
  };
  await walk('');
  return bytes;
}

async function copyOne(source: string, target: string, linkFile = false): Promise<number> {
  try {
    const size = (await stat(source)).size;
    if (linkFile) {
      const linked = await link(source, target).then(
        () => true,
        (error: unknown) => {
          // Another file system, or one without hard links: a copy does the same.
          if (['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(errorCode(error) ?? '')) return false;
          throw error;
        },
      );
      if (linked) return size;
    }
    await copyFile(source, target);
    return size;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
}

/** The photo storage's temporary writes (its `.tmp/` staging, `.partial` files): never backed up nor restored. */
export const isPhotoScratch = (relative: string): boolean =>
  relative.split(path.sep)[0] === '.tmp' || relative.endsWith('.partial');

/**
 * `mkdir -p` that names the real cause: on a read-only file system Node's recursive mkdir answers ENOENT;
 * the nearest existing folder's write check then answers EROFS (or EACCES).
 */
export async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    let existing = path.dirname(folder);
    while (
      !(await stat(existing).then(
        () => true,
        () => false,
      ))
    )
      existing = path.dirname(existing);
    await access(existing, constants.W_OK);
    throw error;
  }
}

/** A Korean sentence for a file system failure of a backup or restore, naming the folder. */
export function storageProblem(error: unknown, folder: string): string | null {
  switch (errorCode(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `백업 폴더(${folder})에 남은 공간이 없습니다. 공간을 확보하거나 BACKUP_DIR을 바꾼 뒤 다시 실행하세요.`;
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      return `백업 폴더(${folder})에 쓸 수 없습니다 (읽기 전용이거나 권한이 없습니다). BACKUP_DIR을 확인하세요.`;
    default:
      return null;
  }
}
