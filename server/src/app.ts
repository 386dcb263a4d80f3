import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type RequestHandler } from 'express';
import { poolUse } from './orm';
import { appSchema, REST_MODULES } from './modules/registry';
import { REPO_ROOT } from './paths';
import { imageFolderOfSpelling } from './modules/hotels/image-paths';
import { currentRoomPhotoOf } from './modules/hotels/hotel-photos';
import { purgeDeletedPhotos } from './modules/photos/photo-retention';
import { LANDMARK_SHEET } from './modules/landmarks/landmark-sheet';
import { tossSandboxRouter } from './modules/payments/toss-sandbox.rest';
import { sitemapRouter } from './modules/sitemap/sitemap.rest';
import { accountOf } from './modules/users/account.repository';
import { apiKeyGate, apiKeyPlugin } from './modules/api-keys/api-key-gate';
import { apiKeyReader } from './modules/api-keys/api-key.service';
import { removeStaleUploads } from './platform/image-upload';
import { imagesRouter } from './platform/images';
import { uploadsDirOf } from './platform/storage/photo-storage';
import { createAdapters, type Adapters } from './platform/adapters';
import { systemClock } from './platform/clock';
import {
  createRequestContext,
  siteOrigin,
  usePaymentPool,
  type AppServices,
  type CoreServices,
} from './platform/context';
import { BackupWatch } from './platform/backup-status';
import { readiness, requestDeadline } from './platform/deadlines';
import { graphiqlRouter } from './platform/graphiql';
import { createApolloServer } from './platform/graphql';
import { errorHandler, notFoundJson } from './platform/http-errors';
import { Metrics } from './platform/metrics';
import { paymentPoolPlugin, paymentPoolRoutes } from './platform/payment-pool';
import { requestIds } from './platform/request-id';
import { RestRouter, requestContextOf, type RouteSpec } from './platform/rest';
import { securityHeaders } from './platform/security-headers';
import {
  anonymousRequest,
  loadPageRenderer,
  privatePage,
  readManifest,
  readTemplate,
  renderedPages,
  routePreloads,
  withPageSettings,
  type PageSource,
} from './platform/server-render';
import { configureSpreadsheets, exportQueueCounts } from './platform/spreadsheets';
import { mountStandIns } from './platform/stand-ins';

export interface HttpApp {
  express: Express;
  restRoutes: RouteSpec[];
  /** What the request contexts are made of (tests call services with it). */
  services: AppServices;
  close(): Promise<void>;
}

