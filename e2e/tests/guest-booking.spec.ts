import { expect, test } from '@playwright/test';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { ConfirmDialog } from '../pages/confirm-dialog';
import { GuestBookingPage, PaymentReceipt } from '../pages/guest-booking-page';

const PHONE = '01055501234';

test('a guest books and pays in the sandbox window, finds the booking, cancels it with a full refund, and the room is free again', async ({
  page,
  request,
}) => {
  // 30 days ahead: the first refund tier (7 days or more before check-in) gives everything back.
  const stay = stayFor('속초', 30);
  const hotelId = await firstHotelId(request, stay);
  const hotel = new HotelRooms(page);
  await hotel.open(hotelId, stay);
  const hotelName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const roomName = (await hotel.bookable.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  const room = { name: roomName, left: await hotel.left(roomName) };
  const roomTotal = await hotel.total(roomName);
  await hotel.bookFirst();

  await expect(page).toHaveURL(/\/checkout-guest\?/);
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  // The room card's total is what checkout charges: the taxes and fees are inside it, never added here.
  expect(total).toBe(roomTotal);
  await expect(checkout.row('세금 및 수수료')).toHaveText('5,000원 포함');
  // Every missing field is marked at once, at the field, and the first one is focused.
  await checkout.pay.click();
  await expect(checkout.alert).toContainText('4개');
  await expect(checkout.phone).toHaveAccessibleDescription('비회원 예약 시 휴대폰 번호를 입력해주세요.');
  await expect(checkout.phone).toBeFocused();
  await expect(checkout.consent('개인정보 제3자 제공')).toHaveAccessibleDescription('필수 동의 항목입니다.');
  await expect(checkout.consent('개인정보 제3자 제공')).toHaveAccessibleName(
    new RegExp(`${hotelName}에 예약자 이름·연락처 제공`),
  );
  await checkout.fillGuest('홍길동', '0115550123');
  await checkout.pay.click();
  await expect(checkout.phone).toHaveAccessibleDescription('휴대폰 번호 형식이 올바르지 않습니다.');
  // An autofilled number with dashes is kept whole and shown as people read it.
  await checkout.phone.fill('010-5550-1234');
  await expect(checkout.phone).toHaveValue('010-5550-1234');
  await checkout.phone.fill(PHONE);
  await expect(checkout.phone).toHaveValue('010-5550-1234');
  await checkout.pay.click();
  await expect(checkout.consent('이용약관')).toBeFocused();
  await checkout.consent('이용약관').check();
  await checkout.consent('개인정보 수집·이용').check();
  await checkout.consent('개인정보 제3자 제공').check();
  await checkout.choosePayMethod('카카오페이');
  await checkout.pay.click();

  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(total);
  // The wallet chosen at checkout is the one the window opens with (Toss's direct easy-pay flow).
  await expect(window.method()).toHaveValue('KAKAOPAY');
  await window.pay();

  const receipt = new PaymentReceipt(page);
  const bookingNumber = await receipt.expectShown();
  await expect(receipt.heading).toHaveText('예약이 완료되었습니다');
  await expect(receipt.value('결제 수단')).toHaveText('카카오페이');
  await expect(receipt.receipt.getByRole('link', { name: '영수증 보기' })).toHaveAttribute(
    'href',
    /\/local\/toss\/receipt\//,
  );
  await expect(receipt.value('숙소')).toHaveText(hotelName);
  await expect(receipt.value('예약 상태')).toHaveText('예약 완료');
  await expect(receipt.value('최종 결제 금액')).toHaveText(`${total.toLocaleString('ko-KR')}원`);
  await expect(receipt.value('체크인')).toHaveText(
    /^\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) \d{2}:\d{2}부터$/,
  );
  // What a guest needs to arrive and to cancel free of charge.
  await expect(receipt.value('체크아웃')).toHaveText(/ \d{2}:\d{2}까지$/);
  await expect(receipt.value('주소')).not.toBeEmpty();
  await expect(receipt.value('무료 취소 마감')).toHaveText(
    /^\d{1,2}월 \d{1,2}일 \([월화수목금토일]\) \d{2}:\d{2}까지 전액 환불$/,
  );

  // The booking holds one unit of the room for those nights.
  await hotel.open(hotelId, stay);
  expect(await hotel.left(room.name)).toBe(room.left - 1);

  await page.goBack();
  await page.getByRole('link', { name: '예약 내역' }).click();
  await expect(page).toHaveURL(/\/booking-check\?bookingNumber=/);
  const booking = new GuestBookingPage(page);
  await expect(booking.bookingNumber).toHaveValue(bookingNumber);
  // Typed as a person reads it over the phone: any case, spaces for dashes.
  await booking.lookUp(bookingNumber.toLowerCase().replace(/-/g, ' '), PHONE);
  await expect(page).toHaveURL(new RegExp(`/guest/booking/${bookingNumber}$`));
  await expect(booking.card.getByRole('heading', { name: hotelName })).toBeVisible();
  await expect(booking.status('예약 완료')).toBeVisible();
  await expect(booking.card.getByText('카카오페이', { exact: true })).toBeVisible();
  await expect(booking.card.getByRole('link', { name: '영수증 보기' })).toBeVisible();
  // One guest's booking: never indexed.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

  // The policy is on the page; the cancel says what comes back before it is confirmed, no native prompt.
  await expect(page.getByRole('region', { name: '취소 및 환불 규정' })).toBeVisible();
  await booking.cancel.click();
  const quote = new CancelQuoteDialog(page);
  await expect(quote.value('환불되지 않는 금액')).toHaveText('0원');
  await quote.confirm(total, 100);
  await expect(page.getByRole('status')).toHaveText(
    `예약이 성공적으로 취소되었습니다. 환불 금액 ${total.toLocaleString('ko-KR')}원 (환불률 100%)`,
  );
  await expect(booking.status('예약 취소')).toBeVisible();
  // The refund is said as done, with its amount and when the card company shows it.
  await expect(booking.value('환불 상태')).toContainText(`환불 완료 · ${total.toLocaleString('ko-KR')}원`);
  await expect(booking.value('환불 상태')).toContainText('카드사에 따라 3~7영업일 후 환불돼요');

  // The nights are back in the inventory (checked through the API as well as the page).
  const detail = await request.post('/api/detail', {
    data: { hId: hotelId, startDate: stay.startDate, endDate: stay.endDate, roomCount: 1, people: 2 },
  });
  const rooms = ((await detail.json()) as { rooms: Array<{ type: string; availableCount: number }> }).rooms;
  expect(rooms.find((r) => r.type === room.name)?.availableCount).toBe(room.left);

  await booking.deleteHistory.click();
  await new ConfirmDialog(page, '예약 내역 삭제').accept('취소된 예약 내역을 삭제하시겠습니까?');
  await expect(page).toHaveURL(/\/booking-check$/);
  await expect(page.getByRole('status')).toHaveText('예약 내역이 삭제되었습니다.');
  await booking.lookUp(bookingNumber, PHONE);
  await expect(page.getByRole('alert')).toHaveText('예약 정보를 찾을 수 없습니다.');

  await hotel.open(hotelId, stay);
  expect(await hotel.left(room.name)).toBe(room.left);
});

test('a guest cancelling the day before check-in gets nothing back (the last tier)', async ({ page, request }) => {
  const stay = stayFor('강릉', 1, 1);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  await hotel.bookFirst();
  const checkout = new CheckoutPage(page);
  await checkout.totalAmount();
  await checkout.fillGuest('이내일', '01055504321');
  await checkout.terms.check();
  await checkout.pay.click();
  await new SandboxPaymentWindow(page).pay();
  const bookingNumber = await new PaymentReceipt(page).expectShown();

  await page.goto('/booking-check');
  const booking = new GuestBookingPage(page);
  await booking.lookUp(bookingNumber, '010-5550-4321');
  await expect(booking.status('예약 완료')).toBeVisible();
  await booking.cancel.click();
  const quote = new CancelQuoteDialog(page);
  await expect(quote.dialog.getByText('체크인 전날과 당일 취소')).toBeVisible();
  await quote.confirm(0, 0);
  await expect(page.getByRole('status')).toHaveText('예약이 성공적으로 취소되었습니다. 환불 금액 0원 (환불률 0%)');
  await expect(booking.deleteHistory).toBeVisible();
});
