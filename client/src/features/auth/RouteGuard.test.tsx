import { STORAGE_KEYS } from '@shim/common/limits';
import type { Role } from '@shim/common/roles';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, json } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const signedInAs = (role: Role) => fakeServer({ graphql: { Me: () => gqlData({ me: account(role) }) } });

describe('route guard', () => {
  it.each([
    ['ROLE_MANAGER', '/manager', '매출 대시보드'],
    ['ROLE_ADMIN', '/admin', '관리자 대시보드'],
    ['ROLE_USER', '/mypage', '마이페이지'],
  ] as const)('lets %s into %s', async (role, path, heading) => {
    storeSession();
    const { router } = renderApp(path, signedInAs(role));

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['ROLE_USER', '/manager'],
    ['ROLE_ADMIN', '/manager/reservations'],
    ['ROLE_PENDING', '/manager'],
    ['ROLE_USER', '/admin'],
    ['ROLE_MANAGER', '/admin'],
  ] as const)('sends %s away from %s to the main page', async (role, path) => {
    storeSession();
    const { router } = renderApp(path, signedInAs(role));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: /관리자/ })).toBeNull();
  });

  it('sends logged-out visitors from the consoles home and from member pages to the login', async () => {
    const server = fakeServer({});
    const { router } = renderApp('/manager', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await router.navigate('/wishlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // No token, nothing to verify: the server was never asked who is signed in.
    expect(server.named('Me')).toEqual([]);
  });

  it('keeps open routes open, the manager entry pages included', async () => {
    const { router } = renderApp('/manager-login', fakeServer({}));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeTruthy();

    await router.navigate('/payment-callback?paymentKey=k&orderId=o&amount=1000');
    expect(router.state.location.pathname).toBe('/payment-callback');
  });

  it('re-verifies a stored token first, showing a loading state meanwhile', async () => {
    storeSession();
    let answer: (response: Response) => void = () => {};
    const server = fakeServer({ graphql: { Me: () => new Promise<Response>((resolve) => (answer = resolve)) } });
    renderApp('/manager', server);

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '호텔 관리자' })).toBeNull();
    answer(gqlData({ me: account('ROLE_MANAGER') }));
    expect(await screen.findByRole('heading', { name: '호텔 관리자' })).toBeTruthy();
  });

  it('treats a revoked session as logged out: storage cleared, sent to the login without a message', async () => {
    storeSession();
    const server = fakeServer({
      graphql: { Me: () => gqlError('로그인이 필요합니다.', 'UNAUTHENTICATED') },
      rest: { '/api/auth/refresh': () => json(401, { message: '세션이 만료되었습니다. 다시 로그인해주세요.' }) },
    });
    const { router } = renderApp('/mypage', server);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(screen.queryByText('세션이 만료되었습니다. 다시 로그인해주세요.')).toBeNull();
  });
});
