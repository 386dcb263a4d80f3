import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LOCALE_TAG, localeBasename, splitLocalePath, type Locale } from '@shim/common/locales';
import { typePolicies } from './apollo';
import { loadMessages, type Messages, type Namespace } from './i18n/catalog';
import { I18nProvider } from './i18n/I18nProvider';
import { routes, type PageLoader } from './router';
import { PageStatusContext } from './ssr/page-status';
import { serverLink, type ExecuteOperation } from './ssr/server-link';
import { SiteOriginContext } from './ssr/site';
import { APOLLO_STATE_ID, htmlSafeJson } from './ssr/state';

export type { ExecuteOperation } from './ssr/server-link';

export interface RenderRequest {
  /** The path and query asked for, e.g. `/hotel/3?startDate=…`. */
  url: string;
  /** The site's public origin (PUBLIC_URL): canonical and Open Graph URLs are absolute. */
  origin: string;
  execute: ExecuteOperation;
  signal?: AbortSignal;
}

export interface RenderResult {
  status: number;
  /** What React hoisted into the document's head: title, meta, canonical. */
  head: string;
  /** The app's markup, for inside `#root`. */
  body: string;
  /** A data block for the browser: the cache and origin it hydrates from, without asking again (main.tsx). */
  stateScript: string;
  /** The page module the route loads (pages/<name>.tsx), whose chunks the browser needs before hydrating. */
  page: string | null;
  /** The page's language (its URL's prefix), for `<html lang>`. */
  lang: string;
}

const streamToString = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
};

/** The public pages and the not-found page; consoles, my page and checkout stay in the browser. */
const SERVER_RENDERED = new Set([
  '/',
  '/search',
  '/hotel/:id',
  '/landmarks',
  '/landmark/:id',
  '/heritage',
  '/heritage/:id',
  '/accommodations',
  '/terms',
  '/privacy',
  '/inquiries/board',
  '*',
]);

/** The lazy loader of a path's route (router.tsx names each one's page and message namespaces). */
const loaderOf = (pathname: string): PageLoader | undefined =>
  matchRoutes(routes, splitLocalePath(pathname).path)?.at(-1)?.route.lazy as PageLoader | undefined;

/** The page module of a path's route, in any language. */
const pageOf = (pathname: string): string | null => loaderOf(pathname)?.page ?? null;

export function serverRenders(pathname: string): boolean {
  const page = matchRoutes(routes, splitLocalePath(pathname).path)?.at(-1)?.route.path;
  return page !== undefined && SERVER_RENDERED.has(page);
}

/** The page's words, and only those: `common` and its route's namespaces (keys carry their namespace). */
async function pageMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<Messages> {
  const all = await loadMessages(locale, namespaces);
  const prefixes = ['common', ...namespaces].map((namespace) => `${namespace}.`);
  return Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}

/**
 * The page's HTTP status: the not-found route and a lodging or landmark that is not there answer 404, a
 * deleted lodging 410 (its GraphQL error code GONE), so crawlers see no soft 404.
 */
function statusOf(routed: number, matches: ReadonlyArray<{ route: { path?: string } }>, codes: Set<string>): number {
  if (codes.has('GONE')) return 410;
  if (codes.has('NOT_FOUND') || matches.some((match) => match.route.path === '*')) return 404;
  return routed;
}

/** Renders one public page with its data (docs/decisions/client.md "Server rendering"). */
export async function render({ url, origin, execute, signal }: RenderRequest): Promise<RenderResult> {
  const { pathname } = new URL(url, origin);
  const { locale } = splitLocalePath(pathname);
  const basename = localeBasename(locale);
  const namespaces: Namespace[] = ['common', ...(loaderOf(pathname)?.namespaces ?? [])];
  const messages = await pageMessages(locale, namespaces);
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(new URL(url, origin), { signal }));
  if (context instanceof Response) throw new Error(`render: ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errorCodes = new Set<string>();
  let reported: number | null = null;
  const report = (status: number) => {
    reported = status;
  };
  const client = new ApolloClient({
    ssrMode: true,
    link: serverLink(execute, errorCodes),
    cache: new InMemoryCache({ typePolicies }),
  });
  // The whole document, so React puts what pages hoist (title, meta, canonical) into <head>.
  const tree = (
    <html lang={LOCALE_TAG[locale]}>
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <SiteOriginContext value={origin}>
              <PageStatusContext value={report}>
                <I18nProvider locale={locale}>
                  <ApolloProvider client={client}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </ApolloProvider>
                </I18nProvider>
              </PageStatusContext>
            </SiteOriginContext>
          </StrictMode>
        </div>
      </body>
    </html>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    context: { client },
    signal,
    renderFunction: async (node) => {
      // Every boundary inline: a large one would otherwise come last with an inline script to move it into
      // place, which the Content-Security-Policy (no inline scripts) blocks.
      const { prelude } = await prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
      return streamToString(prelude);
    },
  });
  // A page cut short would show "loading" for good: the server sends the browser's shell instead.
  if (aborted) throw new Error(`render: ${url} ran out of time`);
  const head = /<head>([\s\S]*)<\/head>/.exec(result)?.[1] ?? '';
  const start = result.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = result.lastIndexOf('</div></body>');
  return {
    status: reported ?? statusOf(context.statusCode, context.matches, errorCodes),
    head,
    body: result.slice(start, end),
    page: pageOf(pathname),
    lang: LOCALE_TAG[locale],
    stateScript: `<script type="application/json" id="${APOLLO_STATE_ID}">${htmlSafeJson({ origin, messages, namespaces, apollo: client.extract() })}</script>`,
  };
}
