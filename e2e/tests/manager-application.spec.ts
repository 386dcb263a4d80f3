import { expect, test } from '@playwright/test';
import { approveManager, uniqueEmail } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';
import { MANAGER_TEXTS, RegisterPage } from '../pages/register-page';

const PASSWORD = 'Host2026!';

test('a manager applies, waits for approval, is approved by an admin and logs in to the console', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('host');
  const form = new RegisterPage(page);
  await page.goto('/manager-register');
  await form.name.fill('박호스트');
  await form.verifyEmail(email, MANAGER_TEXTS);
  await form.setPassword(PASSWORD);
  await page.getByLabel('회사명').fill('쉼 스테이');
  await page.getByLabel('사업자 등록번호').fill('123-45-67890');
  await page.getByRole('button', { name: '관리자 가입 신청' }).click();

  await expect(page).toHaveURL('/manager-pending');
  await expect(page.getByRole('heading', { name: '관리자 신청이 접수되었습니다' })).toBeVisible();

  // Not yet approved: the manager login says so and does not open the console.
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.login(email, PASSWORD);
  await expect(page.getByText('관리자 승인 대기 중인 계정입니다.')).toBeVisible();
  await expect(page).toHaveURL('/manager-login');

  await approveManager(request, email);

  await login.submit.click();
  await expect(page).toHaveURL('/manager');
  await expect(page.getByRole('heading', { name: '호텔 관리자' })).toBeVisible();
});
