import { expect, test, type Locator } from '@playwright/test';
import pg from 'pg';
import { stayFor } from '../pages/booking-flow';
import { databaseUrl } from '../pages/e2e-database';

/** Reviews added to one lodging: more than two pages of 20. */
const ADDED = 45;

/** The board's mask (server/src/modules/inquiries/mask-name.ts), written out again so the page is checked against the rule. */
const masked = (name: string): string => {
  const chars = Array.from(name.trim());
  return chars.length <= 2 ? chars.join('') : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
};

interface Seeded {
  hotelId: number;
  total: number;
  photos: number;
  authors: string[];
}

/**
 * The newest of the lodgings the run added on 서울's streets (e2e/support/scale-data.ts; no journey reads their
 * reviews) gets 45 reviews more by the demo guests, every fifth with a photo, so it has several pages.
 */
async function seedReviews(): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows: hotels } = await client.query<{ id: number }>(
      `select id from hotels where status = 'APPROVED' and active and address like '서울%' order by id desc limit 1`,
    );
    const hotelId = hotels[0]!.id;
    const { rows: guests } = await client.query<{ id: number }>(
      `select id from users where email like 'guest%@example.com' order by id`,
    );
    const { rows: photos } = await client.query<{ path: string }>(`select path from hotel_images order by id limit 1`);
    const now = Date.now();
    for (let i = 0; i < ADDED; i += 1) {
      await client.query(
        `insert into reviews (hotel_id, user_id, score, content, image_path, created_at) values ($1, $2, $3, $4, $5, $6)`,
        [
          hotelId,
          guests[i % guests.length]!.id,
          (i % 5) + 1,
          `페이지 시험 리뷰 ${i + 1}번: 조용하고 깨끗했어요.`,
          i % 5 === 0 ? photos[0]!.path : null,
          new Date(now - (i + 1) * 3_600_000),
        ],
      );
    }
    const { rows: facts } = await client.query<{ total: number; photos: number }>(
      `select count(*)::int as total, count(image_path)::int as photos from reviews where hotel_id = $1`,
      [hotelId],
    );
    const { rows: authors } = await client.query<{ name: string }>(
      `select distinct u.name from reviews r join users u on u.id = r.user_id where r.hotel_id = $1`,
      [hotelId],
    );
    return { hotelId, total: facts[0]!.total, photos: facts[0]!.photos, authors: authors.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

const scoreOf = async (card: Locator): Promise<number> =>
  Number((await card.getByLabel(/^\d점$/).getAttribute('aria-label'))!.replace('점', ''));

test('a lodging shows every review: 더 보기 to the last, by score, with photos only, authors masked', async ({
  page,
}, testInfo) => {
  const seeded = await seedReviews();
  expect(seeded.total).toBeGreaterThan(40);
  const stay = stayFor('서울', 10, 1);
  await page.goto(`/hotel/${seeded.hotelId}?${new URLSearchParams({ ...stay }).toString()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const reviews = page.getByRole('region', { name: '리뷰', exact: true });
  const list = reviews.getByRole('list', { name: '리뷰 목록' });
  const cards = list.getByRole('listitem');

  // The count of each score, 5점 to 1점, adds up to all of them.
  const bars = reviews.getByRole('list', { name: '별점별 리뷰 수' }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  const counts = (await bars.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).map(
    (label) => Number(/리뷰 ([\d,]+)개/.exec(label)![1]!.replaceAll(',', '')),
  );
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(seeded.total);

  // 더 보기 until every review is on the page, each once.
  const more = reviews.getByRole('button', { name: '리뷰 더 보기' });
  await expect(cards).toHaveCount(20);
  for (let shown = 20; shown < seeded.total; shown = Math.min(shown + 20, seeded.total)) {
    await expect(reviews.getByText(`${seeded.total}개 중 ${shown}개`)).toBeVisible();
    await more.click();
    await expect(cards).toHaveCount(Math.min(shown + 20, seeded.total));
  }
  await expect(more).toHaveCount(0);
  const texts = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  for (let i = 1; i <= ADDED; i += 1) {
    expect(texts.filter((text) => text.includes(`페이지 시험 리뷰 ${i}번:`))).toHaveLength(1);
  }

  // No author's full name anywhere on the page; the masked one instead.
  const body = (await page.locator('body').textContent()) ?? '';
  for (const name of seeded.authors.filter((author) => Array.from(author).length > 2)) {
    expect(body, name).not.toContain(name);
  }
  expect(body).toContain(masked(seeded.authors.find((author) => Array.from(author).length > 2)!));

  // 평점 낮은순: from the lowest score up, back to the first page.
  await reviews.getByRole('button', { name: '평점 낮은순' }).click();
  await expect(reviews.getByRole('button', { name: '평점 낮은순' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(20);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const low = await Promise.all((await cards.all()).map(scoreOf));
  expect(low).toEqual([...low].sort((a, b) => a - b));
  expect(low[0]).toBe(1);

  // 평점 높은순: from 5점 down.
  await reviews.getByRole('button', { name: '평점 높은순' }).click();
  await expect(cards.first().getByLabel('5점', { exact: true })).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const high = await Promise.all((await cards.all()).map(scoreOf));
  expect(high).toEqual([...high].sort((a, b) => b - a));

  // At a phone's and a desktop's width the list fits the screen (the shots are attached to the run).
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.evaluate(() => document.getElementById('reviews')?.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath(`reviews-${width}.png`) });
  }

  // Photos only: as many as the lodging has, each with its photo.
  await reviews.getByRole('checkbox', { name: `사진 리뷰만 보기 (${seeded.photos})` }).check();
  await expect(cards).toHaveCount(Math.min(seeded.photos, 20));
  await expect(list.getByRole('img')).toHaveCount(Math.min(seeded.photos, 20));
});