/** The Express app: health, /api (REST facade), /graphql (Apollo), and the built client. */
export async function createHttpApp(
  core: CoreServices & {
    adapters?: Adapters;
    /** The public pages' renderer and template; the client's server build (client/dist-server) when absent. */
    pages?: PageSource;
  },
): Promise<HttpApp> {
  const services: AppServices = {
    ...core,
    clock: core.clock ?? systemClock,
    adapters: core.adapters ?? createAdapters(core),
    metrics: core.metrics ?? new Metrics(),
  };
  const { config, logger, metrics } = services;
  registerPoolGauge(services);
  metrics.registerGauge(
    'spreadsheet_exports',
    'Spreadsheet exports by state (inFlight = admitted, waiting = for a thread, building = on a thread)',
    () => Object.entries(exportQueueCounts()).map(([state, value]) => ({ labels: { state }, value })),
    ['state'],
  );
  const staleUploads = await removeStaleUploads(uploadsDirOf(config.dataDir));
  if (staleUploads > 0) logger.info({ files: staleUploads }, '중단된 업로드의 임시 파일을 지웠습니다');
  void purgeDeletedPhotos(services).catch((error: unknown) =>
    logger.warn({ error: String(error) }, '지운 사진을 정리하지 못했습니다 (다음 시작 때 다시 합니다)'),
  );
  configureSpreadsheets({
    threads: config.EXPORT_THREADS,
    maxInFlight: config.EXPORTS_MAX_IN_FLIGHT,
    perUser: config.EXPORTS_PER_USER,
    database: {
      url: services.orm.config.get('clientUrl')!,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    },
  });
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: hashing each body (a big search list is large) costs more than a 304 would
  // save on live availability. Static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): anyone else's is ignored.
  app.set('trust proxy', config.TRUST_PROXY.length ? config.TRUST_PROXY : false);
  app.use(requestIds(logger));
  app.use(metrics.requestTimer());
  app.use(requestDeadline(config.REQUEST_TIMEOUT_MS));
  app.use(securityHeaders(config));
  app.use(cors(config.CORS_ORIGINS));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const backupWatch = new BackupWatch(services.orm, config, logger);
  backupWatch.registerGauges(metrics);
  backupWatch.start();
  app.get(
    '/readyz',
    readiness(services.orm, config.DB_CONNECT_TIMEOUT_MS, () => backupWatch.current()),
  );
  app.get('/metrics', metrics.endpoint({ production: config.isProduction, token: config.METRICS_TOKEN }));

  const withContext: RequestHandler = async (req, res, next) => {
    try {
      res.locals.ctx = await createRequestContext(services, req, accountOf);
      next();
    } catch (error) {
      next(error);
    }
  };
  // Integrators' API keys are read on /graphql only; /api stays for people and their tokens.
  const readApiKey = apiKeyReader(config);
  const withKeyContext: RequestHandler = async (req, res, next) => {
    try {
      res.locals.ctx = await createRequestContext(services, req, accountOf, readApiKey);
      next();
    } catch (error) {
      next(error);
    }
  };
  const json = express.json({ limit: '1mb' });

  const schema = await appSchema();
  const apollo = await createApolloServer({
    schema,
    logger,
    development: config.NODE_ENV === 'development',
    plugins: [metrics.graphqlPlugin(), paymentPoolPlugin(usePaymentPool), apiKeyPlugin(services, schema)],
  });
  app.use(
    '/graphql',
    metrics.mountPoint(),
    json,
    withKeyContext,
    apiKeyGate(services),
    expressMiddleware(apollo, { context: async ({ res }) => requestContextOf(res) }),
  );

  // Local stand-ins for outside services (ARCHITECTURE §6): which ones, by one rule (config.standIns).
  mountStandIns(app, services, { tossSandbox: tossSandboxRouter });

  const api = new RestRouter();
  for (const register of REST_MODULES) register(api);
  const paymentPool = paymentPoolRoutes((res) => usePaymentPool(requestContextOf(res)));
  app.use('/api', metrics.mountPoint(), json, withContext, paymentPool, api.router, notFoundJson);
  // The old clients read the member's reservations without the /api prefix too (REST-NOTES).
  app.get('/mypage/reservations', withContext, api.router);

  app.use('/images', imagesRouter(services.adapters.photos, imageFolderOfSpelling, currentRoomPhotoOf(services.orm)));
  // Spec §7 static data: the landmark spreadsheet, for clients that read it themselves.
  app.get('/data/landmarks.xlsx', (_req, res) => res.sendFile(LANDMARK_SHEET));
  const clientDist = config.CLIENT_DIST ?? path.join(REPO_ROOT, 'client/dist');
  // The bundled GraphQL explorer, for offline use and whenever Apollo Sandbox cannot load (platform/graphiql.ts).
  app.use('/graphiql', graphiqlRouter(clientDist));
  const built = core.pages ?? (await builtPages(clientDist));
  // The browser learns the runtime settings it needs from the page itself (the map's tiles).
  const pages = built && { ...built, template: withPageSettings(built.template, config) };
  const rendered =
    pages &&
    renderedPages({
      ...pages,
      logger,
      origin: siteOrigin(config),
      executeFor: async (req) => {
        const contextValue = await createRequestContext(services, anonymousRequest(req), accountOf);
        return async (operation) => {
          const response = await apollo.executeOperation(operation, { contextValue });
          if (response.body.kind !== 'single') throw new Error('server render: an incremental answer');
          return response.body.singleResult;
        };
      },
    });
  // Crawlers' robots.txt and sitemaps: before the client's fallback, which would answer them with the shell.
  app.use(sitemapRouter(config, () => services.orm.em.getConnection()));
  serveClient(app, clientDist, rendered, (html) => withPageSettings(html, config));
  app.use(errorHandler(logger));

  return {
    express: app,
    restRoutes: api.routes,
    services,
    close: async () => {
      backupWatch.stop();
      await apollo.stop();
      await services.adapters.close();
    },
  };
}

/** The built client's page renderer and index.html, when both were built. */
async function builtPages(dist: string): Promise<PageSource | null> {
  const index = path.join(dist, 'index.html');
  const renderer = existsSync(index) ? await loadPageRenderer(dist) : null;
  const manifest = readManifest(dist);
  return renderer
    ? { renderer, template: readTemplate(index), ...(manifest && { preloadsOf: routePreloads(manifest) }) }
    : null;
}

/** The built single-page app, with a fallback to index.html so deep links like /hotel/3?… load it. */
function serveClient(
  app: Express,
  dist: string,
  rendered: RequestHandler | null,
  settle: (html: string) => string,
): void {
  const index = path.join(dist, 'index.html');
  const shell = existsSync(index) ? settle(readTemplate(index)) : null;
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  if (rendered) app.use(rendered);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html') || shell === null) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(privatePage(req.path, res, shell));
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
        'Authorization, Content-Type, Apollo-Require-Preflight, X-Browser-Key, X-API-Key',
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

/** `db_pool_connections{pool,state}`: how much of each pool is in use, free, or waited for. */
function registerPoolGauge(services: AppServices): void {
  const pools = {
    main: services.orm,
    ...(services.paymentOrm ? { payments: services.paymentOrm } : {}),
    ...(services.readOrm ? { replica: services.readOrm } : {}),
  };
  services.metrics.registerGauge(
    'db_pool_connections',
    'Database connections by pool and state (used, free, pending = requests waiting for one)',
    () =>
      Object.entries(pools).flatMap(([pool, orm]) =>
        Object.entries(poolUse(orm)).map(([state, value]) => ({ labels: { pool, state }, value })),
      ),
    ['pool', 'state'],
  );
}
