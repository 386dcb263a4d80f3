import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, gqlData, gqlError, tokens, type GraphQLHandler } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const message = (text: string) => ({ __typename: 'MessagePayload', message: text });

function signUpServer(overrides: Record<string, GraphQLHandler> = {}) {
  return fakeServer({
    graphql: {
      EmailTaken: (call) => gqlData({ emailTaken: call.variables?.email === 'taken@example.com' }),
      SendSignupCode: () => gqlData({ sendSignupCode: message(MESSAGES.codeSent) }),
      VerifySignupCode: (call) =>
        (call.variables?.input as { code?: string } | undefined)?.code === '123456'
          ? gqlData({ verifySignupCode: message(MESSAGES.codeVerified) })
          : gqlError(MESSAGES.codeMismatch, 'BAD_USER_INPUT'),
      Register: () => gqlData({ register: { __typename: 'AuthPayload', ...tokens('new') } }),
      DiscardRegisterSession: () => gqlData({ logout: { __typename: 'LogoutPayload', loggedOut: true } }),
      ...overrides,
    },
  });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Register page', () => {
  it('walks the e-mail steps: shape, duplicate check, code, verification; sign-up only once verified', async () => {
    const server = signUpServer();
    const { router, user } = renderApp('/register', server);
    await user.type(screen.getByLabelText('이름'), '김새내');
    expect(button('인증번호 전송').disabled).toBe(true);
    expect(button('회원가입').disabled).toBe(true);

    await user.type(screen.getByLabelText('이메일'), 'not-an-email');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(server.named('EmailTaken')).toHaveLength(0); // the shape is checked before asking

    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'taken@example.com');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeTruthy();
    expect(button('인증번호 전송').disabled).toBe(true);

    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.emailAvailable)).toBeTruthy();
    expect(button('인증번호 전송').disabled).toBe(false);

    await user.click(button('인증번호 전송'));
    expect(await screen.findByText(MESSAGES.codeSentNotice)).toBeTruthy();
    expect(screen.getByText(/남은 시간 [23]:\d\d/)).toBeTruthy();
    expect(button('인증 확인').disabled).toBe(true);

    await user.type(screen.getByLabelText('인증번호'), '999999');
    expect(button('인증 확인').disabled).toBe(false);
    await user.click(button('인증 확인'));
    expect(await screen.findByText(MESSAGES.codeMismatch)).toBeTruthy();
    expect(button('회원가입').disabled).toBe(true);

    await user.clear(screen.getByLabelText('인증번호'));
    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(button('인증 확인'));
    expect(await screen.findByText(MESSAGES.codeVerified)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('이메일').readOnly).toBe(true);
    expect(button('인증번호 전송').disabled).toBe(true);
    expect(button('회원가입').disabled).toBe(false);

    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Passw0rd?');
    await user.click(button('회원가입'));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();

    await user.clear(screen.getByLabelText('비밀번호 확인'));
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Passw0rd!');
    await user.click(button('회원가입'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    expect(router.state.location.search).toBe(`?name=${encodeURIComponent('김새내')}`);
    expect(server.named('Register')[0]?.variables).toEqual({
      input: { name: '김새내', email: 'new@example.com', password: 'Passw0rd!' },
    });
    expect(await screen.findByRole('heading', { name: '김새내님, 환영합니다!' })).toBeTruthy();
    expect(screen.getByText(/10% 할인 쿠폰/)).toBeTruthy();
  });

  it('checks the name and password rules before calling', async () => {
    const server = signUpServer();
    const { user } = renderApp('/register', server);
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(button('중복 확인'));
    await user.click(await screen.findByRole('button', { name: '인증번호 전송' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(button('인증 확인'));
    await screen.findByText(MESSAGES.codeVerified);

    await user.type(screen.getByLabelText('이름'), '김');
    await user.click(button('회원가입'));
    expect(await screen.findByText(MESSAGES.invalidName)).toBeTruthy();

    await user.type(screen.getByLabelText('이름'), '새내');
    await user.type(screen.getByLabelText('비밀번호'), 'password');
    await user.click(button('회원가입'));
    expect(await screen.findByText(MESSAGES.invalidPassword)).toBeTruthy();
    expect(server.named('Register')).toHaveLength(0);
  });

  it('says the duplicate check failed when the server could not answer', async () => {
    const server = signUpServer({
      EmailTaken: () => gqlError('boom', 'INTERNAL_SERVER_ERROR'),
    });
    const { user } = renderApp('/register', server);
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.emailCheckFailed)).toBeTruthy();
  });

  it('says sending failed, with the server reason when there is one', async () => {
    const server = signUpServer({ SendSignupCode: () => gqlError(MESSAGES.codeResendTooSoon, 'TOO_MANY_REQUESTS') });
    const { user } = renderApp('/register', server);
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(button('중복 확인'));
    await user.click(await screen.findByRole('button', { name: '인증번호 전송' }));
    expect(await screen.findByText(MESSAGES.codeResendTooSoon)).toBeTruthy();
  });

  it('says 회원가입에 실패했습니다. when no tokens come back, and links to the manager sign-up', async () => {
    const server = signUpServer({
      Register: () => gqlData({ register: { __typename: 'AuthPayload', accessToken: '', refreshToken: '' } }),
    });
    const { user } = renderApp('/register', server);
    expect(screen.getByRole('link', { name: '관리자 회원가입' }).getAttribute('href')).toBe('/manager-register');
    await user.type(screen.getByLabelText('이름'), '김새내');
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(button('중복 확인'));
    await user.click(await screen.findByRole('button', { name: '인증번호 전송' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(button('인증 확인'));
    await screen.findByText(MESSAGES.codeVerified);
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Passw0rd!');
    await user.click(button('회원가입'));
    expect(await screen.findByText(MESSAGES.registerNoTokens)).toBeTruthy();
  });
});

describe('RegisterSuccess page', () => {
  it("greets 'customer' without a name and links to the login and home", () => {
    renderApp('/register-success', fakeServer({}));
    expect(screen.getByRole('heading', { name: 'customer님, 환영합니다!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
