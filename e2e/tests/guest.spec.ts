import { expect, test } from '@playwright/test';

test('a deep link into the app loads the app, not a 404', async ({ page }) => {
  const response = await page.goto('/hotel/3?startDate=2030-01-01&endDate=2030-01-02');

  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('the API answers a call without a token with 401 and a JSON message', async ({ request }) => {
  const response = await request.get('/api/auth/me');

  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ message: expect.stringMatching(/\S/) });
});

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-path', { headers: { Accept: 'text/html' } });

  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: expect.stringMatching(/\S/) });
});
