import { expect, test } from '@playwright/test';
import { MEMBER } from '../pages/accounts';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';

const SIGNUP_COUPON = '신규 가입 10% 할인 쿠폰';

test('a member books with the sign-up coupon, pays, sees the receipt and finds the booking in my page', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs(MEMBER);
  await expect(page).toHaveURL('/');

  const stay = stayFor('인천', 33);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  const hotelName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await hotel.bookFirst();

  await expect(page).toHaveURL(/\/checkout\?.*price=\d+/);
  const checkout = new CheckoutPage(page);
  const before = await checkout.totalAmount();
  const base = Number(((await checkout.row('객실 요금').textContent()) ?? '').replace(/\D/g, ''));
  await checkout.coupon.selectOption({ label: `${SIGNUP_COUPON} (10% 할인)` });
  const discount = Math.floor(base / 10);
  await expect(checkout.row('쿠폰 할인')).toHaveText(`-${discount.toLocaleString('ko-KR')}원`);
  await expect(checkout.total).toHaveText(`${(before - discount).toLocaleString('ko-KR')}원`);
  await checkout.terms.check();
  await checkout.pay.click();

  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(before - discount);
  await window.pay();

  const receipt = new PaymentReceipt(page);
  const bookingNumber = await receipt.expectShown();
  await expect(receipt.heading).toHaveText('예약이 완료되었습니다');
  await expect(receipt.value('숙소')).toHaveText(hotelName);
  await expect(receipt.value('최종 결제 금액')).toHaveText(`${(before - discount).toLocaleString('ko-KR')}원`);
  await page.getByRole('button', { name: '복사', exact: true }).click();
  await expect(page.getByText('복사됨')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingNumber);
  await expect(page.getByText('복사됨')).toHaveCount(0);

  await page.getByRole('link', { name: '예약 내역' }).click();
  await expect(page).toHaveURL(/\/mypage\?tab=reservations/);
  const card = page.getByRole('region', { name: '다가오는 예약' }).getByRole('listitem', { name: hotelName }).first();
  await expect(card.getByText('예약 완료')).toBeVisible();

  // Leave the demo member as found: cancelling gives the coupon back.
  await card.getByRole('button', { name: '예약 취소' }).click();
  const quote = new CancelQuoteDialog(page);
  await expect(quote.value('환불 금액')).toBeVisible();
  await quote.dialog.getByRole('button', { name: /환불하고 취소$/ }).click();
  await expect(page.getByText(/예약이 성공적으로 취소되었습니다\. \(환불 금액 [\d,]+원/)).toBeVisible();
  await new MyPage(page).open('coupons');
  await expect(new MyPage(page).coupon(SIGNUP_COUPON)).toBeVisible();
});
