import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, json, tokens } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const alerts = () => vi.spyOn(window, 'alert').mockImplementation(() => {});
const me = { Me: () => gqlData({ me: account('ROLE_USER', '소셜회원') }) };

describe('Kakao callback', () => {
  it('exchanges the code (and state) for tokens, signs in and goes home', async () => {
    const server = fakeServer({
      graphql: me,
      rest: { '/api/kakao/callback': () => json(200, tokens('kakao')) },
    });
    const { router } = renderApp('/kakao/callback?code=abc&state=xyz', server);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.named('/api/kakao/callback')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-kakao');
  });

  it("without a code says 'Invalid access' and goes to the main page", async () => {
    const alert = alerts();
    const { router } = renderApp('/kakao/callback', fakeServer({}));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.socialInvalidAccess));
    expect(router.state.location.pathname).toBe('/');
  });

  it("on a refused code says 'Login failed' and goes to the login", async () => {
    const alert = alerts();
    const server = fakeServer({
      rest: { '/api/kakao/callback': () => json(401, { message: MESSAGES.socialLoginFailed }) },
    });
    const { router } = renderApp('/kakao/callback?code=used', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledWith(MESSAGES.socialLoginFailed);
  });
});

describe('Google callback', () => {
  it('stores the tokens from the query and goes to the home of the role', async () => {
    const { router } = renderApp('/google/callback?access_token=a1&refresh_token=r1', fakeServer({ graphql: me }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it.each(['/google/callback?access_token=a1', '/google/callback?error=login_failed'])(
    "%s: 'Login failed' and the login page",
    async (path) => {
      const alert = alerts();
      const { router } = renderApp(path, fakeServer({}));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(alert).toHaveBeenCalledWith(MESSAGES.socialLoginFailed);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    },
  );
});
