import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/accounts';
import { firstHotelId, HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';
import { SearchBar } from '../pages/search-bar';
import { SearchResults } from '../pages/search-results';

/** The serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
          .join('\n')}`,
    );
}

test('the main, search, detail, checkout and my page have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const stay = stayFor('부산', 12);

  await page.goto('/');
  await expect(page.getByRole('search', { name: '숙소 검색' })).toBeVisible();
  expect.soft(await seriousViolations(page), 'main page').toEqual([]);

  // The search bar's popovers open: their content is checked too.
  await page.getByRole('combobox', { name: '목적지' }).click();
  await expect(page.getByRole('dialog', { name: '목적지 선택' }).getByRole('tab').first()).toBeVisible();
  expect.soft(await seriousViolations(page), 'main page, destinations open').toEqual([]);
  await page.getByRole('button', { name: /^객실 · 인원/ }).click();
  await expect(
    page.getByRole('dialog', { name: '객실 및 인원 선택' }).getByRole('button', { name: '확인' }),
  ).toBeVisible();
  expect.soft(await seriousViolations(page), 'main page, guests open').toEqual([]);
  await page.getByRole('button', { name: /^체크인 – 체크아웃/ }).click();
  await expect(page.getByRole('dialog', { name: '날짜 선택' }).getByRole('grid').first()).toBeVisible();
  expect.soft(await seriousViolations(page), 'main page, calendar open').toEqual([]);

  const results = new SearchResults(page);
  await results.open({ ...stay });
  await results.waitForCards();
  await results.settled();
  expect.soft(await seriousViolations(page), 'search results').toEqual([]);

  // A member of the demo data used by no other journey; opening the checkout books nothing.
  const login = new LoginPage(page);
  await login.open();
  await login.login('guest6@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  expect.soft(await seriousViolations(page), 'hotel detail').toEqual([]);

  await hotel.bookFirst();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByTestId('total-amount')).toHaveText(/^[\d,]+원$/);
  expect.soft(await seriousViolations(page), 'checkout').toEqual([]);

  const my = new MyPage(page);
  for (const tab of ['reservations', 'profile'] as const) {
    await my.open(tab);
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
    expect.soft(await seriousViolations(page), `my page (${tab})`).toEqual([]);
  }
});

/** The calendar's name of a day: `2026년 11월 26일`. */
const dayName = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

test('the search bar opens and fills its popovers by keyboard, and they announce themselves', async ({ page }) => {
  await page.goto('/');
  const bar = new SearchBar(page);
  await expect(bar.root).toBeVisible();

  // The destination: focusing the combobox opens its list, the down arrow enters it, Enter picks.
  await bar.destination.focus();
  const destinations = page.getByRole('dialog', { name: '목적지 선택' });
  await expect(destinations).toBeVisible();
  await expect(bar.destination).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.destination).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(destinations.getByRole('tab').first()).toBeVisible();
  // Escape from the list closes it and gives the focus back to the input, which does not reopen it.
  await page.keyboard.press('ArrowDown');
  const list = destinations.getByRole('list', { name: '여행지' }).getByRole('button');
  await expect(list.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(destinations).toBeHidden();
  await expect(bar.destination).toBeFocused();
  // The down arrow opens it again and moves into it; the arrows move through it.
  await page.keyboard.press('ArrowDown');
  await expect(destinations).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(list.first()).toBeFocused();
  const picked = (await page.evaluate(() => document.activeElement?.querySelector('span > span')?.textContent)) ?? '';
  expect(picked).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(destinations).toBeHidden();
  await expect(bar.destination).toHaveValue(picked);
  await expect(bar.destination).toHaveAttribute('aria-expanded', 'false');

  // The dates: Enter on the focused trigger opens the calendar on the check-in day (today by default).
  await expect(bar.dates).toBeFocused();
  await expect(bar.dates).toHaveAttribute('aria-haspopup', 'dialog');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: '날짜 선택' });
  await expect(calendar).toBeVisible();
  await expect(bar.dates).toHaveAttribute('aria-expanded', 'true');
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expect(calendar.getByRole('button', { name: dayName(inDays(0)) })).toBeFocused();
  // A week on, Enter: a new check-in; two days right, Enter: the check-out.
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: dayName(inDays(7)) })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: dayName(inDays(9)) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('gridcell', { name: dayName(inDays(8)) })).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.getByText(`체크인 ${dayName(inDays(7))}, 체크아웃 ${dayName(inDays(9))}`)).toBeAttached();
  await expect(bar.dates).toContainText('2박');
  // Escape closes and gives the focus back to the trigger.
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(bar.dates).toBeFocused();

  // Rooms and persons: Tab to the trigger, Enter opens with the focus inside, Escape closes.
  await page.keyboard.press('Tab');
  await expect(bar.guests).toBeFocused();
  await page.keyboard.press('Enter');
  const guests = page.getByRole('dialog', { name: '객실 및 인원 선택' });
  await expect(guests).toBeVisible();
  await expect(guests.getByRole('button', { name: '객실 늘리기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(guests).toBeHidden();
  await expect(bar.guests).toBeFocused();
  await expect(bar.guests).toContainText('객실 2개');

  await page.keyboard.press('Tab');
  await expect(bar.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    region: picked,
    startDate: inDays(7),
    endDate: inDays(9),
    rooms: '2',
  });
});

test('the gallery of the detail moves with the arrow keys and says which photo shows', async ({ page, request }) => {
  const stay = stayFor('제주', 14);
  await page.goto(`/hotel/${await firstHotelId(request, stay)}?${new URLSearchParams({ ...stay }).toString()}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const photos = page.getByRole('tablist', { name: '사진 목록' }).getByRole('tab');
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  const shown = page.getByRole('tabpanel').getByRole('img');
  await expect(shown).toHaveAccessibleName(`${name} 사진 1/${count}`);

  await expect(photos.first()).toHaveAttribute('aria-selected', 'true');
  // A server-rendered tab list ignores keys until the page has hydrated: press again until it answers.
  await expect(async () => {
    await photos.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(photos.nth(1)).toBeFocused({ timeout: 2_000 });
  }).toPass();
  await expect(photos.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toHaveAccessibleName(`${name} 사진 2/${count}`);
  await expect(page.getByText(`2 / ${count}`)).toBeVisible();
  // Past the first photo it wraps to the last.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(photos.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toHaveAccessibleName(`${name} 사진 ${count}/${count}`);
  // The large photo is the tab panel of the chosen thumbnail.
  await expect(page.getByRole('tabpanel', { name: `${count}번째 사진 보기` })).toBeVisible();
});
