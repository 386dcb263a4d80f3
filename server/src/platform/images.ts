import { pipeline } from 'node:stream';
import express, { type Request, type Response, type Router } from 'express';
import { MESSAGES } from '@shim/common/messages';
import type { ObjectStorage } from './storage/object-storage';

/** `/{folder}/rooms/{rId}.jpg`, a room photo's documented path under /images. */
const ROOM_PHOTO = /^([a-z0-9-]+)\/rooms\/(\d{1,10})\.jpg$/;

/**
 * How long a browser or CDN keeps a photo (docs/decisions/photos.md). A versioned key names one photo forever
 * (a room photo's `?v={n}`, a review photo's random name): a year, immutable. A documented name without a
 * version (`/images/hotel/3.jpg`) is kept a short while and then revalidated by its ETag; a room's bare path
 * follows its current photo, so it is revalidated every time.
 */
export const CACHE = {
  versioned: 'public, max-age=31536000, immutable',
  documented: 'public, max-age=300',
  current: 'no-cache',
} as const;

/** Review photos are stored under random names, never reused. */
const VERSIONED_FOLDERS = new Set(['reviews']);

/**
 * Lodging, room, review and landmark photos from the photo storage (a local folder or S3), streamed through
 * this process so the documented paths work with either; a missing one is a JSON 404. `folderOf` maps the first
 * path segment as a client spelled it (`/images/Tourist%20Hotel/3.jpg`) to the stored folder. Photos are for any
 * site's `<img>`: Cross-Origin-Resource-Policy says so explicitly, so a stricter site-wide default never blocks them.
 */
export function imagesRouter(
  photos: ObjectStorage,
  folderOf: (segment: string) => string | undefined,
  /** A room's current photo's key (`hotel/rooms/5_2.jpg`), if it has one. */
  currentRoomPhoto?: (roomId: number) => Promise<string | null>,
): Router {
  const router = express.Router();
  router.get('/{*path}', async (req, res, next) => {
    try {
      const found = await lookUp(req, folderOf, currentRoomPhoto);
      if (!found) return notFound(res);
      const photo = await photos.get(found.key);
      if (!photo) return notFound(res);
      res.setHeader('Cache-Control', CACHE[found.cache]);
      res.setHeader('ETag', photo.etag);
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.headers['if-none-match'] === photo.etag) {
        photo.body.destroy();
        return res.status(304).end();
      }
      res.setHeader('Content-Type', photo.contentType);
      res.setHeader('Content-Length', String(photo.size));
      if (req.method === 'HEAD') {
        photo.body.destroy();
        return res.end();
      }
      // A storage that fails mid-photo ends the response; the headers are gone, so nothing else can be said.
      pipeline(photo.body, res, () => undefined);
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => notFound(res));
  return router;
}

const notFound = (res: Response) => {
  res.status(404).json({ message: MESSAGES.imageNotFound });
};

/** The stored key behind a request's path, and how long it may be cached. */
async function lookUp(
  req: Request,
  folderOf: (segment: string) => string | undefined,
  currentRoomPhoto?: (roomId: number) => Promise<string | null>,
): Promise<{ key: string; cache: keyof typeof CACHE } | null> {
  let segments: string[];
  try {
    segments = req.path.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const folder = folderOf(segments[0] ?? '') ?? segments[0];
  const key = [folder, ...segments.slice(1)].join('/');
  const room = ROOM_PHOTO.exec(key);
  if (room) {
    // `?v={n}` names the n-th replacement's key `{rId}_{n}.jpg`; without it the room's current photo is served.
    const version = typeof req.query.v === 'string' && /^[1-9]\d{0,5}$/.test(req.query.v) ? req.query.v : null;
    if (version) return { key: `${room[1]}/rooms/${room[2]}_${version}.jpg`, cache: 'versioned' };
    const current = await currentRoomPhoto?.(Number(room[2]));
    return { key: current ?? key, cache: 'current' };
  }
  return { key, cache: VERSIONED_FOLDERS.has(folder ?? '') ? 'versioned' : 'documented' };
}
