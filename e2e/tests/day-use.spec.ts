import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { inDays } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { DashboardPage } from '../pages/dashboards';
import {
  afternoonDay,
  clockPlus,
  DayUseSearch,
  DayUseSlotsOf,
  koreanDay,
  nextDay,
  offerDayUse,
} from '../pages/day-use';
import { GuestBookingPage, PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';
import { SearchBar } from '../pages/search-bar';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Its own phone: a guest's holds are counted per phone, and other journeys run beside this one.
const PHONE = '01055504848';
/** Where the screens are saved for a look at 390 px and 1440 px (a folder of the run's choosing). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Serious or critical axe findings on the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function smsTo(request: APIRequestContext, phone: string): Promise<Array<{ to: string; text: string }>> {
  const all = (await (await request.get('/dev/sms.json')).json()) as Array<{ to: string; text: string }>;
  return all.filter((sms) => sms.to === phone);
}

test('a phone guest switches to 대실, books 4 hours in the afternoon, pays, gets the SMS and cancels for a full refund; the manager sees it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const { name: lodging, hotelId, roomId } = await ownLodging(request, token, '대실 여정 모텔');
  await offerDayUse(request, token, roomId);
  // This afternoon while a 4-hour use can still start by 18:00; later in the day, tomorrow's earliest start.
  const date = afternoonDay();

  // The search bar: 숙박 → 대실, the day, 4 hours from the earliest start; the URL keeps the choice.
  await page.goto('/');
  const bar = new SearchBar(page);
  const dayUse = new DayUseSearch(page);
  await bar.pickDestination('서울');
  await dayUse.choose(dayUse.kind('대실'));
  if (date !== (await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format()))) {
    await dayUse.day.click();
    const [year, month, day] = date.split('-').map(Number);
    await page
      .getByRole('dialog', { name: '날짜 선택' })
      .getByRole('button', { name: `${year}년 ${month}월 ${day}일` })
      .click();
    await page.getByRole('dialog', { name: '날짜 선택' }).getByRole('button', { name: '확인' }).click();
  }
  await expect(dayUse.day).toContainText(koreanDay(date).replace(/ \(.\)$/, ''));
  await dayUse.hours.click();
  const panel = page.getByRole('dialog', { name: '대실 시간 선택' });
  await dayUse.choose(panel.getByRole('radio', { name: '4시간' }));
  await panel.getByRole('button', { name: '확인' }).click();
  await expect(dayUse.hours).toContainText('가장 빠른 시간 · 4시간');
  expect(await axeProblems(page)).toEqual([]);
  await shoot(page, 'day-use-search-bar');
  await bar.submit.click();
  await expect(page).toHaveURL(/kind=DAY_USE/);
  const url = new URL(page.url());
  expect(url.searchParams.get('hours')).toBe('4');
  expect(url.searchParams.get('startDate')).toBe(date);

  // Results: each card says the 대실, its price paid and its earliest start.
  const results = page.getByRole('region', { name: '검색 결과' });
  const card = results.getByRole('listitem').first();
  await expect(card).toContainText(/대실 \d+시간 [\d,]+원/);
  await expect(card).toContainText(/\d{2}:\d{2}부터/);
  // Server-rendered as the browser renders it: the same words without the browser's script.
  const html = await (await request.get(url.pathname + url.search)).text();
  expect(html).toMatch(/대실 \d+시간 [\d,]+원/);
  expect(await axeProblems(page)).toEqual([]);
  await shoot(page, 'day-use-results');

  // The lodging page: the room type's 4 hours, a start, the price and the free-cancel line.
  await page.goto(
    `/hotel/${hotelId}?${new URLSearchParams({ startDate: date, endDate: nextDay(date), rooms: '1', persons: '2', kind: 'DAY_USE', hours: '4' })}`,
  );
  const slots = new DayUseSlotsOf(page, '바다방');
  await slots.tab(4).click();
  // The price paid: the offer's 35,000원 with the fees a night's stay total has.
  const priceText = (await slots.root.getByText(/^대실 4시간 [\d,]+원$/).textContent()) ?? '';
  const price = Number(priceText.slice('대실 4시간 '.length).replace(/\D/g, ''));
  expect(price).toBeGreaterThanOrEqual(35_000);
  await expect(slots.starts.first()).toBeVisible();
  const offered = await slots.starts.allTextContents();
  // The page offers only starts at least 30 minutes ahead: 14:00 when it still is, else the earliest offered.
  const start = offered.includes('14:00') ? '14:00' : offered[0]!;
  await slots.starts.filter({ hasText: start }).click();
  // The lodging's default 60 minutes: free until the minute before start − 1 hour (12:59 for 14:00).
  const last = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) - 61;
  const deadline = `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`;
  await expect(slots.root).toContainText(`${deadline}까지 무료 취소`);
  expect(await axeProblems(page)).toEqual([]);
  await shoot(page, 'day-use-lodging');
  // The dialog's own box is empty (its panel is fixed-positioned): its button tells that it is open. A
  // server-rendered button does nothing until the page has hydrated: press again until the dialog answers.
  const asGuest = page.getByRole('dialog', { name: '예약 방법 선택' }).getByRole('button', { name: '비회원으로 예약' });
  await expect(async () => {
    if (!(await asGuest.isVisible()))
      await slots.root.getByRole('button', { name: `${start}부터 예약하기` }).click({ timeout: 2_000 });
    expect(await asGuest.isVisible()).toBe(true);
  }).toPass();
  await asGuest.click();
  await expect(page).toHaveURL(/\/checkout-guest/);

  // Checkout: 대실, the day and hours, the price; paid through the sandbox window as nights are.
  const span = `${koreanDay(date)} ${start}–${clockPlus(start, 4)}`;
  const summary = page.getByRole('region', { name: '예약 정보' });
  await expect(summary).toContainText('대실 4시간');
  await expect(summary).toContainText(span);
  const checkout = new CheckoutPage(page);
  expect(await checkout.totalAmount()).toBe(price);
  expect(await axeProblems(page)).toEqual([]);
  await shoot(page, 'day-use-checkout');
  await checkout.fillGuest('대실님', PHONE);
  await checkout.terms.check();
  await checkout.pay.click();
  await new SandboxPaymentWindow(page).pay();
  const receipt = new PaymentReceipt(page);
  const bookingNumber = await receipt.expectShown();
  await expect(receipt.receipt).toContainText(`대실 4시간 · ${span}`);

  // The SMS, from the local Solapi's outbox, with the hours.
  await expect
    .poll(async () => (await smsTo(request, PHONE)).map((sms) => sms.text), { timeout: 30_000 })
    .toContainEqual(expect.stringContaining(`[쉼, 한국] 대실 예약완료! - 예약번호 ${bookingNumber}`));
  const sms = (await smsTo(request, PHONE)).find((one) => one.text.includes(bookingNumber))?.text ?? '';
  expect(sms).toContain(`대실 4시간 ${span}`);
  expect(sms).toContain(`결제금액 ${price.toLocaleString('ko-KR')}원`);

  // The manager, in a browser of its own: 오늘 lists the use on its day with the badge and the hours.
  const manager = await browser.newPage();
  const login = new LoginPage(manager);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(manager).toHaveURL('/manager');
  await manager.goto('/manager/today');
  if (date !== inDays(0)) await manager.getByLabel('날짜', { exact: true }).fill(date);
  const arrival = manager
    .getByRole('region', { name: /^도착/ })
    .getByRole('listitem', { name: `대실님 ${bookingNumber}` });
  await expect(arrival.getByText('대실', { exact: true })).toBeVisible();
  await expect(arrival).toContainText(span);

  // Sales count on the day paid (today), whatever the use's day: its lodging's 매출 splits into 숙박 and 대실.
  const dashboard = new DashboardPage(manager);
  await manager.goto('/manager');
  await dashboard.pick('오늘');
  await dashboard.hotelCard(lodging).click();
  const split = manager.getByRole('group', { name: '숙박·대실 매출' });
  await expect(split).toHaveText(`숙박 0원 · 대실 ${price.toLocaleString('ko-KR')}원`);

  // The booking lookup shows the hours; cancelling before the deadline refunds all of it.
  await page.goto('/booking-check');
  const booking = new GuestBookingPage(page);
  await booking.lookUp(bookingNumber, PHONE);
  await expect(booking.card).toContainText(`대실 4시간 · ${span}`);
  expect(await axeProblems(page)).toEqual([]);
  // 대실's own rule, not the nights' tiers: all back until the deadline, nothing after.
  await expect(booking.card).toContainText(`${koreanDay(date)} ${deadline}까지 취소 시 100% 환불`);
  await expect(booking.card).toContainText('그 이후 취소 시 0% 환불');
  await expect(booking.card).not.toContainText('체크인 2일 전');
  await shoot(page, 'day-use-lookup');
  await booking.cancel.click();
  await new CancelQuoteDialog(page).confirm(price, 100);
  await expect(booking.status('예약 취소')).toBeVisible();

  // A refund lowers the sale of the day it was paid: the full refund takes the 대실 back out of today.
  await expect(async () => {
    await manager.reload();
    await dashboard.pick('오늘');
    await dashboard.hotelCard(lodging).click();
    await expect(split).toHaveText('숙박 0원 · 대실 0원', { timeout: 2_000 });
  }).toPass();
  await manager.close();
});
