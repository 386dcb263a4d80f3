import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const info = (hasPassword: boolean) => ({
  __typename: 'User',
  id: 1,
  name: '김쉼',
  email: 'user@example.com',
  phone: null,
  role: 'ROLE_USER',
  hasPassword,
});

function profileServer(hasPassword: boolean, withdraw: GraphQLHandler) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyInfo: () => gqlData({ me: info(hasPassword) }),
      WithdrawMyAccount: withdraw,
      Logout: () => gqlError(MESSAGES.unauthenticated, 'UNAUTHENTICATED'),
    },
  });
}

const refusal = [
  ACCOUNT_MESSAGES.withdrawalUpcomingStays,
  '· 바다 호텔 12월 4일 (금) ~ 12월 6일 (일) (주문번호 ORDER-1)',
].join('\n');

describe('회원 탈퇴 (profile tab)', () => {
  it('asks for the password in the site’s dialog, shows the stays that stop it, then signs out to the login', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    let refuse = true;
    const server = profileServer(true, () =>
      refuse
        ? gqlError(refusal, 'CONFLICT')
        : gqlData({
            withdrawMyAccount: { __typename: 'WithdrawMyAccountPayload', message: ACCOUNT_MESSAGES.withdrawn },
          }),
    );
    const { user, router } = renderApp('/mypage?tab=profile', server);
    const section = await screen.findByRole('region', { name: '회원 탈퇴' });
    expect(within(section).getByText(/예약·결제 기록은 5년간 보관/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: '회원 탈퇴' }));

    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.withdrawalPasswordRequired);
    expect(server.named('WithdrawMyAccount')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('비밀번호'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(refusal));
    expect(server.named('WithdrawMyAccount')[0]?.variables).toEqual({ input: { password: 'Passw0rd!' } });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-old');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.withdrawn)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks a social-only account for the phrase instead, and closing the dialog sends nothing', async () => {
    const server = profileServer(false, () =>
      gqlData({ withdrawMyAccount: { __typename: 'WithdrawMyAccountPayload', message: ACCOUNT_MESSAGES.withdrawn } }),
    );
    const { user, router } = renderApp('/mypage?tab=profile', server);
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    let dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    expect(within(dialog).queryByLabelText('비밀번호')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('WithdrawMyAccount')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    await user.type(within(dialog).getByLabelText('확인 문구'), '회원 탈퇴');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.named('WithdrawMyAccount')[0]?.variables).toEqual({ input: { confirmation: '회원 탈퇴' } });
  });
});
