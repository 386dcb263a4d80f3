import { expect, test, type Page } from '@playwright/test';
import { HotelDetailPage } from '../pages/hotel-detail';
import { SearchResults } from '../pages/search-results';

/**
 * The built client and Apollo Sandbox work under the server's Content-Security-Policy: no page breaks a directive. Every `securitypolicyviolation` event and every console message about
 * the policy is collected from before the page's first script.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

test('the main page, a lodging and the login page run under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const policy = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The client ran: React rendered the search form; then a search, and a lodging with its map.
  await expect(page.getByRole('search', { name: '숙소 검색' })).toBeVisible();
  await page.getByRole('link', { name: /^Seoul 서울/ }).click();
  const results = new SearchResults(page);
  await results.waitForCards();
  await results.cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hotel\/\d+/);
  await expect(new HotelDetailPage(page).rooms.first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('Apollo Sandbox at /graphql runs its scripts under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  // Offline its fallback script sends the browser on to the bundled explorer (graphql-explorer.spec.ts): an empty
  // one here keeps it on the Sandbox page, whose own scripts are under test.
  await page.route('**/graphiql/assets/sandbox-fallback.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const response = await page.goto('/graphql');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]+'/);
  expect(policy).not.toContain('unsafe-inline');
  // The page's own inline script ran: its first statement sets `initialEndpoint` (Sandbox itself comes
  // from Apollo's CDN, which this machine may not reach; that is a network error, not a violation).
  await page.waitForLoadState('load');
  const endpoint = await page.evaluate(() => (window as unknown as { initialEndpoint?: string }).initialEndpoint);
  expect(endpoint).toBe(page.url());
  expect(await violations()).toEqual([]);
});
