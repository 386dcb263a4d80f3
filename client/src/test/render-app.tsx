import { ApolloProvider } from '@apollo/client/react';
import { STORAGE_KEYS } from '@shim/common/limits';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@shim/common/locales';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createApolloClient } from '../apollo';
import { I18nProvider } from '../i18n/I18nProvider';
import { routes, type PageLoader } from '../router';
import type { FakeServer } from './fake-server';

/** Signs the browser in as far as storage goes (what a previous visit would have left). */
export function storeSession(tag = 'old'): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, `access-${tag}`);
  localStorage.setItem(STORAGE_KEYS.refreshToken, `refresh-${tag}`);
}

const pages = import.meta.glob<Record<string, ComponentType>>(['../pages/*.tsx', '!../pages/*.test.tsx'], {
  eager: true,
});

/**
 * The route table with every page already loaded (the app loads them on demand, router.tsx), so a test sees
 * its page in the first render as before; paths and guards stay the app's.
 */
const eager = (table: RouteObject[]): RouteObject[] =>
  table.map((route) => {
    const { lazy, children, ...rest } = route;
    const name = (lazy as PageLoader | undefined)?.page;
    const Component = name ? pages[`../pages/${name}.tsx`]?.[name] : undefined;
    if (name && !Component) throw new Error(`render-app: no page ${name}`);
    return {
      ...rest,
      ...(Component ? { Component } : {}),
      ...(children ? { children: eager(children) } : {}),
    } as RouteObject;
  });
const eagerRoutes = eager(routes);

/**
 * The whole app (real Apollo client, real route table) at `path`, talking to a fake server; in Korean unless
 * `locale` says otherwise (the test adds that locale's messages first).
 */
export function renderApp(path: string, server: FakeServer, { locale }: { locale?: Locale } = {}) {
  // The refresh exchange and the REST helper use the global fetch; Apollo gets it explicitly.
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(eagerRoutes, { initialEntries: [path] });
  const client = createApolloClient({ fetch: server.fetch });
  const app = (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
  const view = render(locale ? <I18nProvider locale={locale}>{app}</I18nProvider> : app);
  return { ...view, router, client, user: userEvent.setup() };
}
