import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { endGuestHolds } from '../pages/guest-holds';

const GUEST_PHONE = '01055509876';

// These journeys leave their bookings unpaid on purpose: their holds must not keep the next guest from booking
// (127.0.0.1 may hold two at once, and other journeys book from it at the same time).
test.afterEach(() => endGuestHolds(GUEST_PHONE));

async function guestToPaymentWindow(page: Page, request: APIRequestContext, offset: number) {
  const stay = stayFor('부산', offset);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  await hotel.bookFirst();
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await checkout.fillGuest('김거절', GUEST_PHONE);
  await checkout.terms.check();
  await checkout.pay.click();
  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(total);
  return window;
}

test('a refused card shows 결제 실패 with the card company message; the booking stays unpaid', async ({
  page,
  request,
}) => {
  const window = await guestToPaymentWindow(page, request, 36);
  await window.pay('카드 거절');

  await expect(page).toHaveURL(/\/payment-success\?orderId=/);
  await expect(page.getByRole('alert')).toHaveText('결제 실패: 한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
  await expect(page.getByLabel('예약 영수증').getByText('결제 대기')).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로' })).toBeVisible();
});

test('closing the payment window goes to the fail page with its message and both buttons', async ({
  page,
  request,
}) => {
  const window = await guestToPaymentWindow(page, request, 38);
  await window.cancel();

  await expect(page).toHaveURL(/\/payment\/fail\?/);
  await expect(page.getByRole('alert')).toHaveText('결제 실패: 사용자에 의해 결제가 취소되었습니다.');
  await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: '예약 내역' })).toHaveAttribute('href', '/booking-check');
});
