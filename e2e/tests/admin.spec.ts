import { expect, test } from '@playwright/test';
import { ADMIN } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';

test('an admin logs in at the member login and lands on the admin dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);

  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: '관리자 대시보드' })).toBeVisible();
});
