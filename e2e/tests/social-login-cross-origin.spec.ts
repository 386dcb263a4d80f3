import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../pages/accounts-api';
import { LEGACY_CLIENT_ORIGIN, startLegacyClient } from '../support/legacy-client';

/*
 * The original client, unchanged, on another origin (CORS_ORIGINS): its login page sends the browser to
 * `/api/{provider}/login`, the OAuth stand-in's consent form is submitted, and the browser must land back on
 * that client's callback (Chromium checks the consent page's form-action on every redirect after the POST),
 * which finishes the login with the documented calls.
 */
let client: Awaited<ReturnType<typeof startLegacyClient>>;

test.beforeAll(async ({ baseURL }) => {
  client = await startLegacyClient(baseURL!);
});
test.afterAll(async () => {
  await client.close();
});

for (const provider of [
  { name: 'Kakao', link: '카카오 로그인', callback: '/kakao/callback' },
  { name: 'Google', link: 'Google 로그인', callback: '/google/callback' },
]) {
  test(`${provider.name} login started on another origin ends logged in there`, async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const email = uniqueEmail(`cross-${provider.name.toLowerCase()}`);
    await page.goto(`${LEGACY_CLIENT_ORIGIN}/login`);
    await page.getByRole('link', { name: provider.link }).click();

    await expect(page).toHaveURL(/\/local\/oauth\/(kakao|google)\/authorize/);
    await page.getByRole('textbox', { name: '이메일' }).fill(email);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await expect(page).toHaveURL(new RegExp(`^${LEGACY_CLIENT_ORIGIN}${provider.callback}\\?`));
    await expect(page.locator('#who')).toHaveText(`로그인됨: ${email}`);
    expect(blocked).toEqual([]);
  });
}
