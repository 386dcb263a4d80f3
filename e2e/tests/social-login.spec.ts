import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../pages/accounts-api';
import { SiteHeader } from '../pages/site-header';

for (const provider of [
  { button: /카카오 로그인/, name: '카카오회원' },
  { button: /Google 로그인/, name: '구글회원' },
]) {
  test(`a visitor logs in with ${provider.name === '카카오회원' ? 'Kakao' : 'Google'} through the local OAuth stand-in`, async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: provider.button }).click();

    // The stand-in's consent page plays the provider.
    await expect(page).toHaveURL(/\/local\/oauth\/(kakao|google)\/authorize/);
    await page.getByRole('textbox', { name: '이메일' }).fill(uniqueEmail('social'));
    await page.getByRole('textbox', { name: '이름' }).fill(provider.name);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await expect(page).toHaveURL('/');
    await expect(new SiteHeader(page).greeting(provider.name)).toBeVisible();
  });
}

test('the Kakao callback without a code says Invalid access and goes to the main page', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/kakao/callback');
  await expect(page).toHaveURL('/');
  expect(alerts).toEqual(['Invalid access']);
});
