import { expect, test } from '@playwright/test';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
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
  await hotel.bookFirst();

  await expect(page).toHaveURL(/\/checkout-guest\?/);
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await expect(checkout.row('세금 및 수수료')).toHaveText('5,000원');
  await checkout.pay.click();
  await expect(checkout.alert).toHaveText('비회원 예약 시 휴대폰 번호를 입력해주세요.');
  await checkout.fillGuest('홍길동', '0115550123');
  await checkout.pay.click();
  await expect(checkout.alert).toHaveText('휴대폰 번호 형식이 올바르지 않습니다.');
  await checkout.phone.fill(PHONE);
  await checkout.pay.click();
  await expect(checkout.alert).toHaveText('결제 약관에 동의해주세요.');
  await checkout.terms.check();
  await checkout.pay.click();

  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(total);
  await window.pay();

  const receipt = new PaymentReceipt(page);
  const orderId = await receipt.expectShown();
  await expect(receipt.heading).toHaveText('예약이 완료되었습니다');
  await expect(receipt.value('숙소')).toHaveText(hotelName);
  await expect(receipt.value('예약 상태')).toHaveText('예약 완료');
  await expect(receipt.value('최종 결제 금액')).toHaveText(`${total.toLocaleString('ko-KR')}원`);
  await expect(receipt.value('체크인')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\)$/);

  // The booking holds one unit of the room for those nights.
  await hotel.open(hotelId, stay);
  expect(await hotel.left(room.name)).toBe(room.left - 1);

  await page.goBack();
  await page.getByRole('link', { name: '예약 내역' }).click();
  await expect(page).toHaveURL(/\/booking-check\?orderId=/);
  const booking = new GuestBookingPage(page);
  await expect(booking.orderId).toHaveValue(orderId);
  await booking.lookUp(orderId, PHONE);
  await expect(page).toHaveURL(new RegExp(`/guest/booking/${orderId}$`));
  await expect(booking.card.getByRole('heading', { name: hotelName })).toBeVisible();
  await expect(booking.status('예약 완료')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await booking.cancel.click();
  await expect(page.getByRole('status')).toHaveText(
    `예약이 성공적으로 취소되었습니다. 환불 금액 ${total.toLocaleString('ko-KR')}원 (환불율 100%)`,
  );
  await expect(booking.status('예약 취소')).toBeVisible();

  // The nights are back in the inventory (checked through the API as well as the page).
  const detail = await request.post('/api/detail', {
    data: { hId: hotelId, startDate: stay.startDate, endDate: stay.endDate, roomCount: 1, people: 2 },
  });
  const rooms = ((await detail.json()) as { rooms: Array<{ type: string; availableCount: number }> }).rooms;
  expect(rooms.find((r) => r.type === room.name)?.availableCount).toBe(room.left);

  page.once('dialog', (dialog) => void dialog.accept());
  await booking.deleteHistory.click();
  await expect(page).toHaveURL(/\/booking-check$/);
  await expect(page.getByRole('status')).toHaveText('예약 내역이 삭제되었습니다.');
  await booking.lookUp(orderId, PHONE);
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
  const orderId = await new PaymentReceipt(page).expectShown();

  await page.goto('/booking-check');
  const booking = new GuestBookingPage(page);
  await booking.lookUp(orderId, '010-5550-4321');
  await expect(booking.status('예약 완료')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await booking.cancel.click();
  await expect(page.getByRole('status')).toHaveText('예약이 성공적으로 취소되었습니다. 환불 금액 0원 (환불율 0%)');
  await expect(booking.deleteHistory).toBeVisible();
});
