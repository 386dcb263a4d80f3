import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/accounts';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';
import { SearchResults } from '../pages/search-results';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

function stayDates(offset: number) {
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));
  return { startDate: day(offset), endDate: day(offset + 1) };
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('at 390 px the main page, the results and the detail fit the width, the first result above the fold', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('search', { name: '숙소 검색' })).toBeVisible();
  await expectNoSideScroll(page);

  const results = new SearchResults(page);
  await results.open({ region: '부산', ...stayDates(9), rooms: '1', persons: '2' });
  await results.waitForCards();
  await expectNoSideScroll(page);
  const first = await results.cards.first().boundingBox();
  expect(first).not.toBeNull();
  expect(first!.y).toBeLessThan(844);
  await expect(page.getByRole('complementary', { name: '필터' })).toBeHidden();

  // Filters and sorts in a bottom sheet.
  await page.getByRole('button', { name: '필터 · 정렬' }).click();
  const sheet = page.getByRole('dialog', { name: '필터 · 정렬' });
  // The dialog element itself has no box (its panel is fixed to the bottom): check what it shows.
  await expect(sheet.getByRole('group', { name: '정렬' })).toBeVisible();
  await sheet.getByRole('group', { name: '정렬' }).getByRole('button', { name: '낮은 요금순' }).click();
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await sheet.getByRole('button', { name: /곳 보기$/ }).click();
  await expect(sheet).toHaveCount(0);
  await results.settled();
  const prices = await results.prices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await results.cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSideScroll(page);
});

test('at 390 px the checkout and every tab of my page fit the width', async ({ page, request }) => {
  // A reviewer of the demo data used by no other journey; opening the checkout books nothing.
  const login = new LoginPage(page);
  await login.open();
  await login.login('guest5@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const stay = stayFor('강릉', 16);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  await expectNoSideScroll(page);
  await hotel.bookFirst();
  await expect(page).toHaveURL(/\/checkout\?/);
  const checkout = new CheckoutPage(page);
  await checkout.totalAmount();
  await expect(checkout.pay).toBeVisible();
  await expectNoSideScroll(page);

  const my = new MyPage(page);
  for (const tab of ['reservations', 'reviews', 'inquiries', 'coupons', 'profile'] as const) {
    await my.open(tab);
    // The first selected tab is my page's own (the reservations tab holds upcoming/past tabs of its own).
    await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
    await expectNoSideScroll(page);
  }
});
