import { expect, test } from '@playwright/test';
import { ADMIN, MANAGER } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';
import {
  AdminSettlementsPage,
  dayLabel,
  lastMonthInSeoul,
  ManagerSettlementsPage,
  readSheets,
} from '../pages/settlements';

/**
 * 정산: the demo manager opens last month's closed statement and downloads it (the sheet's payout is the page's);
 * the admin marks it 지급 완료 on today's date, and the manager then sees it paid on that day.
 */
test('the manager downloads last month’s statement and sees it paid once the admin marks it', async ({
  page,
  browser,
}) => {
  const month = lastMonthInSeoul();
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');
  const settlements = new ManagerSettlementsPage(page);
  await settlements.open();

  // A statement of last month nobody has paid yet (a retry finds the next one).
  const closed = settlements.rows(month, '정산 확정').first();
  await expect(closed).toBeVisible();
  const hotelName = (await closed.locator('td').nth(1).textContent())!.trim();
  const payout = await settlements.openStatement(month, hotelName);
  const lines = page.getByTestId('settlement-line');
  await expect(lines.first()).toBeVisible();
  const lineCount = await lines.count();

  const download = await settlements.download();
  expect(download.suggestedFilename()).toBe(`정산서_${hotelName}_${month}.xlsx`);
  // One sheet: a header, a row per booking the page lists, then the totals, adjustments and the payout row.
  const [sheet] = Object.values(readSheets(await download.path()));
  const rows = sheet ?? [];
  expect(rows[0]).toContain('지급액');
  expect(rows.filter((row) => /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/.test(String(row[0])))).toHaveLength(lineCount);
  const payoutRow = rows.find((row) => row[0] === '지급액');
  expect(payoutRow?.at(-1)).toBe(payout);

  const admin = await browser.newPage();
  const adminLogin = new LoginPage(admin);
  await adminLogin.open('/login');
  await adminLogin.loginAs(ADMIN);
  await expect(admin).toHaveURL('/admin');
  const adminSettlements = new AdminSettlementsPage(admin);
  await adminSettlements.open(month);
  await expect(adminSettlements.row(hotelName, MANAGER.name)).toContainText('정산 확정');
  const paidOn = await adminSettlements.markPaid(hotelName, MANAGER.name);
  await expect(adminSettlements.row(hotelName, MANAGER.name)).toContainText(`지급일 ${dayLabel(paidOn)}`);
  await admin.close();

  await settlements.backToList();
  await page.reload();
  const paid = settlements.row(month, hotelName);
  await expect(paid).toContainText('지급 완료');
  await expect(paid).toContainText(`지급일 ${dayLabel(paidOn)}`);
});
