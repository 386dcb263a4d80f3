import path from 'node:path';
import { LODGING_TYPES, type LodgingType } from '@shim/common/lodging';

/**
 * Where lodging photos live (REST-NOTES): `/images/{type}/{hId}.jpg`, `/images/{type}/{hId}_{n}.jpg`,
 * `/images/{type}/rooms/{rId}.jpg`, with `{type}` the REST English type in lower case, spaces as
 * hyphens (`hotel`, `tourist-hotel`). The photo storage keeps them under the same relative path (`photoKeyOf`).
 */
export const IMAGES_URL = '/images';

export const imageFolderOf = (type: LodgingType): string => LODGING_TYPES[type].rest.toLowerCase().replace(/\s+/g, '-');

/** Every spelling of a type folder clients of the documented API build (`Hotel`, `Tourist Hotel`) → ours. */
const FOLDER_SPELLINGS = new Map(
  (Object.keys(LODGING_TYPES) as LodgingType[]).flatMap((type) => {
    const rest = LODGING_TYPES[type].rest;
    return [rest, rest.toLowerCase(), rest.replace(/\s+/g, ''), rest.replace(/\s+/g, '-')].map(
      (spelling) => [spelling.toLowerCase(), imageFolderOf(type)] as const,
    );
  }),
);

/** The folder behind a path segment as sent (decoded, any case): `Tourist Hotel` → `tourist-hotel`. */
export const imageFolderOfSpelling = (segment: string): string | undefined =>
  FOLDER_SPELLINGS.get(segment.toLowerCase());

/**
 * An image path as JSON sends it to REST clients: absolute on the site's origin (PUBLIC_URL, else the
 * request's host), so a client on another origin loads it from us; absolute URLs (landmark photos from the
 * sheet) stay as they are.
 */
export function publicImageUrl(origin: string, imagePath: string | null | undefined): string | null {
  if (!imagePath) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(imagePath)
    ? imagePath
    : `${origin}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`;
}

export function hotelImagePath(type: LodgingType, hotelId: number, sub?: number): string {
  return `${IMAGES_URL}/${imageFolderOf(type)}/${hotelId}${sub ? `_${sub}` : ''}.jpg`;
}

/**
 * A room's photo: always its documented path `{rId}.jpg`; the n-th replacement is `{rId}.jpg?v={n}`, its file
 * `{rId}_{n}.jpg` (a new file, so a failed save keeps the old one). The documented path without `v` serves
 * the current photo (platform/images.ts asks `currentRoomPhoto`).
 */
export const roomImagePath = (type: LodgingType, roomId: number, n?: number): string =>
  `${IMAGES_URL}/${imageFolderOf(type)}/rooms/${roomId}.jpg${n ? `?v=${n}` : ''}`;

/** The version of a room photo's path (`?v=3` → 3), 0 for the first photo. */
export const roomPhotoVersion = (imagePath: string): number => {
  // `_{n}.jpg`: a replacement stored before room photos kept their documented path.
  const match = /(?:\?v=(\d+)|_(\d+)\.jpg)$/.exec(imagePath);
  return Number(match?.[1] ?? match?.[2] ?? 0);
};

/** The path of the file behind an image path: a room photo's `{rId}.jpg?v={n}` is `{rId}_{n}.jpg`. */
export const storedImagePath = (imagePath: string): string =>
  imagePath.replace(/\/rooms\/(\d+)\.jpg\?v=(\d+)$/, '/rooms/$1_$2.jpg');

/** The photo storage's key behind a root-relative `/images/...` path: `/images/hotel/rooms/5.jpg?v=2` → `hotel/rooms/5_2.jpg`. */
export const photoKeyOf = (imagePath: string): string => storedImagePath(imagePath).slice(IMAGES_URL.length + 1);

/** Our own photos are root-relative `/images/...` paths; landmark photos from the sheet may be outside URLs. */
export const isStoredPhoto = (imagePath: string): boolean => imagePath.startsWith(`${IMAGES_URL}/`);

/** The file in a local uploads folder behind a root-relative `/images/...` path (the demo photos are drawn there). */
export const uploadedFileOf = (uploadsDir: string, imagePath: string): string =>
  path.join(uploadsDir, ...photoKeyOf(imagePath).split('/'));
