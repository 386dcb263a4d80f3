import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_SCRIPT_URL } from '../features/auth/recaptcha-script';
import { account, fakeServer, gqlData, gqlError, json, tokens } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const LOCAL_CAPTCHA = { __typename: 'CaptchaConfig', mode: 'local', siteKey: 'local-captcha' };

const loginServer = (role: Role) =>
  fakeServer({
    graphql: {
      RecaptchaNeeded: () => gqlData({ recaptchaNeeded: false }),
      Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('new') } }),
      Me: () => gqlData({ me: account(role, '김쉼') }),
    },
  });

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('Login page', () => {
  it.each([
    ['ROLE_USER', '/'],
    ['ROLE_ADMIN', '/admin'],
    ['ROLE_MANAGER', '/manager'],
    ['ROLE_PENDING', '/manager-pending'],
  ] as const)('sends %s to %s after logging in, greeted by name', async (role, home) => {
    const server = loginServer(role);
    const { router, user } = renderApp('/login', server);
    await fillIn(user, 'user@example.com', 'Passw0rd!');

    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(await screen.findByText('김쉼님')).toBeTruthy();
    // The header's: a console page, once its chunk has loaded, has a logout of its own in its sidebar.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-new');
    expect(server.named('Login')[0]?.variables).toEqual({
      input: { email: 'user@example.com', password: 'Passw0rd!', recaptchaToken: null },
    });
    // The token goes on `me`, never on the login itself.
    expect(server.named('Login')[0]?.authorization).toBeNull();
    expect(server.named('Me')[0]?.authorization).toBe('Bearer access-new');
  });

  it("shows the server's failure message, stays on /login and asks again whether a captcha is due", async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: false }),
        Login: () => gqlError('로그인에 실패하였습니다.', 'UNAUTHENTICATED'),
      },
    });
    const { router, user } = renderApp('/login', server);
    await fillIn(user, 'user@example.com', 'wrong-password');

    expect(await screen.findByText('로그인에 실패하였습니다.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    await waitFor(() => expect(server.named('RecaptchaNeeded').length).toBe(2)); // on blur, after the failure
  });

  it('shows whatever the server answered, not a canned text', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: false }),
        Login: () => gqlError(MESSAGES.tooManyLoginAttempts, 'TOO_MANY_REQUESTS'),
      },
    });
    const { user } = renderApp('/login', server);
    await fillIn(user, 'user@example.com', 'Passw0rd!');

    expect(await screen.findByText(MESSAGES.tooManyLoginAttempts)).toBeTruthy();
  });

  it('keeps the submit disabled until the captcha the server demands is solved, then sends its token', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: true }),
        CaptchaConfig: () => gqlData({ captchaConfig: LOCAL_CAPTCHA }),
        Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('new') } }),
        Me: () => gqlData({ me: account('ROLE_USER') }),
      },
      rest: { '/local/recaptcha/solve': () => json(200, { token: 'solved-1' }) },
    });
    const { router, user } = renderApp('/login', server);
    await user.type(screen.getByLabelText('이메일'), 'user@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');

    expect(await screen.findByRole('region', { name: 'reCAPTCHA' })).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: '로그인' });
    expect(submit.disabled).toBe(true);

    await user.click(await screen.findByLabelText('로봇이 아닙니다'));
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.named('/local/recaptcha/solve')).toHaveLength(1);
    expect(server.named('Login')[0]?.variables).toMatchObject({ input: { recaptchaToken: 'solved-1' } });
  });

  it('after a failed login with the captcha: the failure message, a fresh captcha and the need asked again', async () => {
    let solved = 0;
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: true }),
        CaptchaConfig: () => gqlData({ captchaConfig: LOCAL_CAPTCHA }),
        Login: () => gqlError(MESSAGES.loginFailed, 'UNAUTHENTICATED'),
      },
      rest: { '/local/recaptcha/solve': () => json(200, { token: `solved-${(solved += 1)}` }) },
    });
    const { user } = renderApp('/login', server);
    await user.type(screen.getByLabelText('이메일'), 'user@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-password');
    await user.click(await screen.findByLabelText('로봇이 아닙니다'));
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: '로그인' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    await waitFor(() => expect(server.named('RecaptchaNeeded').length).toBe(2));
    const box = await screen.findByLabelText<HTMLInputElement>('로봇이 아닙니다');
    expect(box.checked).toBe(false);
    expect(submit.disabled).toBe(true);
  });

  it('shows Google reCAPTCHA with the site key when the server runs with a secret', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: true }),
        CaptchaConfig: () =>
          gqlData({ captchaConfig: { __typename: 'CaptchaConfig', mode: 'recaptcha', siteKey: 'site-key-1' } }),
      },
    });
    const render = vi.fn(() => 0);
    window.grecaptcha = { render, reset: vi.fn() };
    const { user } = renderApp('/login', server);
    await user.type(screen.getByLabelText('이메일'), 'user@example.com');
    await user.tab();

    await waitFor(() => expect(document.head.querySelector(`script[src="${RECAPTCHA_SCRIPT_URL}"]`)).toBeTruthy());
    window.onShimRecaptchaLoad?.();
    await waitFor(() => expect(render).toHaveBeenCalledOnce());
    expect(render.mock.calls[0]).toMatchObject([expect.any(HTMLElement), { sitekey: 'site-key-1' }]);
    delete window.grecaptcha;
  });

  it('says a captcha is missing when the server asks for one the page did not know about', async () => {
    const server = fakeServer({
      graphql: {
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: false }),
        Login: () => gqlError(MESSAGES.recaptchaRequired, 'BAD_USER_INPUT'),
      },
    });
    const { user } = renderApp('/login', server);
    await fillIn(user, 'user@example.com', 'Passw0rd!');

    expect(await screen.findByText(MESSAGES.recaptchaRequired)).toBeTruthy();
  });

  it('offers the password reset, both sign-ups and the two social logins', () => {
    renderApp('/login', fakeServer({}));
    const main = screen.getByRole('main');
    const href = (name: string) => main.querySelector(`a[href="${name}"]`);

    expect(href('/password-reset')).toBeTruthy();
    expect(href('/register')).toBeTruthy();
    expect(href('/manager-register')).toBeTruthy();
    expect(screen.getByRole('link', { name: /카카오 로그인/ }).getAttribute('href')).toBe('/api/kakao/login');
    expect(screen.getByRole('link', { name: /Google 로그인/ }).getAttribute('href')).toBe('/api/google/login');
  });
});
