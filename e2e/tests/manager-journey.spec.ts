import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, stayFor } from '../pages/booking-flow';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { CheckoutPage } from '../pages/checkout-page';
import { getJson, openReviews, readSheet, reviewCard } from '../pages/console-api';
import { DashboardPage } from '../pages/dashboards';
import { GuestBookingPage, PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';
import { approveHotel, ManagerHotelsPage } from '../pages/manager-hotels';
import { SearchResults } from '../pages/search-results';

const PHONE = '01055509911';

test('a manager’s lodging goes from the console through approval, a paid booking and its cancellation', async ({
  page,
  browser,
  request,
}) => {
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);

  // 1. The manager logs in on the sales dashboard (the demo lodgings' two years of bookings).
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');
  const dashboard = new DashboardPage(page);
  expect(await dashboard.won('매출')).toBeGreaterThan(0);

  // 2. A new hotel with two photos and two rooms: pending, so search does not find it.
  const name = `쉼여정${Date.now().toString(36)}호텔`;
  await new ManagerHotelsPage(page).createHotel(name, [
    { name: '여정 디럭스', price: 120_000, count: 2 },
    { name: '여정 스탠다드', price: 90_000, count: 3 },
  ]);
  const mine = await getJson<Array<{ id: number; name: string; status: string; images: string[]; rooms: unknown[] }>>(
    request,
    '/api/manager/hotels',
    token,
  );
  const created = mine.find((hotel) => hotel.name === name)!;
  expect(created).toMatchObject({ status: '대기' });
  expect(created.images).toHaveLength(2);
  expect(created.rooms).toHaveLength(2);
  const stay = stayFor(name, 6, 1);
  const guest = await browser.newPage();
  const results = new SearchResults(guest);
  await results.open({ ...stay });
  await expect(results.empty).toBeVisible();

  // 3. An administrator approves it; the guest finds it, books a room and pays in the sandbox window.
  await approveHotel(request, created.id);
  await results.open({ ...stay });
  await results.waitForCards();
  expect(await results.names()).toEqual([name]);
  const rooms = new HotelRooms(guest);
  await rooms.open(created.id, stay);
  const roomName = (await rooms.bookable.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  const left = await rooms.left(roomName);
  await rooms.bookFirst();
  const guestName = '여정손님';
  const total = await new CheckoutPage(guest).payAsGuest(guestName, PHONE);
  const bookingNumber = await new PaymentReceipt(guest).expectShown();
  await rooms.open(created.id, stay);
  expect(await rooms.left(roomName)).toBe(left - 1);

  // 4. The dashboard moves by the booking's amount: the new lodging's card exactly, and the manager's totals
  // are the sum of the cards (journeys running alongside book the demo lodgings, so not a before/after).
  await page.getByRole('link', { name: '매출 대시보드' }).click();
  // The dashboard opens on this month, which holds today's payment.
  await expect.poll(() => dashboard.hotelSales(name)).toBe(total);
  expect(await dashboard.won('매출')).toBe(await dashboard.hotelCardsSum());

  // 5. The booking in the reservations table and in its .xlsx.
  await page.getByRole('link', { name: '예약 관리' }).click();
  await page.getByRole('searchbox', { name: '예약 검색' }).fill(bookingNumber);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: bookingNumber });
  await expect(row).toContainText(guestName);
  await expect(row).toContainText(name);
  await expect(row).toContainText('예약 완료');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(readSheet(await download.path()).find((r) => r['예약번호'] === bookingNumber)).toMatchObject({
    예약자: guestName,
    '회원 구분': '비회원',
    '결제 금액(원)': total,
    상태: '예약 완료',
  });

  // 6. The manager cancels it: the night is free again and the guest's lookup shows the refund.
  await row.getByRole('button', { name: /취소$/ }).click();
  await new CancelQuoteDialog(page).confirm(total, 100);
  await expect(
    page.getByText(`예약이 성공적으로 취소되었습니다. (환불 ${total.toLocaleString('ko-KR')}원)`),
  ).toBeVisible();
  await expect(row).toContainText('예약 취소');
  await rooms.open(created.id, stay);
  expect(await rooms.left(roomName)).toBe(left);
  await guest.goto('/booking-check');
  const booking = new GuestBookingPage(guest);
  // Read out as a person types it: lower case, no dashes.
  await booking.lookUp(bookingNumber.toLowerCase().replace(/-/g, ''), PHONE);
  await expect(booking.status('예약 취소')).toBeVisible();
  await expect(booking.value('환불 금액')).toHaveText(`${total.toLocaleString('ko-KR')}원`);

  // 7. The dashboard is back by the refund (sales are net of refunds).
  await page.getByRole('link', { name: '매출 대시보드' }).click();
  await expect.poll(() => dashboard.hotelSales(name)).toBe(0);
  expect(await dashboard.won('매출')).toBe(await dashboard.hotelCardsSum());

  // 8. Reviews (the new lodging has none yet): a reply and a deletion request on the demo lodgings' reviews.
  const { open } = await openReviews(request, token, 2, 'last');
  const [replied, reported] = open as [(typeof open)[0], (typeof open)[0]];
  await page.getByRole('link', { name: '리뷰 관리' }).click();
  const reply = `방문해 주셔서 감사합니다 (${Date.now()})`;
  const card = reviewCard(page, replied);
  await card.getByLabel('답글').fill(reply);
  await card.getByRole('button', { name: '답글 등록' }).click();
  await expect(card.getByText('답글이 등록되었습니다.')).toBeVisible();
  const target = reviewCard(page, reported);
  await target.getByRole('button', { name: '삭제 요청' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 삭제 요청' });
  await dialog.getByLabel('삭제 요청 사유').fill('숙소와 관계없는 광고성 내용입니다.');
  await dialog.getByRole('button', { name: '삭제 요청 보내기' }).click();
  await expect(page.getByText('삭제 요청이 성공적으로 접수되었습니다.')).toBeVisible();
  await expect(target.getByText('삭제 요청 처리 중')).toBeVisible();
  await expect(target.getByRole('button', { name: '삭제 요청' })).toHaveCount(0);
  const after = await getJson<Array<{ reviewId: number; reply: string | null; deletionStatus: string | null }>>(
    request,
    '/api/manager/reviews',
    token,
  );
  expect(after.find((r) => r.reviewId === replied.reviewId)?.reply).toBe(reply);
  expect(after.find((r) => r.reviewId === reported.reviewId)?.deletionStatus).toBe('PENDING');
  await guest.close();
});
