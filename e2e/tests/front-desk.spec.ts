import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, inDays, type Stay } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { getJson } from '../pages/console-api';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { endGuestHolds } from '../pages/guest-holds';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';

const ARRIVING = '01055504141';
const NO_SHOW = '01055504142';
const NEXT_WEEK = '01055504143';

/** Monday to Sunday of next week (Asia/Seoul), with each day as the console writes it: 12월 7일 (월). */
function nextWeek() {
  const today = inDays(0);
  const offset = (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7;
  const days = Array.from({ length: 7 }, (_, i) => inDays(offset + i));
  const label = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 (${'일월화수목금토'[date.getUTCDay()]})`;
  };
  // Its guest arrives on Wednesday: clear of tonight's two nights, which sell both units (next Monday may be tomorrow).
  const stay = { startDate: inDays(offset + 2), endDate: inDays(offset + 3) };
  return { from: days[0]!, to: days[6]!, labels: days.map(label), stay };
}

interface SheetRow {
  bookingNumber: string;
  stage: string;
  status: string;
  paidAmount: number;
  refundedAmount: number;
}

/**
 * The front desk (오늘): two guests book tonight's two nights at the manager's own lodging (two units of one room
 * type); the manager opens 오늘, checks one in and marks the other a no-show, whose second night goes back on sale;
 * then 예약 관리 shows next week's arrivals only, a third guest's among them, and the URL keeps that filter.
 */
test('a manager checks a guest in, marks a no-show, then lists next week’s arrivals', async ({
  page,
  browser,
  request,
}) => {
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const { hotelId } = await ownLodging(request, token, '프런트 펜션');
  const stay: Stay = { region: '서울', startDate: inDays(0), endDate: inDays(2), rooms: '1', persons: '2' };
  const secondNight: Stay = { ...stay, startDate: inDays(1) };
  const week = nextWeek();
  try {
    const booked: Record<string, string> = {};
    for (const [name, phone, dates] of [
      ['프런트도착', ARRIVING, stay],
      ['프런트노쇼', NO_SHOW, stay],
      ['다음주손님', NEXT_WEEK, { ...stay, ...week.stay }],
    ] as const) {
      const guest = await browser.newPage();
      const rooms = new HotelRooms(guest);
      await rooms.open(hotelId, dates);
      await rooms.book(rooms.room('바다방'));
      await new CheckoutPage(guest).payAsGuest(name, phone);
      booked[name] = await new PaymentReceipt(guest).expectShown();
      await guest.close();
    }

    const login = new LoginPage(page);
    await login.open('/manager-login');
    await login.loginAs(MANAGER);
    await page.getByRole('link', { name: '오늘', exact: true }).click();
    await expect(page).toHaveURL('/manager/today');
    const arrivals = page.getByRole('region', { name: /^도착/ });
    const arriving = arrivals.getByRole('listitem', { name: `프런트도착 ${booked['프런트도착']}` });
    const noShow = arrivals.getByRole('listitem', { name: `프런트노쇼 ${booked['프런트노쇼']}` });
    await expect(arriving).toContainText('도착 전');
    await expect(arriving.getByRole('link', { name: '010-5550-4141' })).toHaveAttribute('href', `tel:${ARRIVING}`);
    await expect(arriving).toContainText('2박');

    // 체크인: the row says so, and offers 체크아웃 instead.
    await arriving.getByRole('button', { name: '체크인' }).click();
    await expect(page.getByText('체크인했습니다.')).toBeVisible();
    await expect(arriving).toContainText('체크인 완료');
    await expect(arriving.getByRole('button', { name: '체크아웃' })).toBeVisible();
    await expect(arriving.getByRole('button', { name: '노쇼' })).toHaveCount(0);

    // 노쇼: confirmed in the site's dialog, which says the payment is kept.
    await noShow.getByRole('button', { name: '노쇼' }).click();
    const dialog = page.getByRole('dialog', { name: '노쇼로 처리할까요?' });
    await expect(dialog).toContainText('환불되지 않습니다');
    await dialog.getByRole('button', { name: '노쇼 처리' }).click();
    await expect(page.getByText('노쇼로 처리했습니다.', { exact: false })).toBeVisible();
    await expect(noShow.getByText('노쇼', { exact: true })).toBeVisible();
    await expect(noShow.getByRole('button', { name: '체크인' })).toHaveCount(0);

    const sheet = await getJson<{ arrivals: SheetRow[] }>(request, '/api/manager/front-desk', token);
    expect(sheet.arrivals.find((row) => row.bookingNumber === booked['프런트노쇼'])).toMatchObject({
      stage: 'NO_SHOW',
      status: '노쇼',
      refundedAmount: 0,
    });
    expect(sheet.arrivals.find((row) => row.bookingNumber === booked['프런트도착'])).toMatchObject({
      stage: 'CHECKED_IN',
    });
    // Both units were sold for the second night: the no-show gave one back.
    const hotel = new HotelRooms(await browser.newPage());
    await hotel.open(hotelId, secondNight);
    expect(await hotel.left('바다방')).toBe(1);
    await hotel.page.close();

    // 예약 관리, arriving next week: the URL keeps the filter, and every row's 체크인 is in that week.
    await page.getByRole('link', { name: '예약 관리', exact: true }).click();
    await expect(page).toHaveURL('/manager/reservations');
    await page.getByLabel('날짜 기준').selectOption({ label: '체크인' });
    await page.getByLabel('시작일').fill(week.from);
    await page.getByLabel('종료일').fill(week.to);
    await expect(page).toHaveURL(`/manager/reservations?from=${week.from}&to=${week.to}`);
    const rows = page.getByRole('table').locator('tbody tr');
    const expectNextWeekOnly = async () => {
      await expect(rows.filter({ hasText: booked['다음주손님']! })).toHaveCount(1);
      await expect(rows.filter({ hasText: booked['프런트도착']! })).toHaveCount(0);
      const column = (await page.getByRole('columnheader').allTextContents()).indexOf('체크인') + 1;
      const checkIns = await rows.locator(`td:nth-child(${column})`).allTextContents();
      expect(checkIns.length).toBeGreaterThan(0);
      expect(checkIns.filter((day) => !week.labels.includes(day))).toEqual([]);
    };
    await expectNextWeekOnly();
    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expect(page.getByLabel('시작일')).toHaveValue(week.from);
    await expect(page.getByLabel('종료일')).toHaveValue(week.to);
    await expectNextWeekOnly();
  } finally {
    await endGuestHolds(ARRIVING);
    await endGuestHolds(NO_SHOW);
    await endGuestHolds(NEXT_WEEK);
  }
});
