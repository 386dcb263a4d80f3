import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstHotelId, HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { endGuestHolds } from '../pages/guest-holds';
import { PriceCalendarPicker } from '../pages/price-calendar';
import { SearchBar } from '../pages/search-bar';

const MAP_GUEST_PHONE = '01055501235';

// The map journey stops at the payment window: its hold must not count against later guests from 127.0.0.1.
test.afterEach(() => endGuestHolds(MAP_GUEST_PHONE));

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether a tap at the middle of `target` lands on it, not on what may lie over it (the sticky header). */
async function tappable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([element, x, y]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return !!hit && (element as Element).contains(hit);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

/** Errors in the console and uncaught ones, hydration warnings included; an HTTP status the page means is not one. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource: the server responded')) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The map's pins: buttons named `<숙소 이름> <금액>원`. */
const pinsOf = (page: Page): Locator =>
  page.getByRole('region', { name: '지도' }).getByRole('button', { name: /\s[\d,]+원$/ });
const pinName = (label: string): string => label.replace(/\s*[\d,]+원$/, '').trim();
/** The names of the pins on the map now. */
const pinNames = async (page: Page): Promise<string[]> =>
  (
    await pinsOf(page).evaluateAll((pins) => pins.map((pin) => pin.getAttribute('aria-label') ?? pin.textContent ?? ''))
  ).map(pinName);

test('on a phone every picker opens where it can be tapped, above the sticky header', async ({ page, request }) => {
  await page.goto('/');
  const bar = new SearchBar(page);

  await bar.dates.click();
  const dates = page.getByRole('dialog', { name: '날짜 선택' });
  const next = dates.getByRole('button', { name: '다음 달' });
  await expect(next).toBeVisible();
  const panel = await dates.boundingBox();
  expect(panel).not.toBeNull();
  // Inside the screen, across its width, and its arrows are what a tap there reaches (not 회원가입 in the header).
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
  expect(panel!.width).toBeGreaterThan(350);
  expect(panel!.y + Math.min(panel!.height, 100)).toBeLessThanOrEqual(844);
  expect(await tappable(page, next)).toBe(true);
  expect(await tappable(page, dates.getByRole('button', { name: '이전 달' }))).toBe(true);
  const firstMonth = await dates.getByRole('grid').first().getAttribute('aria-label');
  await next.click();
  await expect(dates.getByRole('grid').first()).not.toHaveAttribute('aria-label', firstMonth ?? '');
  await expect(page).toHaveURL(/\/$/);
  // It covers the fields under it on a phone: its own 확인 closes it.
  await dates.getByRole('button', { name: '확인' }).click();
  await expect(dates).toBeHidden();

  await bar.guests.click();
  const guests = page.getByRole('dialog', { name: '객실 및 인원 선택' });
  await expect(guests.getByRole('button', { name: '인원 늘리기' })).toBeVisible();
  expect(await tappable(page, guests.getByRole('button', { name: '인원 늘리기' }))).toBe(true);
  await guests.getByRole('button', { name: '인원 늘리기' }).click();
  await expect(guests.getByLabel('인원 수')).toHaveText('3명');

  // The lodging page's 날짜 변경 follows the same rule.
  const stay = stayFor('부산', 40);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  const picker = new PriceCalendarPicker(page);
  // A server-rendered button does nothing until the page has hydrated: press again until the panel is there.
  await expect(async () => {
    if (!(await picker.dialog.isVisible())) await picker.open();
    await expect(picker.dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const stayNext = picker.dialog.getByRole('button', { name: '다음 달' });
  await expect(stayNext).toBeVisible();
  const stayPanel = await picker.dialog.boundingBox();
  expect(stayPanel!.x).toBeGreaterThanOrEqual(0);
  expect(stayPanel!.x + stayPanel!.width).toBeLessThanOrEqual(390);
  expect(await tappable(page, stayNext)).toBe(true);
  // A tap outside closes it, as in the search bar.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(picker.dialog).toBeHidden();
});

test('/hotel/abc, /hotel/0, /hotel/-1 and /hotel/1.5 are the not-found page with a 404 and a clean console', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  for (const id of ['abc', '0', '-1', '1.5']) {
    const response = await page.goto(`/hotel/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
    await expect(page.getByRole('link', { name: '메인으로 돌아가기' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('/accommodations lists every destination by 시·도, each linking to its search', async ({ page }) => {
  await page.goto('/accommodations');
  const busan = page.getByRole('region', { name: '부산광역시' });
  const haeundae = busan.getByRole('link', { name: /^부산광역시 해운대구 숙소 \d+곳$/ });
  await expect(haeundae).toBeVisible();
  // The demo data's twelve destinations are in more 시·도 than the six popular regions.
  expect(await page.getByRole('region', { name: '모든 지역' }).getByRole('region').count()).toBeGreaterThan(6);
  await haeundae.click();
  await expect(page).toHaveURL(/\/search\?.*place=sigungu%3A26350/);
  await expect(page.getByRole('region', { name: '검색 결과' }).getByRole('listitem').first()).toBeVisible();
});

test('a phone guest finds 해운대 by its district, moves the map, searches there, taps a pin and books to the payment window', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  const bar = new SearchBar(page);

  // 1. The district suggestion (지역) for what the guest types.
  await bar.destination.click();
  await bar.destination.pressSequentially('해운대', { delay: 50 });
  const district = page.getByRole('group', { name: '지역' }).getByRole('option', { name: /^해운대구/ });
  await expect(district).toBeVisible();
  await district.click();
  await expect(bar.destination).toHaveValue(/해운대구/);

  // 2. Dates in the calendar (the phone's popover), then search.
  await bar.dates.click();
  const dates = page.getByRole('dialog', { name: '날짜 선택' });
  const checkIn = inDays(24);
  const checkOut = inDays(26);
  const dayButton = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return dates.getByRole('button', { name: `${year}년 ${month}월 ${date}일` });
  };
  while (!(await dayButton(checkIn).isVisible())) await dates.getByRole('button', { name: '다음 달' }).click();
  await dayButton(checkIn).click();
  while (!(await dayButton(checkOut).isVisible())) await dates.getByRole('button', { name: '다음 달' }).click();
  await dayButton(checkOut).click();
  await dates.getByRole('button', { name: '확인' }).click();
  await expect(dates).toBeHidden();
  await bar.submit.click();
  await expect(page).toHaveURL(/\/search\?.*place=sigungu%3A26350/);
  const list = page.getByRole('region', { name: '검색 결과' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // 3. The map, its pins, a drag and 이 지역에서 재검색.
  await page.getByRole('button', { name: '지도', exact: true }).click();
  const map = page.getByRole('region', { name: '지도' });
  await expect(pinsOf(page).first()).toBeVisible();
  const before = await pinNames(page);
  const area = await map.boundingBox();
  expect(area).not.toBeNull();
  const x = area!.x + area!.width / 2;
  const y = area!.y + area!.height / 2;
  // West along the coast, towards 광안리: the lodgings of 해운대 stay in view, others come in.
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + step * 12, y + step * 2);
  await page.mouse.up();
  const research = page.getByRole('button', { name: '이 지역에서 재검색' });
  await expect(research).toBeVisible();
  await research.click();
  await expect(page).toHaveURL(/[?&]bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  const bounds = new URL(page.url()).searchParams.get('bounds')!;
  const [south, west, north, east] = bounds.split(',').map(Number);
  expect(south).toBeLessThan(north!);
  expect(west).toBeLessThan(east!);

  // The pins are the lodgings the server finds in that area for the stay, and not the district's list of before.
  const inArea = await request.post('/api/search', {
    data: { region: '', bounds, startDate: checkIn, endDate: checkOut, numberOfRooms: 1, numberOfPeople: 2 },
  });
  expect(inArea.status()).toBe(200);
  const names = ((await inArea.json()) as Array<{ hName: string }>).map((hit) => hit.hName);
  expect(names.length).toBeGreaterThan(0);
  await expect(async () => {
    const shown = await pinNames(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(names).toContain(name);
  }).toPass();
  const after = await pinNames(page);
  expect([...after].sort()).not.toEqual([...before].sort());

  // 4. A pin, its card, the lodging, and a guest's booking up to the payment window.
  const pin = pinsOf(page).first();
  const label = (await pin.getAttribute('aria-label')) ?? (await pin.textContent()) ?? '';
  await pin.click();
  const card = page.getByRole('group', { name: pinName(label) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: '예약하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/\\d+\\?.*startDate=${checkIn}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pinName(label));

  const hotel = new HotelRooms(page);
  await expect(hotel.bookable.first()).toBeVisible();
  await hotel.bookFirst();
  await expect(page).toHaveURL(/\/checkout-guest\?/);
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await checkout.fillGuest('해운대', MAP_GUEST_PHONE);
  await checkout.terms.check();
  await checkout.pay.click();
  await new SandboxPaymentWindow(page).expectOpen(total);

  expect(problems).toEqual([]);
});
