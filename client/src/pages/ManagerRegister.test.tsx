import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const message = (text: string) => ({ __typename: 'MessagePayload', message: text });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

const managerServer = (apply: GraphQLHandler) =>
  fakeServer({
    graphql: {
      EmailTaken: (call) => gqlData({ emailTaken: call.variables?.email === 'taken@example.com' }),
      SendSignupCode: () => gqlData({ sendSignupCode: message(MESSAGES.codeSent) }),
      VerifySignupCode: (call) =>
        (call.variables?.input as { code?: string } | undefined)?.code === '123456'
          ? gqlData({ verifySignupCode: message(MESSAGES.codeVerified) })
          : gqlError(MESSAGES.codeMismatch, 'BAD_USER_INPUT'),
      ApplyAsManager: apply,
    },
  });

async function verifyEmail(user: ReturnType<typeof renderApp>['user'], email = 'host@example.com') {
  await user.type(screen.getByLabelText('이메일'), email);
  await user.click(button('중복 확인'));
  await user.click(await screen.findByRole('button', { name: '인증번호 전송' }));
  expect(await screen.findByText(MESSAGES.managerCodeSent)).toBeTruthy();
  await user.type(screen.getByLabelText('인증번호'), '000000');
  await user.click(button('인증 확인'));
  expect(await screen.findByText(MESSAGES.managerCodeMismatch)).toBeTruthy();
  await user.clear(screen.getByLabelText('인증번호'));
  await user.type(screen.getByLabelText('인증번호'), '123456');
  await user.click(button('인증 확인'));
  expect(await screen.findByText(MESSAGES.managerCodeVerified)).toBeTruthy();
}

describe('ManagerRegister page', () => {
  it('speaks English for the e-mail checks', async () => {
    const { user } = renderApp(
      '/manager-register',
      managerServer(() => gqlData({})),
    );
    await user.type(screen.getByLabelText('이메일'), 'nope');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.managerEmailInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'taken@example.com');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.managerEmailInUse)).toBeTruthy();
    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'host@example.com');
    await user.click(button('중복 확인'));
    expect(await screen.findByText(MESSAGES.managerEmailAvailable)).toBeTruthy();
  });

  it('applies with company name and business number, then shows the pending page', async () => {
    const server = managerServer(() => gqlData({ applyAsManager: message(MESSAGES.managerApplied) }));
    const { router, user } = renderApp('/manager-register', server);
    expect(button('관리자 가입 신청').disabled).toBe(true);
    await verifyEmail(user);

    await user.type(screen.getByLabelText('이름'), 'K');
    await user.click(button('관리자 가입 신청'));
    expect(await screen.findByText(MESSAGES.managerNameRule)).toBeTruthy();
    await user.type(screen.getByLabelText('이름'), 'im Host');
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Passw0rd');
    await user.click(button('관리자 가입 신청'));
    expect(await screen.findByText(MESSAGES.managerPasswordMismatch)).toBeTruthy();
    await user.type(screen.getByLabelText('비밀번호 확인'), '!');
    await user.type(screen.getByLabelText('회사명'), '쉼호스트');
    await user.type(screen.getByLabelText('사업자 등록번호'), '123-45-67890');
    await user.click(button('관리자 가입 신청'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager-pending'));
    expect(server.named('ApplyAsManager')[0]?.variables).toEqual({
      input: {
        name: 'Kim Host',
        email: 'host@example.com',
        password: 'Passw0rd!',
        companyName: '쉼호스트',
        businessNumber: '123-45-67890',
      },
    });
    expect(await screen.findByRole('heading', { name: '관리자 신청이 접수되었습니다' })).toBeTruthy();
  });

  it("prefixes the server's refusal with the English failure text", async () => {
    const server = managerServer(() => gqlError(MESSAGES.emailVerificationRequired, 'BAD_USER_INPUT'));
    const { user } = renderApp('/manager-register', server);
    await verifyEmail(user);
    await user.type(screen.getByLabelText('이름'), '박호스트');
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Passw0rd!');
    await user.type(screen.getByLabelText('회사명'), '쉼호스트');
    await user.type(screen.getByLabelText('사업자 등록번호'), '1234567890');
    await user.click(button('관리자 가입 신청'));

    expect(
      await screen.findByText(`${MESSAGES.managerApplicationRequestFailed}${MESSAGES.emailVerificationRequired}`),
    ).toBeTruthy();
  });
});
