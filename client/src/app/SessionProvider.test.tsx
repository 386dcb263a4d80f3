import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '../lib/api';
import { account, fakeServer, gqlData, json } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

describe('session', () => {
  it('restores a stored session from `me` on load', async () => {
    storeSession();
    renderApp('/', fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_USER', '김쉼') }) } }));

    expect(await screen.findByText('김쉼님')).toBeTruthy();
  });

  it('on a 401 that no refresh can cure: logs out, says the session expired and goes to /login', async () => {
    storeSession();
    const server = fakeServer({
      graphql: { Me: () => gqlData({ me: account('ROLE_USER', '김쉼') }) },
      rest: {
        '/api/users/info': () => json(401, { message: MESSAGES.unauthenticated }),
        '/api/auth/refresh': () => json(401, { message: MESSAGES.invalidRefreshToken }),
      },
    });
    const { router } = renderApp('/', server);
    await screen.findByText('김쉼님');

    await act(() => apiFetch('/api/users/info').catch(() => undefined));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.sessionExpired);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('김쉼님')).toBeNull();
    expect(screen.getByRole('banner').querySelector('a[href="/login"]')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('clears a stored token the server no longer accepts, quietly', async () => {
    storeSession();
    const server = fakeServer({
      graphql: { Me: () => json(401, {}) },
      rest: { '/api/auth/refresh': () => json(401, { message: MESSAGES.invalidRefreshToken }) },
    });
    const { router } = renderApp('/', server);

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull());
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the stored tokens when `me` gets no answer (the page left mid-request), for the next page', async () => {
    storeSession();
    const server = fakeServer({
      graphql: {
        Me: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    renderApp('/', server);

    await waitFor(() => expect(server.named('Me')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull();
  });
});
