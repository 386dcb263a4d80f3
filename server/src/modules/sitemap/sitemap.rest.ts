import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Config } from '../../config';
import { siteOrigin } from '../../platform/context';
import { notFoundJson } from '../../platform/http-errors';
import { robotsTxt, SITEMAP_DIR, sitemapFile, sitemapIndex, type SitemapConnection } from './sitemap.service';

// Crawlers come back daily: an hour's staleness costs nothing and spares the database repeated scans.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * The crawlers' files, public to everyone: /robots.txt, /sitemap.xml (the index) and the files it names
 * under /sitemaps. Mounted before the client's fallback, so they are never answered with the app shell.
 */
export function sitemapRouter(config: Config, database: () => SitemapConnection): Router {
  const router = express.Router();
  const origin = siteOrigin(config);
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });
  router.get('/sitemap.xml', async (req, res, next) => {
    await answerXml(req, res, next, () => sitemapIndex(database(), origin));
  });
  router.get(`${SITEMAP_DIR}/:file`, async (req, res, next) => {
    const name = /^(.+)\.xml$/.exec(req.params.file)?.[1] ?? '';
    await answerXml(req, res, next, () => sitemapFile(database(), origin, name));
  });
  return router;
}

async function answerXml(
  req: Request,
  res: Response,
  next: NextFunction,
  make: () => Promise<string | null>,
): Promise<void> {
  try {
    const xml = await make();
    // A file the index does not name is a 404, never the app shell.
    if (xml === null) {
      notFoundJson(req, res, next);
      return;
    }
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.type('application/xml; charset=utf-8').send(xml);
  } catch (error) {
    next(error);
  }
}
