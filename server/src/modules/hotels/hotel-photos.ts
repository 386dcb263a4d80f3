import { LODGING_LIMITS } from '@shim/common/manager-lodging';
import type { LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../platform/context';
import { normalizeImage, removeFile, uploadTmpDirOf, type ImageSource } from '../../platform/image-upload';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { uploadsDirOf } from '../../platform/storage/photo-storage';
import { HotelImage } from './hotel-image.entity';
import { roomPhotoPath } from './hotel-photo.repository';
import type { Hotel } from './hotel.entity';
import { hotelImagePath, isStoredPhoto, photoKeyOf, roomImagePath, roomPhotoVersion } from './image-paths';
import type { Room } from '../rooms/room.entity';

/** A photo checked and re-encoded: the scratch file that will be stored under its name. */
export type PreparedPhoto = string;

/** Names tried for a new photo never exceed this (a lodging has at most 5, a room 1 at a time). */
const MAX_NAME_TRIES = 1000;

/**
 * Candidate paths of a new lodging photo: main `/images/{type}/{id}.jpg`, subs `{id}_{n}.jpg` by n, skipping
 * the lodging's photos (`taken`); `PhotoWrites.place` also skips every name the photo storage holds.
 */
function* newPhotoPaths(
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

/** Candidate paths of a room's new photo: after version n comes n+1 (a new file), never the one it replaces. */
function* newRoomPhotoPaths(type: LodgingType, roomId: number, current: string | null): Generator<string> {
  const from = current ? roomPhotoVersion(current) + 1 : 0;
  for (let n = from; n < from + MAX_NAME_TRIES; n += 1) yield roomImagePath(type, roomId, n);
}

/**
 * The photos of one save. Photos are checked and re-encoded into scratch files first (`prepare`: spec §9, jpg,
 * jpeg, png or gif by their bytes, at most 10 MB, at most 5 per lodging); inside the transaction each is stored
 * under a name the photo storage does not hold (`place`), so a photo in use is never overwritten. If the save
 * fails, the new objects and scratch files go and the old photos stay; once it has committed, the photos it
 * replaced or dropped are deleted (deferred: docs/decisions/photos.md).
 */
export class PhotoWrites {
  private readonly prepared: string[] = [];
  private readonly written: string[] = [];
  private readonly doomed: string[] = [];

  private readonly photos: ObjectStorage;
  private readonly scratchDir: string;

  constructor(app: Pick<AppServices, 'adapters' | 'config'>) {
    this.photos = app.adapters.photos;
    this.scratchDir = uploadTmpDirOf(uploadsDirOf(app.config.dataDir));
  }

  async prepare(files: ImageSource[], existing: number): Promise<PreparedPhoto[]> {
    if (existing + files.length > LODGING_LIMITS.hotelPhotosMax)
      throw AppError.badInput(LODGING_MESSAGES.hotelPhotosTooMany);
    const photos: PreparedPhoto[] = [];
    for (const file of files) {
      const photo = await normalizeImage(file, this.scratchDir);
      this.prepared.push(photo);
      photos.push(photo);
    }
    return photos;
  }

  /** Stores a prepared photo under the first candidate name the storage does not hold; answers that path. */
  async place(photo: PreparedPhoto, candidates: Iterable<string>): Promise<string> {
    for (const imagePath of candidates) {
      const key = photoKeyOf(imagePath);
      if (await this.photos.create(key, { file: photo }, 'image/jpeg')) {
        this.written.push(key);
        return imagePath;
      }
    }
    throw new Error(`no free name for a photo (${photo})`);
  }

  dropAfterCommit(imagePath: string): void {
    this.doomed.push(photoKeyOf(imagePath));
  }

  async rollback(): Promise<void> {
    await Promise.all([
      ...this.written.map((key) => this.photos.discard(key).catch(() => undefined)),
      ...this.prepared.map((file) => removeFile(file)),
    ]);
  }

  async commit(): Promise<void> {
    const kept = new Set(this.written);
    await Promise.all([
      // The save is done: a storage that cannot mark a photo deleted leaves it stored, never fails the save.
      ...this.doomed.filter((key) => !kept.has(key)).map((key) => this.photos.delete(key).catch(() => undefined)),
      ...this.prepared.map((file) => removeFile(file)),
    ]);
  }
}

const isPhotoOf = (entry: string, image: { path: string }) => entry === image.path || entry.endsWith(image.path);

/**
 * `images` of an edit when every entry is one of the lodging's photos; otherwise none, and the photos stay
 * as they are. The original client sends the data URLs of photos it uploads right after through
 * `POST .../images` there, and the original service ignored `images` on update (docs/rest-clients.md).
 */
export function onlyOwnPhotos(hotel: Hotel, images: string[] | null | undefined): string[] | undefined {
  if (!images) return undefined;
  const own = hotel.images.getItems();
  return images.every((entry) => own.some((image) => isPhotoOf(entry, image))) ? images : undefined;
}

/** Keeps the listed photos (by path or URL) in that order, the first as MAIN; the rest are deleted. */
export function keepPhotos(tx: EntityManager, writes: PhotoWrites, hotel: Hotel, kept: string[]): void {
  const images = hotel.images.getItems();
  const chosen = kept.map((entry) => {
    const image = images.find((item) => isPhotoOf(entry, item));
    if (!image) throw AppError.badInput(LODGING_MESSAGES.hotelPhotoUnknown);
    return image;
  });
  if (new Set(chosen).size !== chosen.length) throw AppError.badInput(LODGING_MESSAGES.hotelPhotoUnknown);
  for (const image of images) {
    if (chosen.includes(image)) continue;
    writes.dropAfterCommit(image.path);
    hotel.images.remove(image);
    tx.remove(image);
  }
  chosen.forEach((image, index) => {
    image.kind = index === 0 ? 'MAIN' : 'SUB';
    image.position = index;
  });
}

/** New photos after the kept ones: the first is MAIN when the lodging has none. */
export async function addPhotos(
  tx: EntityManager,
  writes: PhotoWrites,
  hotel: Hotel,
  photos: PreparedPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  const images = hotel.images.getItems();
  const taken = new Set(images.map((image) => image.path));
  let position = images.reduce((max, image) => Math.max(max, image.position + 1), 0);
  let hasMain = images.some((image) => image.kind === 'MAIN');
  for (const photo of photos) {
    const main = !hasMain;
    const path = await writes.place(photo, newPhotoPaths(hotel.type, hotel.id, main, taken));
    taken.add(path);
    hotel.images.add(tx.create(HotelImage, { hotel, kind: main ? 'MAIN' : 'SUB', position, path }));
    position += 1;
    hasMain = true;
  }
}

/** A room's new photo under a new name; the one it replaces is removed only once the save has committed. */
export async function setRoomPhoto(
  tx: EntityManager,
  writes: PhotoWrites,
  hotel: Hotel,
  room: Room,
  photo: PreparedPhoto,
) {
  const previous = room.imagePath ?? null;
  room.imagePath = await writes.place(photo, newRoomPhotoPaths(hotel.type, room.id, previous));
  if (previous) writes.dropAfterCommit(previous);
  tx.persist(room);
}

/** Each room's new photo checked and re-encoded, refusing one for a room the save does not know. */
export async function prepareRoomPhotos(
  writes: PhotoWrites,
  files: Map<number, ImageSource>,
  known: (key: number) => boolean,
): Promise<Map<number, PreparedPhoto>> {
  const prepared = new Map<number, PreparedPhoto>();
  for (const [key, file] of files) {
    if (!known(key)) throw AppError.badInput(LODGING_MESSAGES.roomUnknown);
    prepared.set(key, (await writes.prepare([file], 0))[0]!);
  }
  return prepared;
}

/**
 * The storage key of a room's current photo (`hotel/rooms/5_2.jpg`), for its documented path
 * `/images/{type}/rooms/{rId}.jpg` once the photo was replaced (platform/images.ts).
 */
export function currentRoomPhotoOf(orm: MikroORM): (roomId: number) => Promise<string | null> {
  return async (roomId) => {
    if (!Number.isSafeInteger(roomId) || roomId < 1 || roomId > 2_147_483_647) return null;
    const imagePath = await roomPhotoPath(orm.em.fork(), roomId);
    return imagePath && isStoredPhoto(imagePath) ? photoKeyOf(imagePath) : null;
  };
}
