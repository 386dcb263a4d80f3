import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { DashboardPage, managedHotelFor } from '../pages/dashboards';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';

test("the manager's dashboard moves by exactly a guest's paid booking, and its sales download holds it", async ({
  browser,
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');
  const dashboard = new DashboardPage(page);
  // The demo manager's two years of bookings.
  expect(await dashboard.won('총 매출')).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: '숙소 카드' }).getByRole('button').first()).toHaveText(/전체 숙소/);

  const stay = stayFor('', 45);
  const { hotelId, hotelName } = await managedHotelFor(
    request,
    await loginToken(request, MANAGER.email, DEMO_PASSWORD),
    stay,
  );
  const hotelBefore = await dashboard.hotelSales(hotelName);

  // A guest books and pays, in a browser of its own.
  const guest = await browser.newPage();
  const rooms = new HotelRooms(guest);
  await rooms.open(hotelId, stay);
  await rooms.bookFirst();
  const amount = await new CheckoutPage(guest).payAsGuest('대시보드', '01055507777');
  await new PaymentReceipt(guest).expectShown();
  await guest.close();

  await page.reload();
  // The booked lodging's own card moves by exactly the amount; the totals (which other journeys running at
  // the same time also move) are the sum of the cards on the same page.
  await expect
    .poll(() => dashboard.hotelSales(hotelName))
    .toEqual({ total: hotelBefore.total + amount, today: hotelBefore.today + amount });
  const cards = await dashboard.hotelCardsSum();
  expect({ total: await dashboard.won('총 매출'), today: await dashboard.won('오늘 매출') }).toEqual(cards);

  // The daily sales download: today's row of that lodging holds its sales, the booking's amount included.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  const book = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<Array<string | number>>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual(['기간', '숙소', '매출(원)', '점유율(%)']);
  expect(rows).toContainEqual([inDays(0), hotelName, hotelBefore.today + amount, expect.any(Number)]);
});

test("the admin dashboard shows its four figures, the trend and the regions, and the trend's download", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(page).toHaveURL('/admin');
  const dashboard = new DashboardPage(page);
  expect(await dashboard.won('총 매출')).toBeGreaterThan(0);
  await expect(dashboard.kpi('이번 달 수수료')).toHaveText(/^[\d,]+원$/);
  await expect(dashboard.kpi('오늘 예약')).toHaveText(/^[\d,]+건$/);
  await expect(dashboard.kpi('승인 대기 숙소')).toHaveText(/^[\d,]+곳$/);
  await expect(page.getByRole('cell', { name: inDays(0) })).toBeVisible();

  await page.getByRole('group', { name: '매출 추이 기간' }).getByRole('button', { name: '월간' }).click();
  const month = inDays(0).slice(0, 7);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: month, exact: true }) });
  await expect(row).toBeVisible();
  const shown = Number(((await row.getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, ''));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  const book = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<Array<string | number>>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual(['기간', '매출(원)', '예약 건수']);
  const sheetRow = rows.find((cells) => cells[0] === month);
  // Other journeys may pay in between; the sheet is never behind the page.
  expect(Number(sheetRow?.[1])).toBeGreaterThanOrEqual(shown);
  expect(shown).toBeGreaterThan(0);
});
