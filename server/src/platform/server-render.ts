import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { LOCALE_COOKIE, LOCALE_TAG, isLocale, localePath, splitLocalePath } from '@shim/common/locales';
import type { Logger } from './logger';

/** One GraphQL operation as a server render asks it (client/src/ssr/server-link.ts). */
export interface RenderOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** What client/src/entry-server.tsx exports (its Vite SSR build, client/dist-server/entry-server.js). */
export interface PageRenderer {
  serverRenders(pathname: string): boolean;
  render(request: {
    url: string;
    origin: string;
    execute: (operation: RenderOperation) => Promise<FormattedExecutionResult>;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  status: number;
  head: string;
  body: string;
  stateScript: string;
  /** The route's page module (pages/<name>.tsx), if any. */
  page?: string | null;
  /** The page's language for `<html lang>` (its URL's prefix). */
  lang?: string;
}

/**
 * A render that takes longer than this gives up and the browser renders the page (the shell still works). Warm
 * renders take ~0.3 s on the 2-core machine at load 20; the first one of a process, ~3 s.
 */
const RENDER_TIMEOUT_MS = 10_000;

/** Pages rendered once at start (no data: every operation answers an error), so visitors never pay for the first. */
const WARM_UP_PATHS = ['/terms', '/hotel/0'];

/** The server build of the client beside its browser build (`npm run build -w client` makes both). */
export async function loadPageRenderer(clientDist: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(clientDist), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  const nothing = async (): Promise<FormattedExecutionResult> => ({ errors: [{ message: 'warm-up' }] });
  for (const url of WARM_UP_PATHS) {
    // A warm-up that fails changes nothing: that page's first visitor waits, or gets the shell.
    await renderer.render({ url, origin: 'http://localhost', execute: nothing }).catch(() => undefined);
  }
  return renderer;
}

export interface PageSource {
  /** The built index.html: its scripts and styles wrap every page. */
  template: string;
  renderer: PageRenderer;
  /** The `<link rel="modulepreload">` tags of a page module's chunks (routePreloads); none when absent. */
  preloadsOf?: (page: string) => string;
}

/** A Vite manifest's chunk: its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The modulepreload tags of each page's route chunk and its static imports, less what the entry loads anyway
 * (client/dist/.vite/manifest.json). The built index.html preloads the main page's (client/vite.config.ts); a
 * server-rendered page preloads its own instead, so the browser fetches the chunks its hydration waits for
 * beside the entry, and none of another page's.
 */
export function routePreloads(manifest: Record<string, ManifestChunk>): (page: string) => string {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  return (page) =>
    [...closure(`src/pages/${page}.tsx`)]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('');
}

/** The built client's manifest, when the build wrote one. */
export function readManifest(clientDist: string): Record<string, ManifestChunk> | null {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
}

export interface RenderedPagesOptions extends PageSource {
  /** Answers the render's operations as an anonymous caller of this request (no token, no cookie). */
  executeFor(req: Request): Promise<(operation: RenderOperation) => Promise<FormattedExecutionResult>>;
  /** The site's origin for canonical and og:url (siteOrigin): configured, never a request's Host. */
  origin: string;
  logger: Logger;
}

/**
 * The public pages arrive rendered, with their head, structured data, the data they show for the
 * browser to hydrate from, and a real status (404, 410). Other paths (consoles, my page, checkout) get the
 * client-rendered shell, and so does a page whose render fails: the browser renders it then.
 */
export function renderedPages(options: RenderedPagesOptions): RequestHandler {
  const { template, renderer, logger } = options;
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const remembered = renderer.serverRenders(req.path) ? rememberedLocalePath(req) : null;
    if (remembered) {
      res.setHeader('Vary', 'Cookie');
      res.redirect(302, remembered);
      return;
    }
    if (!renderer.serverRenders(req.path)) {
      res.type('html').send(privatePage(req.path, res, template));
      return;
    }
    try {
      const page = await renderer.render({
        url: req.originalUrl,
        origin: options.origin,
        execute: await options.executeFor(req),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      const preloads = page.page && options.preloadsOf ? options.preloadsOf(page.page) : undefined;
      res
        .status(page.status)
        .type('html')
        .send(fillTemplate(template, { ...page, preloads }));
    } catch (error) {
      logger.warn({ err: error, path: req.path }, '서버 렌더링에 실패해 브라우저 렌더링으로 보냅니다');
      res.type('html').send(template);
    }
  };
}

/** Where the page's head goes: after the charset and viewport, or at the head's start in a template without them. */
const headStart = (template: string): RegExp | string =>
  /<meta name="viewport"[^>]*>/.test(template) ? /<meta name="viewport"[^>]*>/ : '<head>';

const ROUTE_PRELOAD = /<link\b[^>]*\bdata-route-preload\b[^>]*>\s*/g;

/**
 * The page's head replaces the template's generic title and description; its markup fills #root. Given the page's
 * route preloads, they replace the template's (the main page's). The page's head goes first, after the charset and
 * viewport: its main photo's preload then leaves before the scripts, which on a phone's few connections would
 * otherwise hold the largest paint back by their whole download.
 */
export function fillTemplate(
  template: string,
  page: { head: string; body: string; stateScript: string; preloads?: string; lang?: string },
): string {
  const withPreloads =
    page.preloads === undefined
      ? template
      : template.replace(ROUTE_PRELOAD, '').replace('</head>', () => `${page.preloads}</head>`);
  return withPreloads
    .replace(/<html lang="[^"]*"/, (opening) => (page.lang ? `<html lang="${page.lang}"` : opening))
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(headStart(withPreloads), (opening) => `${opening}${page.head}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.stateScript}`);
}

/**
 * The page's request as seen by the render's GraphQL context: without its Authorization and Cookie headers,
 * so whatever the visitor carries, the render is an anonymous one and no personal data reaches the HTML; in the
 * page's language (its URL's prefix), whatever the browser's own.
 */
export function anonymousRequest(req: Request): Request {
  const { authorization: _authorization, cookie: _cookie, ...headers } = req.headers;
  headers['accept-language'] = LOCALE_TAG[splitLocalePath(req.path).locale];
  return Object.create(req, { headers: { value: headers } }) as Request;
}

const CHOSEN_LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([\\w-]+)`);

/** Crawlers and link previews: never redirected by a remembered language, so each URL keeps one language. */
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|kakaotalk-scrap|yeti|daum/i;

/**
 * Where a visitor who chose a language in the header goes from a Korean page: the same page in that language.
 * Only a person's browser carries the cookie; the Korean URL stays Korean for everyone else.
 */
export function rememberedLocalePath(req: Request): string | null {
  const chosen = CHOSEN_LOCALE.exec(req.headers.cookie ?? '')?.[1];
  if (!chosen || !isLocale(chosen) || chosen === 'ko') return null;
  if (splitLocalePath(req.path).locale !== 'ko' || CRAWLER.test(req.headers['user-agent'] ?? '')) return null;
  const query = req.originalUrl.slice(req.path.length);
  return `${localePath(chosen, req.path)}${query}`;
}

/** The setting's meta tag the client reads (client/src/lib/page-settings.ts). */
export const MAP_TILES_META = 'map-tiles';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with the runtime settings the browser needs as meta tags: the map's tile template (MAP_TILE_URL, or
 * the tile stand-in), decided by this server's configuration rather than baked into the client's build.
 */
export function withPageSettings(template: string, settings: { mapTileUrl: string }): string {
  const meta = `<meta name="${MAP_TILES_META}" content="${attribute(settings.mapTileUrl)}" />`;
  return template.replace('</head>', () => `    ${meta}\n  </head>`);
}

/**
 * The pages that show one person's booking (a payment's result, the guest booking page): never indexed,
 * whoever fetches them. Their shell carries the robots meta tag (the page adds its own once rendered) and
 * the answer an X-Robots-Tag header.
 */
const NOINDEX_PAGES = /^\/(payment-success|payment-callback|payment-fail|payment\/|guest\/booking(\/|$))/;

export const isNoindexPage = (pathname: string): boolean => NOINDEX_PAGES.test(pathname);

/** `html` for `pathname`, with the noindex tag and header when it is one of the private pages. */
export function privatePage(pathname: string, res: Response, template: string): string {
  const { locale, path: koreanPath } = splitLocalePath(pathname);
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAG[locale]}"`);
  if (!isNoindexPage(koreanPath)) return html;
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  return html.replace('</head>', () => `    <meta name="robots" content="noindex, nofollow" />\n  </head>`);
}

/** index.html as built (production) or as written (tests render from the sources). */
export const readTemplate = (file: string): string => readFileSync(file, 'utf8');
