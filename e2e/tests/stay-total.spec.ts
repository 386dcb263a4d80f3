import { expect, test } from '@playwright/test';
import { HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { GuestBookingPage, PaymentReceipt } from '../pages/guest-booking-page';
import { SearchResults } from '../pages/search-results';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The won of `305,000원` or `2박 총 305,000원`, as a number. */
const won = (text: string | null): number => Number(/([\d,]+)원/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test('a guest on a phone sees one total from the search card to the voucher, taxes and fees inside it, and cancels through the quote', async ({
  page,
}) => {
  // Two nights in 여수, two months ahead: no other journey books there.
  const stay = stayFor('여수', 60);
  const results = new SearchResults(page);
  await results.open({ ...stay });
  await results.waitForCards();
  const card = results.cards.first();
  const cardTotal = won(await card.getByText(/^[\d,]+원$/).textContent());
  expect(cardTotal).toBeGreaterThan(5_000);
  await expect(card.getByText('2박 · 객실 1개 총액')).toBeVisible();
  await expect(card.getByText('세금·수수료 포함')).toBeVisible();

  // The card is the cheapest room type that takes the stay: the detail's room cards say the same total.
  await card.getByRole('link').click();
  const hotel = new HotelRooms(page);
  await expect(hotel.bookable.first()).toBeVisible();
  const names = await hotel.bookable.getByRole('heading', { level: 3 }).allTextContents();
  const totals: number[] = [];
  for (const name of names) totals.push(await hotel.total(name));
  const lowest = Math.min(...totals);
  expect(lowest).toBe(cardTotal);
  const cheapest = names[totals.indexOf(lowest)]!;
  await hotel.book(hotel.room(cheapest));

  // Checkout charges it: the fees are a "포함" line, never added.
  await expect(page).toHaveURL(/\/checkout-guest\?/);
  const checkout = new CheckoutPage(page);
  expect(await checkout.totalAmount()).toBe(cardTotal);
  await expect(checkout.row('세금 및 수수료')).toHaveText('5,000원 포함');
  expect(await checkout.payAsGuest('김총액', '01055504321')).toBe(cardTotal);

  // And the voucher says it again.
  const receipt = new PaymentReceipt(page);
  await expect(receipt.receipt).toBeVisible();
  await expect(receipt.value('최종 결제 금액')).toHaveText(`${cardTotal.toLocaleString('ko-KR')}원`);
  await expect(receipt.value('세금 및 수수료')).toHaveText('5,000원 포함');

  // On the same phone the guest finds the booking and cancels it: the quote says what comes back first.
  const bookingNumber = await receipt.expectShown();
  await page.getByRole('link', { name: '예약 내역' }).click();
  const booking = new GuestBookingPage(page);
  await booking.lookUp(bookingNumber, '010-5550-4321');
  await booking.cancel.click();
  await new CancelQuoteDialog(page).confirm(cardTotal, 100);
  await expect(booking.status('예약 취소')).toBeVisible();
  await expect(booking.value('환불 상태')).toContainText(`환불 완료 · ${cardTotal.toLocaleString('ko-KR')}원`);
});
