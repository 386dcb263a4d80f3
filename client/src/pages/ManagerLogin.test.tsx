import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, tokens } from '../test/fake-server';
import { renderApp } from '../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillIn(user: User, email: string, password: string) {
  await user.type(screen.getByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

const captchaNotNeeded = () => gqlData({ recaptchaNeeded: false });

describe('Manager login page', () => {
  it('checks the e-mail and password rules before calling the server', async () => {
    const server = fakeServer({ graphql: { RecaptchaNeeded: captchaNotNeeded } });
    const { user } = renderApp('/manager-login', server);
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toBeTruthy();

    await fillIn(user, 'not-an-email', 'Passw0rd!');
    expect(await screen.findByText(MESSAGES.managerEmailInvalid)).toBeTruthy();

    await user.clear(screen.getByLabelText('이메일'));
    await user.clear(screen.getByLabelText('비밀번호'));
    await fillIn(user, 'manager@example.com', 'short');
    expect(await screen.findByText(MESSAGES.managerPasswordRule)).toBeTruthy();
    expect(server.named('Login')).toEqual([]);
  });

  it('logs in with ROLE_MANAGER and lands on the manager console', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: captchaNotNeeded,
        Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('m') } }),
        Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      },
    });
    const { router, user } = renderApp('/manager-login', server);
    await fillIn(user, 'manager@example.com', 'Passw0rd!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
    expect(await screen.findByRole('heading', { name: '호텔 관리자' })).toBeTruthy();
    expect(server.named('Login')[0]?.variables).toMatchObject({ input: { role: 'ROLE_MANAGER' } });
  });

  it('answers a refused login in English, whatever the server said', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: captchaNotNeeded,
        Login: () => gqlError(MESSAGES.loginFailed, 'UNAUTHENTICATED'),
      },
    });
    const { router, user } = renderApp('/manager-login', server);
    await fillIn(user, 'manager@example.com', 'Passw0rd!');

    expect(await screen.findByText('Login failed. Please check your email and password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager-login');
  });

  it('tells an applied manager awaiting approval why, instead of blaming the password', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: captchaNotNeeded,
        Login: () => gqlError(MESSAGES.managerPending, 'FORBIDDEN'),
      },
    });
    const { user } = renderApp('/manager-login', server);
    await fillIn(user, 'pending@example.com', 'Passw0rd!');

    expect(await screen.findByText(MESSAGES.managerPending)).toBeTruthy();
  });
});
