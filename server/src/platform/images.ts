import express, { type Router } from 'express';
import { MESSAGES } from '@shim/common/messages';

/**
 * Lodging, room and landmark photos from the uploads folder (ARCHITECTURE §6); a missing one is a JSON 404.
 * `folderOf` maps the first path segment as a client spelled it (`/images/Tourist%20Hotel/3.jpg`) to the
 * folder on disk. Photos are for any site's `<img>`: Cross-Origin-Resource-Policy says so explicitly, so a
 * stricter site-wide default never blocks them.
 */
export function imagesRouter(uploadsDir: string, folderOf: (segment: string) => string | undefined): Router {
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
  router.use(
    express.static(uploadsDir, {
      index: false,
      dotfiles: 'deny',
      maxAge: '1d',
      redirect: false,
      setHeaders: (res) => res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
    }),
  );
  router.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.imageNotFound });
  });
  return router;
}
