import { STORAGE_KEYS } from '@shim/common/limits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const header = () => within(screen.getByRole('banner'));

describe('Header', () => {
  it('offers login and sign-up when logged out, and sends the wishlist to the login', async () => {
    renderApp('/', fakeServer({}));

    expect((await header().findByRole('link', { name: '로그인' })).getAttribute('href')).toBe('/login');
    expect(header().getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/register');
    expect(header().getByRole('link', { name: '위시리스트' }).getAttribute('href')).toBe('/login');
    expect(header().queryByRole('button', { name: '로그아웃' })).toBeNull();
  });

  it('greets a member, and logging out ends the session on the server and here', async () => {
    storeSession('old');
    const server = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_USER', '김쉼') }),
        Logout: () => gqlData({ logout: { __typename: 'LogoutPayload', loggedOut: true } }),
      },
    });
    const { user } = renderApp('/', server);

    expect(await header().findByText('김쉼님')).toBeTruthy();
    expect(header().getByRole('link', { name: '위시리스트' }).getAttribute('href')).toBe('/wishlist');
    expect((await header().findByRole('link', { name: '마이페이지' })).getAttribute('href')).toBe('/mypage');
    await user.click(header().getByRole('button', { name: '로그아웃' }));

    expect(await header().findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(header().queryByText('김쉼님')).toBeNull();
    expect(server.named('Logout')[0]?.variables).toEqual({ input: { refreshToken: 'refresh-old' } });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('marks an administrator, points the logo at the admin console and keeps a way to the main page', async () => {
    storeSession();
    renderApp('/', fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }) } }));

    expect(await header().findByText('사이트 관리자')).toBeTruthy();
    expect(header().getByRole('link', { name: '쉼, 한국' }).getAttribute('href')).toBe('/admin');
    expect((await header().findByRole('link', { name: '메인 페이지' })).getAttribute('href')).toBe('/');
  });

  it("has the language switch, set to the page's language", async () => {
    renderApp('/', fakeServer({}));

    const select = await header().findByRole<HTMLSelectElement>('combobox', { name: '언어' });
    expect(select.value).toBe('ko');
    expect([...select.options].map((option) => option.value)).toEqual(['ko', 'en', 'ja', 'zh-Hans']);
  });

  it('shows the footer links of spec §2', async () => {
    renderApp('/', fakeServer({}));
    const footer = within(await screen.findByRole('contentinfo'));

    const links = ['이용약관', '개인정보처리방침', '문의하기', '문의 게시판'].map((name) =>
      footer.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/terms', '/privacy', '/inquiry/create', '/inquiries/board']);
  });
});
