import { expect, test } from '@playwright/test';
import { MANAGER } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';

test('a manager logs in at the manager login and lands on the manager console', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);

  await expect(page).toHaveURL('/manager');
  await expect(page.getByRole('heading', { name: '호텔 관리자' })).toBeVisible();
});

test('a logged-out visit to the manager console is sent to the main page', async ({ page }) => {
  await page.goto('/manager');

  await expect(page).toHaveURL('/');
});
