import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../pages/accounts';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CancelQuoteDialog } from '../pages/cancel-quote-dialog';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { GuestBookingPage, PaymentReceipt } from '../pages/guest-booking-page';
import { LoginPage } from '../pages/login-page';
import { Mailbox } from '../pages/mailbox';

// Its own phone: a guest's holds are counted per phone, and the console journey runs beside this one.
const PHONE = '01055502929';

interface Sms {
  to: string;
  text: string;
  type: string;
}

/** The local Solapi's messages for this journey's phone, newest first. */
async function smsTo(request: APIRequestContext, phone: string): Promise<Sms[]> {
  const all = (await (await request.get('/dev/sms.json')).json()) as Sms[];
  return all.filter((sms) => sms.to === phone);
}

test('a guest who pays gets the confirmation SMS, cancels and gets the refund SMS; the manager is mailed both; the admin sees them sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stay = stayFor('제주', 45, 1);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  const hotelName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await hotel.bookFirst();
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await checkout.fillGuest('문자님', PHONE);
  await checkout.terms.check();
  await checkout.pay.click();
  await new SandboxPaymentWindow(page).pay();
  const receipt = new PaymentReceipt(page);
  const bookingNumber = await receipt.expectShown();
  const orderId = receipt.orderId();

  // Sent off the request path by the job queue: it arrives shortly after the receipt.
  await expect
    .poll(async () => (await smsTo(request, PHONE)).map((sms) => sms.text), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(`[쉼, 한국] 예약완료! - 예약번호 ${bookingNumber} / ${hotelName}`));
  // Money as 305,000원 and dates as 12월 4일 (금), never 305000원 or 12월 04일.
  const confirmation = (await smsTo(request, PHONE))[0]?.text ?? '';
  expect(confirmation).toContain(`결제금액 ${total.toLocaleString('ko-KR')}원`);
  expect(confirmation).toMatch(/체크인 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2} \//);
  expect(confirmation).toMatch(/무료 취소 마감 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
  expect(confirmation).not.toMatch(/월 0\d일/);
  expect(confirmation).not.toContain(orderId);
  await page.goto('/dev/sms');
  await expect(page.getByText(`예약번호 ${bookingNumber}`).first()).toBeVisible();

  await page.goto(`/booking-check?bookingNumber=${bookingNumber}`);
  const booking = new GuestBookingPage(page);
  await booking.lookUp(bookingNumber, PHONE);
  await booking.cancel.click();
  await new CancelQuoteDialog(page).confirm(total, 100);
  await expect(booking.status('예약 취소')).toBeVisible();
  await expect
    .poll(async () => (await smsTo(request, PHONE))[0]?.text, { timeout: 20_000 })
    .toContain(
      `[쉼, 한국] 예약취소 - 예약번호 ${bookingNumber} / ${hotelName} / 환불금액 ${total.toLocaleString('ko-KR')}원 / 환불 완료 `,
    );
  // 환불 완료 with its day, and when the card company shows it.
  expect((await smsTo(request, PHONE))[0]?.text).toMatch(
    / \/ 환불 완료 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) - 카드사에 따라 3~7영업일 후 환불돼요$/,
  );

  const mailbox = new Mailbox();
  await expect
    .poll(() => mailbox.messagesMentioning(bookingNumber).map((mail) => mail.subject), { timeout: 20_000 })
    .toEqual([`[쉼, 한국] 새 예약이 들어왔습니다 (${hotelName})`, `[쉼, 한국] 예약이 취소되었습니다 (${hotelName})`]);

  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('link', { name: '알림 발송 현황' }).click();
  await expect(page.getByRole('heading', { name: '알림 발송 현황' })).toBeVisible();
  await page.getByRole('tab', { name: /발송 완료/ }).click();
  // The operators' list names the payment's orderId.
  await expect(page.getByRole('row').filter({ hasText: orderId }).first()).toBeVisible();
  // Phones are shown as people read them.
  await expect(page.getByRole('row').filter({ hasText: '010-5550-2929' })).toHaveCount(2);
});
