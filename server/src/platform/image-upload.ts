import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@shim/common/uploads';
import { AppError } from './errors';
import { refusalOfFsError, storageRefused } from './storage/object-storage';

export type ImageKind = 'jpeg' | 'png' | 'gif';

/** An uploaded image: its bytes, or the path of a file holding them (a multipart part's temporary file). */
export type ImageSource = Buffer | string;

/** Longest side of a stored photo: larger uploads are scaled down. */
const MAX_SIDE = 2000;
/** The uploads' temporary area (`dotfiles: 'deny'` keeps it out of /images). */
const TMP_FOLDER = '.tmp';
/** Temporary files older than this at start are a dead process's leftovers (no upload lives this long). */
const STALE_AFTER_MS = 60 * 60_000;

/** DATA_DIR/uploads/.tmp: multipart parts and re-encoded photos before they are stored. */
export const uploadTmpDirOf = (uploadsDir: string): string => path.join(uploadsDir, TMP_FOLDER);

/** The format the bytes really are (magic numbers), whatever the file name or the browser says. */
export function imageKindOf(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

async function headOf(source: ImageSource): Promise<{ size: number; head: Buffer }> {
  if (Buffer.isBuffer(source)) return { size: source.length, head: source.subarray(0, 8) };
  const handle = await open(source, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return { size: (await handle.stat()).size, head: head.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/**
 * One queue for every decode of the process, one slot per core: a burst of uploads waits its turn (on disk,
 * as temporary files) instead of taking every core and the memory of all its pixels at once.
 */
export class DecodeQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resume) => this.waiting.push(resume));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const decodes = new DecodeQueue(availableParallelism());

const tooManyPixels = (width = 0, height = 0) => width * height > UPLOAD_LIMITS.imageMaxPixels;

/**
 * An uploaded photo made safe to serve (spec §5, §9: jpg, jpeg, png or gif, at most 10 MB; at most
 * 40 megapixels): the bytes must be one of those formats and decode whole; it is re-encoded as a JPEG
 * (turned upright, scaled to at most 2000 px, metadata such as GPS dropped) into a new file under `tmpDir`,
 * whose path it answers, so nothing of the original file is ever served. The caller stores that file in the
 * photo storage and removes it. This is the one check for every photo, whatever brought it (a multipart
 * part's file or bytes from elsewhere).
 */
export async function normalizeImage(source: ImageSource, tmpDir: string): Promise<string> {
  const { size, head } = await headOf(source);
  if (size > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge);
  if (!imageKindOf(head)) throw AppError.badInput(MESSAGES.imageTypeInvalid);
  // The header alone says how many pixels the image claims: a bomb is refused before it is queued.
  const claimed = await sharp(source)
    .metadata()
    .catch(() => {
      throw AppError.badInput(MESSAGES.imageTypeInvalid);
    });
  if (tooManyPixels(claimed.width, claimed.height)) throw AppError.badInput(UPLOAD_MESSAGES.imageTooManyPixels);
  let jpeg: Buffer;
  try {
    // At most 2,000 px a side, the re-encoded photo is small: only the decode's pixels are worth queueing.
    jpeg = await decodes.run(() =>
      sharp(source, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.imageMaxPixels })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw AppError.badInput(UPLOAD_MESSAGES.imageTooManyPixels);
    throw AppError.badInput(MESSAGES.imageTypeInvalid);
  }
  const output = path.join(tmpDir, `${randomUUID()}.jpg`);
  try {
    await mkdir(tmpDir, { recursive: true });
    await writeFile(output, jpeg, { flag: 'wx' });
  } catch (error) {
    await rm(output, { force: true });
    // A full or read-only disk is the clear 507 of the photo storage; any other failure is the server's (500).
    const refusal = refusalOfFsError(error);
    throw refusal ? storageRefused(refusal) : error;
  }
  return output;
}

export const removeFile = (file: string): Promise<void> => rm(file, { force: true });

/**
 * At start: removes what dead processes left (temporary files, `.partial` files of the old writer) when older
 * than an hour, so another replica's upload in progress on the shared disk is left alone. Answers the count.
 */
export async function removeStaleUploads(uploadsDir: string, now = Date.now()): Promise<number> {
  const entries = await readdir(uploadsDir, { recursive: true }).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const temporary = entry.startsWith(`${TMP_FOLDER}${path.sep}`) || entry.endsWith('.partial');
    if (!temporary) continue;
    const file = path.join(uploadsDir, entry);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < STALE_AFTER_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
