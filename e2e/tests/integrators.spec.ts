import { expect, test } from '@playwright/test';
import { createShimClient, readNights, updateNights } from '../../scripts/examples/shim-client';
import { startWebhookReceiver } from '../../scripts/examples/webhook-receiver';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { HotelRooms, nextWeekend } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { PaymentReceipt } from '../pages/guest-booking-page';
import { endGuestHolds } from '../pages/guest-holds';
import { LoginPage } from '../pages/login-page';
import { ownLodging } from '../pages/manager-hotels';

const PHONE = '01055503232';
const SATURDAY_PRICE = 177_000;

/**
 * API keys and webhooks end to end: a manager issues a key and registers a webhook in the console, a channel manager (the
 * example client of scripts/examples, run here) prices next Saturday with the key, a guest books and pays that
 * night, and the example's receiver gets `reservation.confirmed` for the booking, its signature verified.
 */
test('a channel manager prices a night with a console key, and hears of its booking by a signed webhook', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // One receiver port per worker running at the same time (the brief's 4490–4499); the e2e server is started with
  // WEBHOOK_ALLOW_PRIVATE=true (scripts/e2e-server.mjs) so it may deliver to this machine.
  const receiver = await startWebhookReceiver({ port: 4490 + testInfo.parallelIndex });
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const { name, hotelId, roomId } = await ownLodging(request, token, '연동 펜션');
  const { saturday, sunday } = nextWeekend();
  let webhookId: number | undefined;
  try {
    const login = new LoginPage(page);
    await login.open('/manager-login');
    await login.loginAs(MANAGER);

    // The key, shown once.
    await page.getByRole('link', { name: 'API 키' }).click();
    await page.getByLabel('키 이름').fill(`채널 매니저 ${name}`);
    await page.getByRole('checkbox', { name: /calendar:write/ }).check();
    await page.getByRole('checkbox', { name: /reservations:read/ }).check();
    await page.getByRole('button', { name: 'API 키 만들기' }).click();
    const shownKey = page.getByTestId('new-api-key');
    await expect(shownKey).toHaveText(/^shim_live_[\w-]{32}$/);
    const key = (await shownKey.textContent())!;

    // The webhook for confirmed bookings only, its secret shown once.
    await page.getByRole('link', { name: '웹훅', exact: true }).click();
    await page.getByLabel('받을 주소').fill(receiver.url);
    await page.getByRole('checkbox', { name: /reservation\.cancelled/ }).uncheck();
    await expect(page.getByRole('checkbox', { name: /reservation\.confirmed/ })).toBeChecked();
    await page.getByRole('button', { name: '웹훅 등록' }).click();
    const shownSecret = page.getByTestId('webhook-secret');
    await expect(shownSecret).toHaveText(/^whsec_/);
    receiver.secret = (await shownSecret.textContent())!;
    await expect(page.getByRole('region', { name: receiver.url })).toBeVisible();
    const listed = await request.get('/api/manager/webhooks', { headers: { Authorization: `Bearer ${token}` } });
    webhookId = ((await listed.json()) as Array<{ id: number; url: string }>).find((w) => w.url === receiver.url)?.id;

    // The channel manager's push with the key, read back.
    const client = createShimClient({ url: baseURL!, key });
    const pushed = await updateNights(client, {
      roomIds: [roomId],
      from: saturday,
      to: saturday,
      price: SATURDAY_PRICE,
    });
    expect(pushed.updatedNights).toBe(1);
    expect(await readNights(client, { hotelId, roomId }, saturday, saturday)).toEqual([
      expect.objectContaining({ date: saturday, price: SATURDAY_PRICE, sold: 0, closed: false }),
    ]);

    // A guest (a browser of their own) books that Saturday night at the pushed price and pays.
    const guest = await browser.newPage();
    const hotel = new HotelRooms(guest);
    await hotel.open(hotelId, { region: '서울', startDate: saturday, endDate: sunday, rooms: '1', persons: '2' });
    await hotel.book(hotel.room('바다방'));
    const checkout = new CheckoutPage(guest);
    await expect(checkout.row('객실 요금')).toHaveText(`${SATURDAY_PRICE.toLocaleString('ko-KR')}원`);
    await checkout.payAsGuest('연동객', PHONE);
    const receipt = new PaymentReceipt(guest);
    await receipt.expectShown();
    const orderId = receipt.orderId();
    await guest.close();

    // The confirmation reaches the receiver through the job queue, signed with the secret shown once.
    const event = await receiver.waitFor((e) => e.data.orderId === orderId, 60_000);
    expect(event).toMatchObject({
      type: 'reservation.confirmed',
      data: { hotelId, roomId, checkIn: saturday, checkOut: sunday, status: 'CONFIRMED' },
    });
    expect((await readNights(client, { hotelId, roomId }, saturday, saturday))[0]?.sold).toBe(1);
  } finally {
    await endGuestHolds(PHONE);
    if (webhookId !== undefined) {
      await request.delete(`/api/manager/webhooks/${webhookId}`, { headers: { Authorization: `Bearer ${token}` } });
    }
    await receiver.close();
  }
});
