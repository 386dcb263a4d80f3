import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { DashboardPage, koreanDay, managedHotelFor } from '../pages/dashboards';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';

test("the manager's dashboard moves by exactly a guest's paid booking in every period holding it, and its download holds it", async ({
  browser,
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');
  const dashboard = new DashboardPage(page);
  // The demo manager's two years of bookings; the dashboard opens on this month.
  await expect(
    dashboard.page.getByRole('group', { name: '기간' }).getByRole('button', { name: '이번 달' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await dashboard.won('매출')).toBeGreaterThan(0);
  await expect(dashboard.kpi('점유율')).toHaveText(/^\d+\.\d%$/);
  await expect(dashboard.kpi('ADR')).toHaveText(/^[\d,]+원$/);
  await expect(dashboard.kpi('RevPAR')).toHaveText(/^[\d,]+원$/);
  await expect(page.getByRole('list', { name: '숙소 카드' }).getByRole('button').first()).toHaveText(/전체 숙소/);
  await dashboard.pick('오늘');
  await expect(page).toHaveURL(/range=TODAY/);

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
  // The booked lodging's own card moves by exactly the amount (the reload keeps 오늘); the totals (which other
  // journeys running at the same time also move) are the sum of the cards on the same page.
  await expect.poll(() => dashboard.hotelSales(hotelName)).toBe(hotelBefore + amount);
  expect(await dashboard.won('매출')).toBe(await dashboard.hotelCardsSum());

  // The daily sales download: today's row of that lodging holds its sales, the booking's amount included.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  const book = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<Array<string | number>>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual(['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']);
  // The sheet's days are real dates (serial numbers with a date format): read back as YYYY-MM-DD.
  const dayOf = (cell: string | number | undefined) => {
    if (typeof cell !== 'number') return cell;
    const { y, m, d } = XLSX.SSF.parse_date_code(cell);
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };
  expect(rows.map(([day, ...rest]) => [dayOf(day), ...rest])).toContainEqual([
    inDays(0),
    hotelName,
    hotelBefore + amount,
    expect.any(Number),
    expect.any(Number),
  ]);

  // The days picked by hand, today to today: the same figure, the period written in Korean.
  await dashboard.pickDays(inDays(0), inDays(0));
  await expect.poll(() => dashboard.hotelSales(hotelName)).toBeGreaterThanOrEqual(hotelBefore + amount);
  await expect(page.getByTestId('range-text')).toContainText(koreanDay(inDays(0)));
  // Longer periods hold today: their figure is never below today's.
  await dashboard.pick('최근 12개월');
  await expect(page).toHaveURL(/range=LAST_12_MONTHS/);
  await expect.poll(() => dashboard.hotelSales(hotelName)).toBeGreaterThanOrEqual(hotelBefore + amount);
});

test("the admin dashboard shows its four figures, the trend and the regions, and the trend's download", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(page).toHaveURL('/admin');
  const dashboard = new DashboardPage(page);
  // 총 매출 of this month, then of the last 12 months, which hold it.
  const thisMonth = await dashboard.won('총 매출');
  expect(thisMonth).toBeGreaterThan(0);
  await dashboard.pick('최근 12개월', '총 매출 기간');
  await expect.poll(() => dashboard.won('총 매출')).toBeGreaterThan(thisMonth);
  await expect(dashboard.kpi('이번 달 수수료')).toHaveText(/^[\d,]+원$/);
  await expect(dashboard.kpi('오늘 예약')).toHaveText(/^[\d,]+건$/);
  await expect(dashboard.kpi('승인 대기 숙소')).toHaveText(/^[\d,]+곳$/);
  // Days and months in the trend table are written as Koreans do (12월 4일, 12월).
  await expect(page.getByRole('cell', { name: koreanDay(inDays(0)), exact: true })).toBeVisible();

  await page.getByRole('group', { name: '매출 추이 기간' }).getByRole('button', { name: '월간' }).click();
  const month = inDays(0).slice(0, 7);
  const monthCell = new RegExp(`^(\\d{4}년 )?${Number(month.slice(5))}월$`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: monthCell }) });
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
