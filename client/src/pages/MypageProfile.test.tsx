import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, tokens } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const message = (text: string) => ({ __typename: 'MessagePayload', message: text });
const info = (phone: string | null) => ({
  __typename: 'User',
  id: 1,
  name: '김쉼',
  email: 'user@example.com',
  phone,
  role: 'ROLE_USER',
  hasPassword: true,
});
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function profileServer() {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyInfo: () => gqlData({ me: info(null) }),
      UpdateMyPhone: (call) =>
        gqlData({
          updateMyPhone: {
            __typename: 'UserPayload',
            user: { __typename: 'User', id: 1, phone: (call.variables?.input as { phone: string }).phone },
          },
        }),
      VerifyOldPasswordAndSendCode: (call) =>
        (call.variables?.input as { oldPassword?: string }).oldPassword === 'Passw0rd!'
          ? gqlData({ verifyOldPasswordAndSendCode: message(MESSAGES.codeSent) })
          : gqlError(MESSAGES.currentPasswordWrong, 'BAD_USER_INPUT'),
      VerifyPasswordChangeCode: () =>
        gqlData({
          verifyPasswordChangeCode: {
            __typename: 'ResetTokenPayload',
            message: MESSAGES.resetCodeVerified,
            resetToken: 'reset-9',
          },
        }),
      CompletePasswordChange: () => gqlData({ completePasswordChange: message(MESSAGES.passwordChanged) }),
      Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('renewed') } }),
    },
  });
}

describe('profile tab', () => {
  it('shows name, e-mail and phone, and saves a phone (non-empty, 010 + 8 digits)', async () => {
    const server = profileServer();
    const { user } = renderApp('/mypage?tab=profile', server);
    expect(await screen.findByText('user@example.com')).toBeTruthy();
    expect(screen.getByText('김쉼', { selector: 'dd' })).toBeTruthy();
    expect(button('저장').disabled).toBe(true);

    await user.type(screen.getByLabelText('휴대폰 번호'), '0101234');
    await user.click(button('저장'));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeTruthy();

    await user.type(screen.getByLabelText('휴대폰 번호'), '-5678');
    await user.click(button('저장'));
    expect(await screen.findByText(MESSAGES.phoneSaved)).toBeTruthy();
    expect(server.named('UpdateMyPhone')[0]?.variables).toEqual({ input: { phone: '01012345678' } });
  });

  it('changes the password in steps and clears everything on success', async () => {
    const server = profileServer();
    const { user } = renderApp('/mypage?tab=profile', server);
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'wrong');
    await user.click(button('인증번호 받기'));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();

    await user.clear(screen.getByLabelText('현재 비밀번호'));
    await user.type(screen.getByLabelText('현재 비밀번호'), 'Passw0rd!');
    await user.click(button('인증번호 받기'));
    expect(await screen.findByText(MESSAGES.codeSent)).toBeTruthy();

    await user.type(screen.getByLabelText('인증번호'), '12345');
    expect(button('인증 확인').disabled).toBe(true);
    await user.type(screen.getByLabelText('인증번호'), '6');
    await user.click(button('인증 확인'));
    expect(await screen.findByText(MESSAGES.resetCodeVerified)).toBeTruthy();

    await user.type(screen.getByLabelText('새 비밀번호'), 'NewPassw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Different1!');
    await user.click(button('비밀번호 변경'));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPassw0rd!');
    await user.click(button('비밀번호 변경'));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();

    expect(server.named('CompletePasswordChange')[0]?.variables).toEqual({
      input: { resetToken: 'reset-9', newPassword: 'NewPassw0rd!' },
    });
    // Back at the first step, empty; the session goes on with tokens from the new password.
    expect(screen.getByLabelText<HTMLInputElement>('현재 비밀번호').value).toBe('');
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-renewed'));
    // One data path: GraphQL `login`, without the stale token; no REST call at all.
    expect(server.named('Login')[0]).toMatchObject({
      authorization: null,
      variables: { input: { email: 'user@example.com', password: 'NewPassw0rd!' } },
    });
    expect(server.calls.filter((call) => call.path !== '/graphql')).toEqual([]);
  });
});
