import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type RequestHandler } from 'express';
import { REST_MODULES } from './modules/registry';
import { REPO_ROOT } from './paths';
import { imageFolderOfSpelling, uploadsDirOf } from './modules/hotels/image-paths';
import { LANDMARK_SHEET } from './modules/landmarks/landmark-sheet';
import { imagesRouter } from './platform/images';
import { createAdapters, type Adapters } from './platform/adapters';
import { systemClock } from './platform/clock';
import { createRequestContext, type AppServices, type CoreServices } from './platform/context';
import { createApolloServer } from './platform/graphql';
import { errorHandler, notFoundJson } from './platform/http-errors';
import { RestRouter, requestContextOf, type RouteSpec } from './platform/rest';
import { securityHeaders } from './platform/security-headers';
import { configureSpreadsheets } from './platform/spreadsheets';
import { mountStandIns } from './platform/stand-ins';

export interface HttpApp {
  express: Express;
  restRoutes: RouteSpec[];
  /** What the request contexts are made of (tests call services with it). */
  services: AppServices;
  close(): Promise<void>;
}

/** The Express app: health, /api (REST facade), /graphql (Apollo), and the built client. */
export async function createHttpApp(core: CoreServices & { adapters?: Adapters }): Promise<HttpApp> {
  const services: AppServices = {
    ...core,
    clock: core.clock ?? systemClock,
    adapters: core.adapters ?? createAdapters(core),
  };
  const { config, logger } = services;
  configureSpreadsheets({
    threads: config.EXPORT_THREADS,
    maxInFlight: config.EXPORTS_MAX_IN_FLIGHT,
    perUser: config.EXPORTS_PER_USER,
  });
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: hashing each body (a big search list is large) costs more than a 304 would
  // save on live availability. Static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): anyone else's is ignored.
  app.set('trust proxy', config.TRUST_PROXY.length ? config.TRUST_PROXY : false);
  app.use(securityHeaders(config));
  app.use(cors(config.CORS_ORIGINS));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await services.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  const withContext: RequestHandler = async (req, res, next) => {
    try {
      res.locals.ctx = await createRequestContext(services, req);
      next();
    } catch (error) {
      next(error);
    }
  };
  const json = express.json({ limit: '1mb' });

  const apollo = await createApolloServer({ logger, development: config.NODE_ENV === 'development' });
  app.use(
    '/graphql',
    json,
    withContext,
    expressMiddleware(apollo, { context: async ({ res }) => requestContextOf(res) }),
  );

  // Local stand-ins for outside services (ARCHITECTURE §6): which ones, by one rule (config.standIns).
  mountStandIns(app, services);

  const api = new RestRouter();
  for (const register of REST_MODULES) register(api);
  app.use('/api', json, withContext, api.router, notFoundJson);
  // The old clients read the member's reservations without the /api prefix too (REST-NOTES).
  app.get('/mypage/reservations', withContext, api.router);

  app.use('/images', imagesRouter(uploadsDirOf(config.dataDir), imageFolderOfSpelling));
  // Spec §7 static data: the landmark spreadsheet, for clients that read it themselves.
  app.get('/data/landmarks.xlsx', (_req, res) => res.sendFile(LANDMARK_SHEET));
  serveClient(app, config.CLIENT_DIST ?? path.join(REPO_ROOT, 'client/dist'));
  app.use(errorHandler(logger));

  return {
    express: app,
    restRoutes: api.routes,
    services,
    close: async () => {
      await apollo.stop();
      await services.adapters.close();
    },
  };
}

/** The built single-page app, with a fallback to index.html so deep links like /hotel/3?… load it. */
function serveClient(app: Express, dist: string): void {
  const index = path.join(dist, 'index.html');
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html') || !existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  app.use(notFoundJson);
}

function immutableAssets(res: express.Response, file: string): void {
  if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Browser clients on other origins (CORS_ORIGINS); same-origin needs nothing. */
function cors(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, Apollo-Require-Preflight, X-Browser-Key',
      );
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
