import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MEMBER } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';
import { watchMessages } from '../pages/messages';
import { SiteHeader } from '../pages/site-header';

test('a member logs in, is greeted by name, and logs out', async ({ page }) => {
  const login = new LoginPage(page);
  const header = new SiteHeader(page);
  await login.open('/login');
  await login.loginAs(MEMBER);

  await expect(page).toHaveURL('/');
  await expect(header.greeting(MEMBER.name)).toBeVisible();
  await header.logoutButton.click();

  await expect(header.loginLink).toBeVisible();
  await expect(header.greeting(MEMBER.name)).toHaveCount(0);
});

test('a wrong password is refused with the login failure message', async ({ page }) => {
  const login = new LoginPage(page);
  const messages = watchMessages(page);
  await login.open('/login');
  await login.login(MEMBER.email, `${DEMO_PASSWORD}-wrong`);

  await messages.shown('로그인에 실패하였습니다.');
  await expect(page).toHaveURL('/login');
  await expect(new SiteHeader(page).logoutButton).toHaveCount(0);
});
