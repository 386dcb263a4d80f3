import express, { type Router } from 'express';
import { MESSAGES } from '@shim/common/messages';

/** Lodging, room and landmark photos from the uploads folder (ARCHITECTURE §6); a missing one is a JSON 404. */
export function imagesRouter(uploadsDir: string): Router {
  const router = express.Router();
  router.use(express.static(uploadsDir, { index: false, dotfiles: 'deny', maxAge: '1d', redirect: false }));
  router.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.imageNotFound });
  });
  return router;
}
