import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, nextWeekend } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';
import { dayName, PriceCalendarPicker } from '../pages/price-calendar';

/** The amount in won of `123,000원` or `2박 총 300,000원`, as a number. */
const won = (text: string | null): number => Number(/([\d,]+)원/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test("a manager raises next Saturday's price and closes the Sunday; a guest's calendar and stay follow", async ({
  browser,
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
  // The console opens at today with 14 nights: next weekend (Friday to Monday, at most 9 days ahead) is on screen.

  // Friday's price as the manager's calendar has it (left as it is; its tooltip says it in 원): the guest's
  // total is checked against it.
  const fridayPrice = won(await page.getByTestId(`night-${roomId}-${friday}`).getAttribute('title'));
  expect(fridayPrice).toBeGreaterThan(0);

  // Saturday: a click opens the night's editor with its price, 저장 writes it (two actions).
  const saturdayCell = page.getByTestId(`night-${roomId}-${saturday}`);
  await saturdayCell.click();
  let editor = page.getByRole('dialog');
  await expect(editor.getByLabel('1박 요금 (원)')).not.toHaveValue('');
  await editor.getByLabel('1박 요금 (원)').fill('180000');
  await expect(editor.getByLabel('1박 요금 (원)')).toHaveValue('180,000');
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText(/객실 1개 × 1박을 바꿨어요\./)).toBeVisible();
  await expect(saturdayCell).toContainText('180,000');

  // Sunday: closed, in the same way.
  const sundayCell = page.getByTestId(`night-${roomId}-${sunday}`);
  await sundayCell.click();
  editor = page.getByRole('dialog');
  await editor.getByRole('checkbox', { name: '판매 중지' }).check();
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(sundayCell).toContainText('판매 중지');

  // A guest, not logged in, on the lodging page (today's one-night stay by default) opens the price calendar.
  // It shows two months from today's, so the weekend is on screen whichever month it falls in.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/hotel/${hotelId}`);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  const picker = new PriceCalendarPicker(guest);
  await picker.open();
  await expect(picker.day(saturday)).toHaveAccessibleName(`${dayName(saturday)}, 1박 180,000원`);
  await expect(picker.day(saturday)).toContainText('18만');
  await expect(picker.day(friday)).toHaveAccessibleName(
    `${dayName(friday)}, 1박 ${fridayPrice.toLocaleString('ko-KR')}원`,
  );
  const closedReason = `${dayName(sunday)}은 판매하지 않는 날이에요.`;
  await expect(picker.day(sunday)).toHaveAccessibleName(`${dayName(sunday)}, 휴무`);
  await expect(picker.day(sunday)).toContainText('휴무');
  await expect(picker.day(sunday)).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.day(sunday)).toHaveAttribute('title', closedReason);

  // Friday → Sunday: the page takes the stay, and the room's 2-night total is Friday's price + the new Saturday's
  // + the 5,000원 of taxes and fees (the stay total checkout charges).
  await picker.day(friday).click();
  await picker.day(sunday).click();
  await expect(guest).toHaveURL(new RegExp(`startDate=${friday}&endDate=${sunday}`));
  const room = new HotelRooms(guest).room('바다방');
  const total = room.getByText(/^2박 총 [\d,]+원$/);
  await expect(total).toBeVisible();
  expect(won(await total.textContent())).toBe(fridayPrice + 180_000 + 5_000);
  await expect(room.getByRole('button', { name: '예약하기', exact: true })).toBeEnabled();

  // Saturday → Monday crosses the closed Sunday: the check-out is not taken, and says why (hover or tap).
  await picker.open();
  await picker.day(saturday).click();
  await expect(picker.dialog.getByText('체크아웃 날짜를 고르세요.')).toBeVisible();
  await picker.day(monday).hover();
  await expect(picker.day(monday)).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.day(monday)).toHaveAttribute('title', closedReason);
  await expect(picker.day(monday)).toHaveAttribute('aria-description', closedReason);
  await picker.day(monday).click({ force: true });
  await expect(picker.dialog).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`startDate=${friday}&endDate=${sunday}`));

  // Asked for by its address anyway (a link from elsewhere), the stay has the room closed (not sold out): not bookable.
  await guest.goto(
    `/hotel/${hotelId}?${new URLSearchParams({ startDate: saturday, endDate: monday, rooms: '1', persons: '2' }).toString()}`,
  );
  await expect(room.getByText('선택한 날짜에는 판매하지 않는 객실이에요.')).toBeVisible();
  await expect(room.getByRole('button', { name: '판매 안 함', exact: true })).toBeDisabled();
  await expect(room.getByText(/박 총/)).toHaveCount(0);
  await guestContext.close();

  // And the booking's price preview refuses it, where Friday → Sunday is priced.
  const stay = (checkin: string, checkout: string) =>
    request.get('/api/reservations/preview', {
      params: { hId: hotelId, rId: roomId, checkin, checkout, roomCount: 1, people: 2 },
    });
  const weekend = await stay(friday, sunday);
  expect(weekend.status(), await weekend.text()).toBe(200);
  expect(((await weekend.json()) as { basePrice: number }).basePrice).toBe(fridayPrice + 180_000);
  const across = await stay(saturday, monday);
  expect(across.status()).toBeGreaterThanOrEqual(400);
  expect(across.status()).toBeLessThan(500);
  expect(await across.json()).toEqual({ message: expect.stringMatching(/\S/) });
});
