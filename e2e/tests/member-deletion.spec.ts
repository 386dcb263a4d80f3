import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';
import { SiteHeader } from '../pages/site-header';

const PASSWORD = 'Shim2026!';

test('a member deletes the account from my page and can no longer log in', async ({ page, request }) => {
  const member = { name: '탈퇴회원', email: uniqueEmail('withdraw'), password: PASSWORD };
  await signUpViaApi(request, member);

  const login = new LoginPage(page);
  const header = new SiteHeader(page);
  await login.open('/login');
  await login.login(member.email, member.password);
  await expect(page).toHaveURL('/');
  await expect(header.greeting('탈퇴회원')).toBeVisible();

  // The profile tab says what goes and what the law keeps, and asks for the password again in its own dialog.
  const myPage = new MyPage(page);
  await myPage.open('profile');
  const section = page.getByRole('region', { name: '회원 탈퇴' });
  await expect(section.getByText(/예약·결제 기록은 5년간 보관/)).toBeVisible();
  await section.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
  await dialog.getByLabel('비밀번호').fill('Wr0ngPass!');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('현재 비밀번호가 일치하지 않습니다.');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();

  await myPage.withdraw(member.password);
  await expect(header.loginLink).toBeVisible();

  // Gone for good: the login form and the API both refuse the address and password.
  await login.login(member.email, member.password);
  await expect(page.getByText('로그인에 실패하였습니다.')).toBeVisible();
  const after = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(after.status()).toBe(401);
});
