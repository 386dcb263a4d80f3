import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { nextWeekend } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';

/** Where the screens are saved for a look at 390 px and 1440 px (a folder of the run's choosing). */
const SHOTS = process.env.E2E_SHOTS_DIR;

test('a manager sets a room type’s 대실, then prices next Saturday’s 대실 apart in the rates calendar', async ({
  page,
  request,
}) => {
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const { name, hotelId, roomId } = await ownLodging(request, token, '대실 모텔');
  const { saturday } = nextWeekend();

  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page.getByRole('link', { name: '요금·재고 캘린더' })).toBeVisible();
  await page.goto(`/manager/hotels/${hotelId}/edit`);
  await expect(page.getByLabel('대실 무료 취소 (시작 몇 분 전까지)')).toHaveValue('60');

  // The room type's 대실 panel: checked by the shared rules first (2 units: 대실 객실 수 3 is refused), then saved.
  await page.getByText('대실 판매 안 함').click();
  await page.getByRole('checkbox', { name: '객실 1 대실 판매' }).check();
  await page.getByLabel('객실 1 대실 객실 수').fill('3');
  await page.getByRole('button', { name: '대실 저장' }).click();
  await expect(page.getByRole('alert')).toHaveText('대실 객실 수는 객실 수(2개)를 넘을 수 없어요.');
  await page.getByLabel('객실 1 대실 객실 수').fill('1');
  await page.getByLabel('객실 1 대실 2 요금').fill('36000');
  await page.getByRole('button', { name: '대실 저장' }).click();
  await expect(page.getByText('대실 상품을 저장했어요.')).toBeVisible();
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByText('대실 판매 중').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/day-use-panel-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // The rates calendar: a 대실 row under the room type, the offer's prices until a day is set apart.
  await page.goto('/manager/calendar');
  await page.getByRole('combobox', { name: '숙소' }).selectOption({ label: name });
  const saturdayDayUse = page.getByTestId(`dayuse-${roomId}-${saturday}`);
  await expect(saturdayDayUse).toHaveText('30,0003h · 1실');
  await saturdayDayUse.click();
  const dialog = page.getByRole('dialog', { name: '대실 변경' });
  await dialog.getByLabel('대실 3시간 요금 (원)').fill('28000');
  await dialog.getByRole('combobox', { name: '대실 판매' }).selectOption('close');
  await dialog.getByRole('button', { name: '미리보기' }).click();
  await expect(dialog.getByText('대실 1일이 바뀌어요.')).toBeVisible();
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(page.getByText('대실 1일을 바꿨어요.')).toBeVisible();
  await expect(saturdayDayUse).toHaveText('28,000판매 중지');
  await expect(saturdayDayUse).toHaveAttribute('title', /4시간 36,000원 · 대실 판매 중지 · 바꾼 기록 있음/);

  // Its history, as the nights': who set which price.
  await saturdayDayUse.click();
  await expect(page.getByLabel('대실 변경 기록')).toContainText('대실 3시간 요금 상품 기본값 → 28,000원');
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/day-use-dialog-${width}.png` });
    }
  }
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).first().click();
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/rates-calendar-${width}.png` });
    }
  }
});
