import { LODGING_LIMITS } from '@shim/common/manager-lodging';
import type { LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { AppError } from '../../platform/errors';
import { normalizeImage, placeFile, removeFile, uploadTmpDirOf, type ImageSource } from '../../platform/image-upload';
import { hotelImagePath, roomImagePath, uploadedFileOf, uploadsDirOf } from '../hotels/image-paths';

/** A photo checked and re-encoded: the temporary file that will be renamed into place. */
export type PreparedPhoto = string;

/** Names tried for a new photo never exceed this (a lodging has at most 5, a room 1 at a time). */
const MAX_NAME_TRIES = 1000;

/**
 * Candidate paths of a new lodging photo: main `/images/{type}/{id}.jpg`, subs `{id}_{n}.jpg` by n, skipping
 * the lodging's photos (`taken`); `PhotoWrites.place` also skips every name whose file exists.
 */
export function* newPhotoPaths(
  type: LodgingType,
  hotelId: number,
  main: boolean,
  taken: ReadonlySet<string>,
): Generator<string> {
  if (main && !taken.has(hotelImagePath(type, hotelId))) yield hotelImagePath(type, hotelId);
  for (let n = 1; n <= MAX_NAME_TRIES; n += 1) {
    const candidate = hotelImagePath(type, hotelId, n);
    if (!taken.has(candidate)) yield candidate;
  }
}

/** Candidate paths of a room's new photo: after `{rId}_{n}.jpg` comes `_{n+1}`, never the name it replaces. */
export function* newRoomPhotoPaths(type: LodgingType, roomId: number, current: string | null): Generator<string> {
  const from = current ? Number(/_(\d+)\.jpg$/.exec(current)?.[1] ?? 0) + 1 : 0;
  for (let n = from; n < from + MAX_NAME_TRIES; n += 1) yield roomImagePath(type, roomId, n);
}

/**
 * The files of one save. Photos are checked and re-encoded into temporary files first (`prepare`: spec §9,
 * jpg, jpeg, png or gif by their bytes, at most 10 MB, at most 5 per lodging); inside the transaction each is
 * linked to a name no file has (`place`), so a photo in use is never overwritten. If the save fails, the new
 * files and temporaries go and the old photos stay; once it has committed, the photos it replaced or dropped
 * are removed.
 */
export class PhotoWrites {
  private readonly uploadsDir: string;
  private readonly prepared: string[] = [];
  private readonly written: string[] = [];
  private readonly doomed: string[] = [];

  constructor(dataDir: string) {
    this.uploadsDir = uploadsDirOf(dataDir);
  }

  async prepare(files: ImageSource[], existing: number): Promise<PreparedPhoto[]> {
    if (existing + files.length > LODGING_LIMITS.hotelPhotosMax)
      throw AppError.badInput(LODGING_MESSAGES.hotelPhotosTooMany);
    const photos: PreparedPhoto[] = [];
    for (const file of files) {
      const photo = await normalizeImage(file, uploadTmpDirOf(this.uploadsDir));
      this.prepared.push(photo);
      photos.push(photo);
    }
    return photos;
  }

  /** Moves a prepared photo to the first candidate name whose file does not exist; answers that path. */
  async place(photo: PreparedPhoto, candidates: Iterable<string>): Promise<string> {
    for (const imagePath of candidates) {
      const file = uploadedFileOf(this.uploadsDir, imagePath);
      if (await placeFile(photo, file)) {
        this.written.push(file);
        return imagePath;
      }
    }
    throw new Error(`no free name for a photo (${photo})`);
  }

  dropAfterCommit(imagePath: string): void {
    this.doomed.push(uploadedFileOf(this.uploadsDir, imagePath));
  }

  async rollback(): Promise<void> {
    await Promise.all([...this.written, ...this.prepared].map((file) => removeFile(file)));
  }

  async commit(): Promise<void> {
    const kept = new Set(this.written);
    const gone = [...this.doomed.filter((file) => !kept.has(file)), ...this.prepared];
    await Promise.all(gone.map((file) => removeFile(file)));
  }
}
