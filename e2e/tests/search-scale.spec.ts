import { expect, test } from '@playwright/test';
import { SearchResults } from '../pages/search-results';

/** Today plus `offset` days and the next day, in Asia/Seoul. */
function stayDates(offset: number) {
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));
  return { startDate: day(offset), endDate: day(offset + 1) };
}

test('낮은 요금순 puts the cheapest of more than 100 matches first, and filters narrow the server count', async ({
  page,
  request,
}) => {
  const dates = stayDates(6);
  // Every match at once from the REST list (e2e/support/scale-data.ts adds 150 lodgings in 서울).
  const answer = await request.post('/api/search', {
    data: { region: '서울', ...dates, numberOfRooms: 1, numberOfPeople: 2 },
  });
  expect(answer.status()).toBe(200);
  const all = (await answer.json()) as Array<{ stayTotal: number; type: string }>;
  expect(all.length).toBeGreaterThan(100);
  // The cards show the stay total (one night, one room, taxes and fees included).
  const cheapest = Math.min(...all.map((hit) => hit.stayTotal));

  const results = new SearchResults(page);
  await results.open({ region: '서울', ...dates, rooms: '1', persons: '2' });
  await results.waitForCards();
  expect(await results.count()).toBe(all.length);
  // A page, not every match.
  expect(await results.cards.count()).toBeLessThan(all.length);

  await results.sort('낮은 요금순');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('PRICE_ASC');
  const prices = await results.prices();
  expect(prices[0]).toBe(cheapest);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await results.filterType('한옥');
  const hanok = all.filter((hit) => hit.type === 'Hanok').length;
  expect(hanok).toBeGreaterThan(0);
  expect(hanok).toBeLessThan(all.length);
  expect(await results.count()).toBe(hanok);
  expect(new URL(page.url()).searchParams.get('types')).toBe('HANOK');

  // The back button undoes the filter; a shared URL opens the same view.
  await page.goBack();
  await results.settled();
  await expect.poll(() => results.count()).toBe(all.length);
  const shared = await page.context().newPage();
  const again = new SearchResults(shared);
  await shared.goto(page.url());
  await again.waitForCards();
  expect((await again.prices())[0]).toBe(cheapest);
  await shared.close();
});

test('더 보기 loads the next page after the last cursor', async ({ page }) => {
  const results = new SearchResults(page);
  await results.open({ region: '서울', ...stayDates(8), rooms: '1', persons: '2', sort: 'PRICE_ASC' });
  await results.waitForCards();
  const before = await results.cards.count();
  await page.getByRole('button', { name: '더 보기' }).click();
  await expect.poll(() => results.cards.count()).toBeGreaterThan(before);
  const prices = await results.prices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});
