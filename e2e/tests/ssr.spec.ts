import { expect, test } from '@playwright/test';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { PaymentReceipt } from '../pages/guest-booking-page';

test('a guest opens a server-rendered lodging page, it hydrates with no warning and no second fetch, and books from it', async ({
  page,
  request,
}) => {
  const stay = stayFor('경주', 50);
  const hotelId = await firstHotelId(request, stay);
  const path = `/hotel/${hotelId}?${new URLSearchParams({ ...stay }).toString()}`;

  // What a crawler or a link preview gets, without JavaScript: the lodging and its rooms are in the HTML.
  const served = await request.get(path, { headers: { accept: 'text/html' } });
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('객실 선택');
  expect(html).toMatch(/<meta property="og:description" content="[^"]*1박 기준 [\d,]+원~ \(세금·수수료 포함\)/);

  const problems: string[] = [];
  page.on('console', (message) => {
    // An HTTP status the page handles (a session check's 401) is the server's answer; a resource that could not be
    // reached at all (an outside host: the map's tiles once) counts, as does every other error or hydration warning.
    if (message.text().startsWith('Failed to load resource: the server responded')) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const detailRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && sent.postData()?.includes('"operationName":"HotelDetail"'))
      detailRequests.push(sent.url());
  });

  const hotel = new HotelRooms(page);
  await hotel.open(hotelId, stay);
  const hotelName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(html).toContain(hotelName);
  // Booking works only once the server's HTML has hydrated (its button does nothing before).
  await hotel.bookFirst();

  await expect(page).toHaveURL(/\/checkout-guest\?/);
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await checkout.fillGuest('김여행', '01055507788');
  await checkout.terms.check();
  await checkout.pay.click();
  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(total);
  await window.pay();
  const receipt = new PaymentReceipt(page);
  await receipt.expectShown();
  await expect(receipt.value('숙소')).toHaveText(hotelName);

  expect(problems).toEqual([]);
  // The lodging's data came with the HTML: hydrating asked for none of it again.
  expect(detailRequests).toEqual([]);
});
