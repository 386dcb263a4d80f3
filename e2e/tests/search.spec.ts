import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/accounts';
import { HotelDetailPage } from '../pages/hotel-detail';
import { LoginPage } from '../pages/login-page';
import { SearchBar } from '../pages/search-bar';
import { SearchResults } from '../pages/search-results';

/** Today and the day after in Asia/Seoul, as the demo inventory is kept from today on. */
function stayDates(offsetDays = 0, nights = 1) {
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));
  return { startDate: day(offsetDays), endDate: day(offsetDays + nights) };
}

test('a visitor searches 서울 from the main page and sees priced results', async ({ page }) => {
  await page.goto('/');
  const bar = new SearchBar(page);
  await bar.pickDestination('서울');
  await bar.submit.click();

  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ region: '서울', ...stayDates(), rooms: '1', persons: '2' });
  const results = new SearchResults(page);
  await results.waitForCards();
  expect((await results.prices()).length).toBeGreaterThan(0);
  await expect(bar.destination).toHaveValue('서울');
});

test('the main page links the popular regions and landmarks', async ({ page }) => {
  await page.goto('/');
  const regions = page.getByRole('region', { name: '인기 여행지' }).getByRole('link');
  await expect(regions).toHaveCount(6);
  await expect(regions.first()).toHaveAttribute('href', new RegExp(`startDate=${stayDates().startDate}`));
  const slider = page.getByRole('region', { name: '가볼 만한 랜드마크' });
  await expect(slider.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/landmarks');
  await expect(slider.locator('a[href^="/landmark/"]').first()).toBeVisible();
});

test('a visitor tapping a heart is sent to log in', async ({ page }) => {
  const results = new SearchResults(page);
  await results.open({ region: '서울', ...stayDates(1), rooms: '1', persons: '2' });
  await results.waitForCards();
  await results.list
    .getByRole('button', { name: /찜하기$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member saves a lodging with the heart, sees it kept after a reload, and removes it', async ({ page }) => {
  // A seeded reviewer of the demo data, used by no other journey; the test leaves the wishlist as it found it.
  const login = new LoginPage(page);
  await login.open();
  await login.login('guest7@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const results = new SearchResults(page);
  await results.open({ region: '여수', ...stayDates(4), rooms: '1', persons: '2' });
  await results.waitForCards();
  const name = (await results.names())[0] ?? '';
  // The heart turns at once (optimistic): reload only once the server has answered, or the reload races it.
  const answered = (operation: string) =>
    page.waitForResponse(
      (answer) => answer.url().endsWith('/graphql') && answer.request().postData()?.includes(operation) === true,
    );
  await Promise.all([answered('AddToWishlist'), results.list.getByRole('button', { name: `${name} 찜하기` }).click()]);
  await expect(results.list.getByRole('button', { name: `${name} 찜 해제` })).toBeVisible();

  await page.reload();
  const saved = results.list.getByRole('button', { name: `${name} 찜 해제` });
  await expect(saved).toBeVisible();
  await Promise.all([answered('RemoveFromWishlist'), saved.click()]);
  await expect(results.list.getByRole('button', { name: `${name} 찜하기` })).toBeVisible();
  await page.reload();
  await expect(results.list.getByRole('button', { name: `${name} 찜하기` })).toBeVisible();
});

test('the search bar refuses an empty destination with the spec message', async ({ page }) => {
  await page.goto('/');
  const bar = new SearchBar(page);
  await bar.submit.click();
  await expect(bar.root.getByRole('alert')).toHaveText('목적지를 입력해주세요.');
  await expect(page).toHaveURL(/\/$/);
});

test('results sort by price and filter by lodging type', async ({ page }) => {
  const results = new SearchResults(page);
  await results.open({ region: '서울', ...stayDates(7), rooms: '1', persons: '2' });
  await results.waitForCards();

  await results.sort('낮은 요금순');
  const prices = await results.prices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await results.filterType('한옥');
  await expect(results.cards.first()).toBeVisible();
  for (const card of await results.cards.allTextContents()) expect(card).toContain('한옥');
});

test('a deep link reproduces the same results, and an unknown place shows the empty text', async ({
  page,
  browser,
}) => {
  const query = { region: '부산', ...stayDates(3, 2), rooms: '1', persons: '2' };
  const first = new SearchResults(page);
  await first.open(query);
  await first.waitForCards();
  const names = await first.names();

  const other = await browser.newPage();
  const second = new SearchResults(other);
  await second.open(query);
  await second.waitForCards();
  expect(await second.names()).toEqual(names);
  await other.close();

  await first.open({ ...query, region: '아무도없는마을' });
  await expect(first.empty).toBeVisible();
});

test('a hotel opens with the stay, its rooms and the booking button states', async ({ page }) => {
  const results = new SearchResults(page);
  const stay = { region: '제주', ...stayDates(5), rooms: '1', persons: '2' };
  await results.open(stay);
  await results.waitForCards();
  const name = (await results.names())[0] ?? '';
  await results.list.getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(/\/hotel\/\d+\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(stay);
  const hotel = new HotelDetailPage(page);
  await expect(hotel.heading).toHaveText(name);
  await expect(hotel.rooms.first()).toBeVisible();
  await expect(hotel.bookingButtons('예약하기').first()).toBeEnabled();

  // Twenty persons in one room exceed every room type's capacity.
  const url = new URL(page.url());
  url.searchParams.set('persons', '20');
  await page.goto(url.pathname + url.search);
  await expect(hotel.bookingButtons('인원 초과').first()).toBeDisabled();
  await expect(hotel.bookingButtons('예약하기')).toHaveCount(0);

  // Inventory is kept a year ahead: a stay beyond it has no room left anywhere.
  const farAway = stayDates(400);
  url.searchParams.set('persons', '2');
  url.searchParams.set('startDate', farAway.startDate);
  url.searchParams.set('endDate', farAway.endDate);
  await page.goto(url.pathname + url.search);
  await expect(hotel.bookingButtons('예약 마감').first()).toBeDisabled();
  await expect(hotel.bookingButtons('예약하기')).toHaveCount(0);
  await expect(page.getByText('선택한 날짜의 객실은 매진되었어요.').first()).toBeVisible();
});

test('a visitor books from the detail page and lands on the guest checkout with the draft stored', async ({ page }) => {
  const results = new SearchResults(page);
  await results.open({ region: '강릉', ...stayDates(10), rooms: '1', persons: '2' });
  await results.waitForCards();
  await results.cards.first().getByRole('link').click();
  const hotel = new HotelDetailPage(page);
  await hotel.bookingButtons('예약하기').first().click();
  // Not logged in: the choice between logging in for the coupons and booking as a guest.
  const choice = page.getByRole('dialog', { name: '예약 방법 선택' });
  await expect(choice.getByRole('button', { name: '로그인하고 쿠폰 쓰기' })).toBeVisible();
  await choice.getByRole('button', { name: '비회원으로 예약' }).click();

  await expect(page).toHaveURL(/\/checkout-guest\?.*basePrice=\d+/);
  const draft = await page.evaluate(() => localStorage.getItem('bookingDraft'));
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ hId: expect.any(Number), rId: expect.any(Number), guests: 2 });
});

test('a bad hotel id says so', async ({ page }) => {
  await page.goto(`/hotel/abc?${new URLSearchParams(stayDates()).toString()}`);
  await expect(page.getByRole('alert')).toHaveText('잘못된 숙소 정보입니다.');
});
