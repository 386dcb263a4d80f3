import { createServer } from 'node:http';
import { addDays, apiKey, koreanDate, parseArgs, run, seoulDate, serverUrl, text } from './cli';
import {
  bookingByOrder,
  completeBooking,
  createShimClient,
  findStays,
  payInSandboxWindow,
  paymentReturnOf,
  paymentWindowConfig,
  prepareBooking,
  previewBooking,
  readRooms,
  won,
  type PaymentReturn,
  type ShimClient,
} from './shim-client';

/**
 * A whole booking as a partner makes one (docs/integrators.md §8), with a key holding `catalog:read` and
 * `bookings:write` in SHIM_API_KEY (SHIM_URL, else http://localhost:4000):
 *
 *   npm run example:book -- [--region 서울 | --hotel 12 --room 34] [--check-in YYYY-MM-DD] [--nights 1]
 *     [--persons 2] [--phone 01012345678] [--name 김연동] [--return-url http://127.0.0.1:4491] [--auto-pay]
 *
 * preview → prepare → the payment window → complete → reservationByOrder. `--auto-pay` pays in the local sandbox's
 * window over HTTP as the guest's browser would; without it the window's URL is printed for a person to pay in, and
 * this command waits on `--return-url` (one of the key's return origins) for the window to send the guest back.
 */
run(async () => {
  const args = parseArgs(process.argv.slice(2));
  const client = createShimClient({ url: serverUrl(), key: apiKey() });
  const autoPay = args.options.get('auto-pay') === true;
  const checkIn = text(args, 'check-in') ?? seoulDate(14);
  const checkOut = text(args, 'check-out') ?? addDays(checkIn, Number(text(args, 'nights') ?? 1));
  const persons = Number(text(args, 'persons') ?? 2);
  const phone = text(args, 'phone') ?? '01012345678';
  const returnUrl = text(args, 'return-url') ?? (autoPay ? undefined : 'http://127.0.0.1:4491');

  const choice = await chooseRoom(client, args, { checkIn, checkOut, persons });
  const stay = { hotelId: choice.hotelId, roomId: choice.roomId, checkIn, checkOut, roomCount: 1, persons };
  const price = await previewBooking(client, stay);
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  console.log(`숙소: ${choice.label}`);
  console.log(`일정: ${koreanDate(checkIn)} – ${koreanDate(checkOut)}, ${nights}박, ${persons}명`);
  console.log(
    `결제 금액: ${won(price.totalAmount)} (숙박 총액 ${won(price.stayTotal)}, 세금·수수료 ${won(price.taxes)} 포함)`,
  );

  const returns = returnUrl ? { successUrl: `${returnUrl}/shim/success`, failUrl: `${returnUrl}/shim/fail` } : {};
  const prepared = await prepareBooking(client, {
    ...stay,
    phone,
    guestName: text(args, 'name') ?? '김연동',
    ...returns,
  });
  console.log(`예약 준비: 주문 ${prepared.orderId}, ${won(prepared.totalAmount)}, 객실을 10분간 잡아 둠`);

  if (!prepared.paymentWindowUrl) {
    const config = await paymentWindowConfig(client);
    console.log(
      `결제창: 토스페이먼츠 SDK를 client key ${config.clientKey}로 열고 requestPayment('카드', {amount: ${prepared.totalAmount}, ` +
        `orderId: '${prepared.orderId}', orderName, customerName, successUrl: '${prepared.successUrl}', failUrl: '${prepared.failUrl}'})`,
    );
  } else if (!autoPay) console.log(`결제창: ${prepared.paymentWindowUrl}`);

  let paid: PaymentReturn | null;
  if (autoPay && prepared.paymentWindowUrl) {
    const window = await payInSandboxWindow(prepared.paymentWindowUrl);
    console.log(`결제창이 돌려보낸 주소: ${window.location}`);
    paid = window.paid;
  } else {
    if (!returnUrl) throw new Error('--return-url 이 필요합니다 (결제창이 손님을 돌려보낼 내 사이트).');
    console.log(`${returnUrl} 에서 결제창이 돌려보내기를 기다립니다...`);
    paid = paymentReturnOf(await waitForReturn(returnUrl));
  }
  if (!paid) throw new Error('결제하지 않았습니다 (결제창에서 취소하거나 실패).');

  const completed = await completeBooking(client, paid);
  const booking = await bookingByOrder(client, completed.orderId, phone);
  console.log(
    `예약 상태: ${booking.statusLabel} · 예약번호 ${booking.bookingNumber} · ${booking.hotel.name} ${booking.room.name}`,
  );
  console.log(`결제: ${won(booking.payment.totalAmount)} (${booking.payment.method ?? '카드'})`);
  if (booking.voucherUrl) console.log(`예약 확인서: ${booking.voucherUrl}`);
  if (booking.status !== 'CONFIRMED') throw new Error(`예약이 확정되지 않았습니다: ${booking.status}`);
});

/** `--hotel`/`--room`, else the cheapest bookable room type in `--region` (default 서울) for the stay. */
async function chooseRoom(
  client: ShimClient,
  args: ReturnType<typeof parseArgs>,
  stay: { checkIn: string; checkOut: string; persons: number },
): Promise<{ hotelId: number; roomId: number; label: string }> {
  const search = { startDate: stay.checkIn, endDate: stay.checkOut, persons: stay.persons, rooms: 1 };
  const hotelId = Number(text(args, 'hotel'));
  const candidates = Number.isSafeInteger(hotelId)
    ? [hotelId]
    : (await findStays(client, [text(args, 'region') ?? '서울'], search))
        .filter((found) => found.minPrice !== null)
        .map((found) => found.id);
  const roomId = Number(text(args, 'room'));
  for (const id of candidates.slice(0, 10)) {
    const hotel = await readRooms(client, id, search);
    const rooms = hotel.rooms
      .filter((room) => room.offer?.bookable && room.capacity >= stay.persons)
      .filter((room) => !Number.isSafeInteger(roomId) || room.id === roomId)
      .sort((a, b) => (a.offer?.stayPrice ?? Infinity) - (b.offer?.stayPrice ?? Infinity));
    if (rooms[0]) return { hotelId: id, roomId: rooms[0].id, label: `${hotel.name} · ${rooms[0].name}` };
  }
  throw new Error('그 날짜에 예약할 수 있는 객실이 없습니다.');
}

/** Listens on the return URL's port (this machine) for the window to send the guest back; answers them a page. */
function waitForReturn(returnUrl: string): Promise<string> {
  const base = new URL(returnUrl);
  return new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', base);
      if (!url.pathname.startsWith('/shim/')) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><meta charset="utf-8"><p>결제 결과를 받았습니다. 이 창을 닫아도 됩니다.</p>');
      server.close();
      resolve(url.toString());
    });
    server.once('error', reject);
    server.listen(Number(base.port || 80), base.hostname);
  });
}
