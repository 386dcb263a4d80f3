import { expect, test } from '@playwright/test';
import { LandmarkDetailPage, LandmarkListPage } from '../pages/landmark-pages';
import { SearchResults } from '../pages/search-results';

test('a visitor filters the landmarks, pages a gallery with the arrow keys and finds stays nearby', async ({
  page,
}) => {
  const list = new LandmarkListPage(page);
  await list.open();
  await expect(list.card('경복궁')).toBeVisible();

  await list.region.selectOption('서울');
  await list.category.selectOption('역사');
  await list.sort('이름순');
  await expect.poll(() => list.names()).toEqual(['경복궁', '창덕궁']);
  await expect(page).toHaveURL(/region=/);

  await list.card('경복궁').click();
  await expect(page).toHaveURL(/\/landmark\/1$/);
  const detail = new LandmarkDetailPage(page);
  await expect(detail.heading).toHaveText('경복궁');
  await expect(page.getByRole('navigation', { name: '경로' })).toContainText('랜드마크');
  await expect(page.getByRole('tab', { name: '상세 정보' })).toHaveAttribute('aria-selected', 'true');

  // Two photos: right shows the second, right again wraps to the first, left wraps back to the second.
  const photo = detail.shownPhoto('경복궁');
  await expect(photo).toHaveAttribute('src', '/images/landmarks/1.jpg');
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAttribute('src', '/images/landmarks/1_1.jpg');
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAttribute('src', '/images/landmarks/1.jpg');
  await page.keyboard.press('ArrowLeft');
  await expect(photo).toHaveAttribute('src', '/images/landmarks/1_1.jpg');
  // The demo data drew the photos: the shown one loaded, no placeholder.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The nearest lodgings, each with tonight's price or sold out.
  await expect(page.getByRole('region', { name: '가까운 숙소' }).getByRole('link')).toHaveCount(6);

  await detail.nearbySearch.click();
  await expect(page).toHaveURL(/\/search\?destination=/);
  expect(new URL(page.url()).searchParams.get('destination')).toBe('서울 종로구');
  const results = new SearchResults(page);
  await results.waitForCards();
  expect((await results.prices()).length).toBeGreaterThan(0);
});

test('the heritage list and each of its three pages open; 경주 finds its lodgings', async ({ page }) => {
  await page.goto('/heritage');
  const cards = page.getByRole('list', { name: '문화유산 목록' }).getByRole('link');
  await expect(cards).toHaveCount(3);
  const sites = [
    { id: 1, name: '석굴암과 불국사', location: '경북 경주시' },
    { id: 2, name: '해인사 장경판전', location: '경남 합천군' },
    { id: 3, name: '종묘', location: '서울 종로구' },
  ];
  for (const site of sites) {
    await page.goto('/heritage');
    await cards.nth(site.id - 1).click();
    await expect(page).toHaveURL(new RegExp(`/heritage/${site.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
    await expect(page.getByText(site.location, { exact: true })).toBeVisible();
    const picture = page.getByRole('img', { name: `${site.name} 그림` });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.goto('/heritage/1');
  await page.getByRole('link', { name: '근처 숙소 찾기' }).click();
  const results = new SearchResults(page);
  await results.waitForCards();
  for (const card of await results.cards.allTextContents()) expect(card).toContain('경주');
});

test('the header and the main page lead to the landmarks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '랜드마크' }).click();
  await expect(page).toHaveURL(/\/landmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: '랜드마크' })).toBeVisible();

  await page.goto('/');
  const slider = page.getByRole('region', { name: '가볼 만한 랜드마크' });
  const first = slider.locator('a[href^="/landmark/"]').first();
  const name = (await first.locator('p.font-semibold').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/landmark\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
