import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, inDays, type Stay } from '../pages/booking-flow';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { CheckoutPage } from '../pages/checkout-page';
import { ConfirmDialog } from '../pages/confirm-dialog';
import { getJson, hotelScore, openReviews, readSheet, reviewCard, type ManagerReviewRow } from '../pages/console-api';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';

const PHONE = '01055507788';

test('a manager sees a guest’s booking, cancels it with a full refund, answers and reports reviews; the admin decides', async ({
  page,
  browser,
  request,
}) => {
  const managerToken = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const adminToken = await loginToken(request, ADMIN.email, DEMO_PASSWORD);

  // A lodging of the demo manager with at least three reviews nobody has answered or reported yet.
  const { hotelId, all, open } = await openReviews(request, managerToken, 3);
  const [replied, approved, rejected] = open as [ManagerReviewRow, ManagerReviewRow, ManagerReviewRow];

  // 1. A guest books it (three weeks ahead, one night) and pays in the sandbox window.
  const stay: Stay = { region: '', startDate: inDays(22), endDate: inDays(23), rooms: '1', persons: '2' };
  const rooms = new HotelRooms(page);
  await rooms.open(hotelId, stay);
  const roomName = (await rooms.bookable.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  const left = await rooms.left(roomName);
  await rooms.bookFirst();
  const guestName = `콘솔${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 8);
  const total = await new CheckoutPage(page).payAsGuest(guestName, PHONE);
  const bookingNumber = await new PaymentReceipt(page).expectShown();

  // 2. The manager finds it in the reservations table by the booking number the guest reads out.
  const manager = await browser.newContext();
  const desk = await manager.newPage();
  const login = new LoginPage(desk);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(desk).toHaveURL('/manager');
  await desk.getByRole('link', { name: '예약 관리' }).click();
  await desk.getByRole('searchbox', { name: '예약 검색' }).fill(bookingNumber.toLowerCase());
  await desk.getByRole('button', { name: '검색', exact: true }).click();
  const row = desk.getByRole('row').filter({ hasText: bookingNumber });
  await expect(row).toContainText(guestName);
  await expect(row).toContainText('비회원');
  await expect(row).toContainText('예약 완료');
  await expect(desk.getByRole('tab', { name: '비회원 1' })).toBeVisible();

  // 3. The period's .xlsx holds the booking, amounts as numbers.
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('button', { name: '엑셀 다운로드' }).click();
  const file = await (await downloading).path();
  const sheetRow = readSheet(file).find((r) => r['예약번호'] === bookingNumber);
  expect(sheetRow).toMatchObject({
    예약자: guestName,
    '회원 구분': '비회원',
    '결제 금액(원)': total,
    상태: '예약 완료',
  });

  // 4. The manager cancels it: the guest is refunded in full and the night is free again.
  await row.getByRole('button', { name: /취소$/ }).click();
  await new CancelQuoteDialog(desk).confirm(total, 100);
  await expect(
    desk.getByText(`예약이 성공적으로 취소되었습니다. (환불 ${total.toLocaleString('ko-KR')}원)`),
  ).toBeVisible();
  await expect(row).toContainText('예약 취소');
  // Cancelled: the row keeps only its detail, no cancel.
  await expect(row.getByRole('button', { name: /취소$/ })).toHaveCount(0);
  const booking = await request.get('/api/reservations/guest', { params: { bookingNumber, phone: PHONE } });
  expect(await booking.json()).toMatchObject({ status: '예약 취소', canceledAmount: total });
  await rooms.open(hotelId, stay);
  expect(await rooms.left(roomName)).toBe(left);

  // 5. A reply, shown under the review on the lodging page.
  await desk.getByRole('link', { name: '리뷰 관리' }).click();
  const reply = `소중한 후기 감사합니다 (${Date.now()})`;
  const card = reviewCard(desk, replied);
  await card.getByLabel('답글').fill(reply);
  await card.getByRole('button', { name: '답글 등록' }).click();
  await expect(card.getByText('답글이 등록되었습니다.')).toBeVisible();
  await rooms.open(hotelId, stay);
  const section = page.getByRole('region', { name: '리뷰', exact: true });
  await expect(section.getByRole('listitem').filter({ hasText: replied.content }).first()).toContainText(reply);

  // The approved review by its anchor (#review-{id}): public pages mask the authors, and the demo sales' reviews
  // repeat a few texts, so neither tells it from the others.
  const approvedOnPage = section.locator(`#review-${approved.reviewId}`);
  await expect(approvedOnPage).toHaveCount(1);

  // 6. Two deletion requests through the modal; the button is gone once asked.
  for (const review of [approved, rejected]) {
    const target = reviewCard(desk, review);
    await target.getByRole('button', { name: '삭제 요청' }).click();
    const dialog = desk.getByRole('dialog', { name: '리뷰 삭제 요청' });
    await dialog.getByLabel('삭제 요청 사유').fill('숙소와 관계없는 내용입니다.');
    await dialog.getByRole('button', { name: '삭제 요청 보내기' }).click();
    await expect(desk.getByText('삭제 요청이 성공적으로 접수되었습니다.')).toBeVisible();
    await expect(target.getByText('삭제 요청 처리 중')).toBeVisible();
    await expect(target.getByRole('button', { name: '삭제 요청' })).toHaveCount(0);
  }

  // 7. The administrator approves one (gone from the lodging page, the score follows) and rejects the other.
  const queue = await getJson<Array<{ id: number; review: { reviewId: number } }>>(
    request,
    '/api/admin/reviews/deletion-requests',
    adminToken,
  );
  const requestOf = (review: ManagerReviewRow) => queue.find((r) => r.review.reviewId === review.reviewId)!.id;
  const before = await hotelScore(request, hotelId);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const adminLogin = new LoginPage(adminPage);
  await adminLogin.open();
  await adminLogin.loginAs(ADMIN);
  await expect(adminPage).toHaveURL('/admin');
  await adminPage.getByRole('link', { name: '리뷰 삭제 요청' }).click();
  const approveItem = adminPage.getByRole('listitem', { name: `삭제 요청 ${requestOf(approved)}` });
  await expect(approveItem).toContainText(approved.content);
  await approveItem.getByRole('button', { name: '승인 (리뷰 삭제)' }).click();
  await new ConfirmDialog(adminPage, '리뷰 삭제').accept('이 리뷰를 삭제하시겠습니까?');
  await expect(adminPage.getByText('리뷰가 삭제되었습니다.')).toBeVisible();
  await expect(approveItem).toHaveCount(0);

  const rejectItem = adminPage.getByRole('listitem', { name: `삭제 요청 ${requestOf(rejected)}` });
  await rejectItem.getByRole('button', { name: '반려' }).click();
  const rejectDialog = adminPage.getByRole('dialog', { name: '삭제 요청 반려' });
  await rejectDialog.getByLabel(/반려 사유/).fill('이용 후기로 보입니다.');
  await rejectDialog.getByRole('button', { name: '반려하기' }).click();
  await expect(adminPage.getByText('삭제 요청이 반려되었습니다.')).toBeVisible();

  const after = await hotelScore(request, hotelId);
  expect(before.reviewCount).toBe(all.length);
  expect(after.reviewCount).toBe(all.length - 1);
  const sum = all.reduce((total, review) => total + review.score, 0) - approved.score;
  expect(after.avgScore).toBe(Math.round((sum * 10) / after.reviewCount) / 10);
  await rooms.open(hotelId, stay);
  await expect(section.getByText(`리뷰 ${after.reviewCount}개`)).toBeVisible();
  await expect(section.getByText(after.avgScore!.toFixed(1), { exact: true })).toBeVisible();
  await expect(approvedOnPage).toHaveCount(0);

  // 8. The manager sees the rejection and its reason.
  await desk.reload();
  const rejectedCard = reviewCard(desk, rejected);
  await expect(rejectedCard).toContainText('삭제 요청 반려');
  await expect(rejectedCard).toContainText('사유: 이용 후기로 보입니다.');
  await manager.close();
  await admin.close();
});
