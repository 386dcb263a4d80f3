import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { AppError } from './errors';

export type ImageKind = 'jpeg' | 'png' | 'gif';

/** Longest side of a stored photo: larger uploads are scaled down. */
const MAX_SIDE = 2000;
/** Refuse decompression bombs: a 10 MB PNG can claim hundreds of megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The format the bytes really are (magic numbers), whatever the file name or the browser says. */
export function imageKindOf(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/**
 * An uploaded photo made safe to serve (spec §5, §9: jpg, jpeg, png or gif, at most 10 MB): the bytes
 * must be one of those formats and decode whole; it is re-encoded as a JPEG (turned upright, scaled to
 * at most 2000 px, metadata such as GPS dropped), so nothing of the original file is ever served.
 */
export async function normalizeImage(data: Buffer): Promise<Buffer> {
  if (data.length > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge);
  if (!imageKindOf(data)) throw AppError.badInput(MESSAGES.imageTypeInvalid);
  try {
    return await sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw AppError.badInput(MESSAGES.imageTypeInvalid);
  }
}

/** Writes a file whole or not at all (a temporary name, then a rename). */
export async function storeFile(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

export const removeFile = (file: string): Promise<void> => rm(file, { force: true });
