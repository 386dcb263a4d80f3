import express, { type Router } from 'express';
import { MESSAGES } from '@shim/common/messages';

/** `/{folder}/rooms/{rId}.jpg`, a room photo's documented path under /images. */
const ROOM_PHOTO = /^\/([a-z0-9-]+)\/rooms\/(\d{1,10})\.jpg$/;

/**
 * Lodging, room and landmark photos from the uploads folder (ARCHITECTURE §6); a missing one is a JSON 404.
 * `folderOf` maps the first path segment as a client spelled it (`/images/Tourist%20Hotel/3.jpg`) to the
 * folder on disk. Photos are for any site's `<img>`: Cross-Origin-Resource-Policy says so explicitly, so a
 * stricter site-wide default never blocks them.
 */
export function imagesRouter(
  uploadsDir: string,
  folderOf: (segment: string) => string | undefined,
  /** A room's current photo file, relative to the uploads folder (`/hotel/rooms/5_2.jpg`), if it has one. */
  currentRoomPhoto?: (roomId: number) => Promise<string | null>,
): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    const match = /^\/([^/?]+)(\/.*)$/.exec(req.url);
    if (match) {
      let segment: string;
      try {
        segment = decodeURIComponent(match[1]!);
      } catch {
        return next();
      }
      const folder = folderOf(segment);
      if (folder && folder !== match[1]) req.url = `/${folder}${match[2]}`;
    }
    next();
  });
  // A room photo keeps its documented path `/{type}/rooms/{rId}.jpg`: `?v={n}` names the n-th replacement's
  // file `{rId}_{n}.jpg`; without `v` the path is revalidated by ETag, so a replaced photo shows at once.
  router.use((req, res, next) => {
    const room = ROOM_PHOTO.exec(req.path);
    if (!room) return next();
    const version = typeof req.query.v === 'string' && /^[1-9]\d{0,5}$/.test(req.query.v) ? req.query.v : null;
    if (version) req.url = `/${room[1]}/rooms/${room[2]}_${version}.jpg`;
    else res.locals.revalidate = true;
    next();
  });
  const files = express.static(uploadsDir, {
    index: false,
    dotfiles: 'deny',
    maxAge: '1d',
    redirect: false,
    setHeaders: (res) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if ((res as unknown as { locals: Record<string, unknown> }).locals.revalidate)
        res.setHeader('Cache-Control', 'no-cache');
    },
  });
  router.use(files);
  // The documented path of a room whose photo was replaced: its first file is gone, the current one is served.
  router.use((req, res, next) => {
    const room = res.locals.revalidate && currentRoomPhoto ? ROOM_PHOTO.exec(req.path) : null;
    if (!room) return next();
    currentRoomPhoto!(Number(room[2])).then((current) => {
      if (!current || current === req.path) return next();
      req.url = current;
      files(req, res, next);
    }, next);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.imageNotFound });
  });
  return router;
}
