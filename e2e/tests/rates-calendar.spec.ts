import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { inDays, nextWeekend } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';

test("a manager raises next Saturday's price and closes the Sunday; guests get the price and cannot stay across", async ({
  page,
  request,
}) => {
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const { name, hotelId, roomId } = await ownLodging(request, token, '캘린더 펜션');
  const { friday, saturday, sunday, monday } = nextWeekend();

  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await page.getByRole('link', { name: '요금·재고 캘린더' }).click();
  await page.getByRole('combobox', { name: '숙소' }).selectOption({ label: name });
  if (saturday.slice(0, 7) !== inDays(0).slice(0, 7)) await page.getByRole('button', { name: '다음 달' }).click();

  // Saturday: a click opens the night (its history), then the edit for that night alone.
  const saturdayCell = page.getByTestId(`night-${roomId}-${saturday}`);
  await saturdayCell.click();
  await page.getByRole('button', { name: '이 날 바꾸기' }).click();
  let dialog = page.getByRole('dialog', { name: '일괄 변경' });
  await dialog.getByLabel('1박 요금 (원)').fill('180000');
  await dialog.getByRole('button', { name: '미리보기' }).click();
  await expect(dialog.getByText('1박이 바뀌어요.')).toBeVisible();
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(page.getByText('1박을 바꿨어요.')).toBeVisible();
  await expect(saturdayCell).toContainText('180,000원');

  // Sunday: closed, in the same way.
  const sundayCell = page.getByTestId(`night-${roomId}-${sunday}`);
  if (sunday.slice(0, 7) !== saturday.slice(0, 7)) await page.getByRole('button', { name: '다음 달' }).click();
  await sundayCell.click();
  await page.getByRole('button', { name: '이 날 바꾸기' }).click();
  dialog = page.getByRole('dialog', { name: '일괄 변경' });
  await dialog.getByLabel('판매', { exact: true }).selectOption('close');
  await dialog.getByRole('button', { name: '미리보기' }).click();
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(sundayCell).toContainText('판매 중지');

  // The guest's half through REST (the guest price calendar is another branch): the 2-night stay's total
  // carries the new Saturday price, and a stay across the closed Sunday is refused.
  const calendar = await request.get(`/api/manager/rooms/${roomId}/calendar`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { from: friday, to: saturday },
  });
  const [fridayNight] = (await calendar.json()) as Array<{ price: number }>;
  const stay = (checkin: string, checkout: string) =>
    request.get('/api/reservations/preview', {
      params: { hId: hotelId, rId: roomId, checkin, checkout, roomCount: 1, people: 2 },
    });
  const weekend = await stay(friday, sunday);
  expect(weekend.status(), await weekend.text()).toBe(200);
  expect(((await weekend.json()) as { basePrice: number }).basePrice).toBe(fridayNight!.price + 180_000);
  const across = await stay(saturday, monday);
  expect(across.status()).toBeGreaterThanOrEqual(400);
  expect(across.status()).toBeLessThan(500);
});
