import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, gqlData, gqlError } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const message = (text: string) => ({ __typename: 'MessagePayload', message: text });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

const resetServer = () =>
  fakeServer({
    graphql: {
      RequestPasswordReset: () => gqlData({ requestPasswordReset: message(MESSAGES.codeSent) }),
      VerifyPasswordResetCode: (call) =>
        (call.variables?.input as { code?: string } | undefined)?.code === '123456'
          ? gqlData({
              verifyPasswordResetCode: {
                __typename: 'ResetTokenPayload',
                message: MESSAGES.resetCodeVerified,
                resetToken: 'reset-1',
              },
            })
          : gqlError(MESSAGES.codeMismatch, 'BAD_USER_INPUT'),
      ResetPassword: () => gqlData({ resetPassword: message(MESSAGES.passwordChanged) }),
    },
  });

describe('PasswordReset page', () => {
  it('mails a code, takes 6 digits, then a matching new password, and goes to the login', async () => {
    const server = resetServer();
    const { router, user } = renderApp('/password-reset', server);
    expect(button('비밀번호 재설정').disabled).toBe(true);

    await user.type(screen.getByLabelText('이메일'), 'user@');
    await user.click(button('인증번호 전송'));
    expect(await screen.findByText(MESSAGES.managerEmailInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('이메일'), 'example.com');
    await user.click(button('인증번호 전송'));
    expect(await screen.findByText(MESSAGES.codeSent)).toBeTruthy();

    await user.type(screen.getByLabelText('인증번호'), '12345');
    expect(button('인증 확인').disabled).toBe(true);
    await user.type(screen.getByLabelText('인증번호'), '9');
    expect(button('인증 확인').disabled).toBe(false);
    await user.click(button('인증 확인'));
    expect(await screen.findByText(MESSAGES.codeMismatch)).toBeTruthy();
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();

    await user.clear(screen.getByLabelText('인증번호'));
    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(button('인증 확인'));
    expect(await screen.findByText(MESSAGES.resetCodeVerified)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('이메일').readOnly).toBe(true);

    await user.type(screen.getByLabelText('새 비밀번호'), 'NewPassw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPassw0rd');
    expect(button('비밀번호 재설정').disabled).toBe(true);
    await user.type(screen.getByLabelText('새 비밀번호 확인'), '!');
    expect(button('비밀번호 재설정').disabled).toBe(false);
    await user.click(button('비밀번호 재설정'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect(server.named('ResetPassword')[0]?.variables).toEqual({
      input: { resetToken: 'reset-1', newPassword: 'NewPassw0rd!' },
    });
  });

  it('refuses a new password outside the rule, in English', async () => {
    const { user } = renderApp('/password-reset', resetServer());
    await user.type(screen.getByLabelText('이메일'), 'user@example.com');
    await user.click(button('인증번호 전송'));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(button('인증 확인'));
    await user.type(await screen.findByLabelText('새 비밀번호'), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await user.click(button('비밀번호 재설정'));
    expect(await screen.findByText(MESSAGES.managerPasswordRule)).toBeTruthy();
  });
});
