import { ApolloProvider } from '@apollo/client/react';
import { STORAGE_KEYS } from '@shim/common/limits';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createApolloClient } from '../apollo';
import { routes } from '../router';
import type { FakeServer } from './fake-server';

/** Signs the browser in as far as storage goes (what a previous visit would have left). */
export function storeSession(tag = 'old'): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, `access-${tag}`);
  localStorage.setItem(STORAGE_KEYS.refreshToken, `refresh-${tag}`);
}

/** The whole app (real Apollo client, real route table) at `path`, talking to a fake server. */
export function renderApp(path: string, server: FakeServer) {
  // The refresh exchange and the REST helper use the global fetch; Apollo gets it explicitly.
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient({ fetch: server.fetch });
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, client, user: userEvent.setup() };
}
