import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/accounts';
import { HotelDetailPage } from '../pages/hotel-detail';
import { LoginPage } from '../pages/login-page';
import { SearchResults } from '../pages/search-results';

/** The GraphQL operations the page sends, by name, in order. */
function operations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) sent.push(body.operationName);
  });
  return sent;
}

/** A navigation inside the app (its router follows the history), so the Apollo cache stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a heart toggled on the search page shows on the detail and the wishlist without asking again', async ({
  page,
}) => {
  // A seeded reviewer used by no other journey; the test leaves the wishlist as it found it.
  const login = new LoginPage(page);
  await login.open();
  await login.login('guest8@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const sent = operations(page);

  // The wishlist for the default stay (today to tomorrow, 1 room, 2 persons), then the search for it.
  await goInApp(page, '/wishlist');
  await expect(page.getByRole('heading', { name: '위시리스트', level: 1 })).toBeVisible();
  await expect.poll(() => sent.filter((name) => name === 'MyWishlist').length).toBe(1);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + 86_400_000),
  );
  const stay = new URLSearchParams({ region: '강릉', startDate: today, endDate: tomorrow, rooms: '1', persons: '2' });
  await goInApp(page, `/search?${stay.toString()}`);
  const results = new SearchResults(page);
  await results.waitForCards();
  const name = (await results.names())[0] ?? '';

  // The detail once before, so it is in the cache with an empty heart.
  const hotel = new HotelDetailPage(page);
  await results.list.getByRole('link', { name, exact: true }).click();
  await expect(hotel.heading).toHaveText(name);
  await expect(page.getByRole('button', { name: `${name} 찜하기` })).toBeVisible();
  await page.goBack();

  await results.list.getByRole('button', { name: `${name} 찜하기` }).click();
  await expect(results.list.getByRole('button', { name: `${name} 찜 해제` })).toBeVisible();
  await expect.poll(() => sent.filter((op) => op === 'AddToWishlist').length).toBe(1);

  // The detail shows the heart filled from the cache: its own query (cache-and-network, for the rooms
  // left) is held back until the heart has been seen, so the server's answer cannot be what shows it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'HotelDetail') await held;
    await route.fallback();
  });
  await results.list.getByRole('link', { name, exact: true }).click();
  await expect(hotel.heading).toHaveText(name);
  await expect(page.getByRole('button', { name: `${name} 찜 해제` })).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'wait' });

  // Back on the results and on to the wishlist: both from the cache.
  await page.goBack();
  await expect(results.list.getByRole('button', { name: `${name} 찜 해제` })).toBeVisible();
  await page.getByRole('link', { name: '위시리스트' }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  expect(sent.filter((op) => op === 'SearchHotels')).toHaveLength(1);
  expect(sent.filter((op) => op === 'MyWishlist')).toHaveLength(1);

  // Removing it there empties the heart on the results, again without a query.
  await card.getByRole('button', { name: '찜 해제' }).click();
  await expect(card).toHaveCount(0);
  await page.goBack();
  await expect(results.list.getByRole('button', { name: `${name} 찜하기` })).toBeVisible();
  expect(sent.filter((op) => op === 'SearchHotels' || op === 'MyWishlist')).toHaveLength(2);
});
