import { LODGING_LIMITS } from '@shim/common/manager-lodging';
import type { LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { AppError } from '../../platform/errors';
import { normalizeImage, removeFile, storeFile } from '../../platform/image-upload';
import { hotelImagePath, roomImagePath, uploadedFileOf, uploadsDirOf } from '../hotels/image-paths';

/** A photo re-encoded and ready to store (nothing is written before the whole upload is accepted). */
export type PreparedPhoto = Buffer;

/**
 * Checks and re-encodes every photo of an upload before anything is written (spec §9: jpg, jpeg, png or
 * gif by their bytes, at most 10 MB each, at most 5 per lodging counting `existing`).
 */
export async function preparePhotos(files: Buffer[], existing: number): Promise<PreparedPhoto[]> {
  if (existing + files.length > LODGING_LIMITS.hotelPhotosMax)
    throw AppError.badInput(LODGING_MESSAGES.hotelPhotosTooMany);
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await normalizeImage(file));
  return prepared;
}

/** The path of a new lodging photo: main `/images/{type}/{id}.jpg`, subs `{id}_{n}.jpg` with the first free n. */
export function newPhotoPath(type: LodgingType, hotelId: number, main: boolean, taken: ReadonlySet<string>): string {
  if (main && !taken.has(hotelImagePath(type, hotelId))) return hotelImagePath(type, hotelId);
  for (let n = 1; ; n += 1) {
    const candidate = hotelImagePath(type, hotelId, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export { roomImagePath };

/**
 * Files written during one transaction: removed again if it fails, so a refused or failed save leaves no
 * file behind; files to drop (removed photos) are deleted only once it has committed.
 */
export class PhotoWrites {
  private readonly written: string[] = [];
  private readonly doomed: string[] = [];

  constructor(private readonly dataDir: string) {}

  async write(imagePath: string, data: Buffer): Promise<void> {
    const file = uploadedFileOf(uploadsDirOf(this.dataDir), imagePath);
    this.written.push(file);
    await storeFile(file, data);
  }

  dropAfterCommit(imagePath: string): void {
    this.doomed.push(uploadedFileOf(uploadsDirOf(this.dataDir), imagePath));
  }

  async rollback(): Promise<void> {
    await Promise.all(this.written.map((file) => removeFile(file)));
  }

  async commit(): Promise<void> {
    const kept = new Set(this.written);
    await Promise.all(this.doomed.filter((file) => !kept.has(file)).map((file) => removeFile(file)));
  }
}
