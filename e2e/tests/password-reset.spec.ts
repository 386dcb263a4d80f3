import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';
import { Mailbox, SUBJECTS } from '../pages/mailbox';
import { SiteHeader } from '../pages/site-header';

const PASSWORD = 'Reset2026!';

test('a member resets a forgotten password with the mailed code and logs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await signUpViaApi(request, { name: '이재설', email, password: PASSWORD });

  await page.goto('/password-reset');
  await page.getByLabel('이메일').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: '인증번호 전송' }).click();
  const code = await new Mailbox().codeFor(email, SUBJECTS.reset, since);
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '인증 확인' }).click();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Reset2027!new');
  await page.getByLabel('새 비밀번호 확인').fill('Reset2027!new');
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('비밀번호가 성공적으로 변경되었습니다.')).toBeVisible();
  await new LoginPage(page).login(email, 'Reset2027!new');
  await expect(new SiteHeader(page).greeting('이재설')).toBeVisible();
});

test('after five failed logins the captcha appears, gates the submit, and the local widget solves it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('captcha');
  await signUpViaApi(request, { name: '최캡차', email, password: PASSWORD });
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/api/auth/login', { data: { email, password: 'Wrong2026!' } })).status()).toBe(401);
  }

  const login = new LoginPage(page);
  await login.open('/login');
  await login.email.fill(email);
  await login.password.fill(PASSWORD);
  const robot = page.getByLabel('로봇이 아닙니다');
  await expect(robot).toBeVisible();
  await expect(login.submit).toBeDisabled();

  await robot.click();
  await expect(robot).toBeChecked();
  await expect(login.submit).toBeEnabled();
  await login.submit.click();
  await expect(page).toHaveURL('/');
  await expect(new SiteHeader(page).greeting('최캡차')).toBeVisible();
});
