import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeBasename, splitLocalePath } from '@shim/common/locales';
import { createApolloClient } from './apollo';
import { addMessages, loadMessages, setCurrentLocale, type Messages, type Namespace } from './i18n/catalog';
import { I18nProvider } from './i18n/I18nProvider';
import './index.css';
import { createAppRouter, routes } from './router';
import { SiteOriginContext } from './ssr/site';
import { APOLLO_STATE_ID, renderMode } from './ssr/state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** What a server render left for the browser (entry-server.tsx): the cache it filled, its origin and words. */
const stateScript = document.getElementById(APOLLO_STATE_ID);
const state = stateScript
  ? (JSON.parse(stateScript.textContent ?? '{}') as {
      origin: string;
      apollo: object;
      messages: Messages;
      namespaces: Namespace[];
    })
  : null;

/** The page's language is its URL's: `/en/…` English, no prefix Korean. */
const { locale, path } = splitLocalePath(window.location.pathname);
setCurrentLocale(locale);
const basename = localeBasename(locale);

/**
 * The page's lazy route modules are loaded before hydrating: a route still loading would render the
 * HydrateFallback (nothing) over the server's HTML.
 */
async function loadLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  if (!state) {
    await loadMessages(locale, []);
    const client = createApolloClient();
    createRoot(root!).render(
      <StrictMode>
        <I18nProvider locale={locale}>
          <ApolloProvider client={client}>
            <RouterProvider router={createAppRouter(basename)} />
          </ApolloProvider>
        </I18nProvider>
      </StrictMode>,
    );
    return;
  }
  // The page's words came with it: hydrating waits for no catalogue.
  addMessages(locale, state.messages, state.namespaces);
  await loadLazyRoutes();
  // Made just before hydrating: its moment of answering from the server's cache starts now.
  const client = createApolloClient({ state: state.apollo });
  renderMode.hydrating = true;
  hydrateRoot(
    root!,
    <StrictMode>
      <SiteOriginContext value={state.origin}>
        <I18nProvider locale={locale}>
          <ApolloProvider client={client}>
            <RouterProvider router={createAppRouter(basename)} />
          </ApolloProvider>
        </I18nProvider>
      </SiteOriginContext>
    </StrictMode>,
  );
}

void start();
