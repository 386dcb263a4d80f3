import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inDays } from '../pages/booking-flow';
import { SandboxPaymentWindow } from '../pages/checkout-page';
import { Mailbox } from '../pages/mailbox';

// A visitor from abroad on a phone, their browser in English.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true });

const EMAIL = 'alex.visitor@example.com';
/** A Japanese mobile, as its owner types it at home (the trunk 0 included). */
const PHONE_AT_HOME = '090-5550-7788';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function textsMentioning(request: APIRequestContext, text: string) {
  const all = (await (await request.get('/dev/sms.json')).json()) as Array<{
    to: string;
    text: string;
    country?: string;
  }>;
  return all.filter((sms) => sms.text.includes(text));
}

test('an English-speaking phone visitor searches "Haeundae", books and pays; receipt, voucher, text and e-mail are in English', async ({
  page,
  request,
}) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const bar = page.getByRole('search', { name: 'Search stays' });
  const destination = bar.getByRole('combobox', { name: 'Destination' });
  await destination.click();
  await destination.pressSequentially('Haeundae', { delay: 50 });
  const area = page.getByRole('group', { name: 'Areas' }).getByRole('option', { name: /Haeundae-gu/ });
  await expect(area).toBeVisible();
  await area.click();
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?.*place=/);

  // The dates of the trip, as a shared link would carry them (3 weeks ahead: rooms are free).
  const url = new URL(page.url());
  url.searchParams.set('startDate', inDays(21));
  url.searchParams.set('endDate', inDays(23));
  await page.goto(url.toString());
  const results = page.getByRole('region', { name: 'Search results' });
  const card = results.getByRole('listitem').first();
  await expect(card).toBeVisible();
  // Won, the currency charged, with an approximate dollar amount marked as such.
  await expect(card.getByText(/₩[\d,]+/).first()).toBeVisible();
  await expect(card.locator('[data-approx-currency="USD"]').first()).toContainText(/≈ US\$[\d,.]+/);
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/en\/hotel\/\d+\?/);
  const rooms = page.getByRole('region', { name: 'Choose a room' });
  const bookable = rooms
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Book now', exact: true }) });
  await expect(bookable.first()).toBeVisible();
  const asGuest = page
    .getByRole('dialog', { name: 'How would you like to book?' })
    .getByRole('button', { name: 'Book as a guest' });
  await expect(async () => {
    if (!(await asGuest.isVisible()))
      await bookable.first().getByRole('button', { name: 'Book now', exact: true }).click({ timeout: 2_000 });
    await expect(asGuest).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await asGuest.click();

  await expect(page).toHaveURL(/\/en\/checkout-guest\?/);
  const total = page.getByTestId('total-amount');
  await expect(total).toHaveText(/^₩[\d,]+$/);
  const amount = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
  await page.getByLabel('Guest name', { exact: true }).fill('Alex Morgan');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('JP');
  await page.getByLabel('Mobile number', { exact: true }).fill(PHONE_AT_HOME);
  await page.getByLabel('Email (optional)').fill(EMAIL);
  await page.getByRole('checkbox', { name: /Agree to all/ }).check();
  expect.soft(await seriousViolations(page), 'checkout in English').toEqual([]);
  await page.getByRole('button', { name: /^Pay/ }).click();

  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(amount);
  await window.pay();

  // The receipt, in English, back under /en.
  await expect(page).toHaveURL(/\/en\/payment-success\?orderId=/);
  const receipt = page.getByLabel('Booking receipt');
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  const bookingNumber = (await page.getByTestId('booking-number').textContent()) ?? '';
  expect(bookingNumber).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(receipt).toContainText(`₩${amount.toLocaleString('en-US')}`);
  await expect(receipt).toContainText('Total paid');

  // The text to Japan, in English, sent as an international message; the e-mail too.
  await expect.poll(async () => (await textsMentioning(request, bookingNumber)).length, { timeout: 60_000 }).toBe(1);
  const [sms] = await textsMentioning(request, bookingNumber);
  expect(sms!.country).toBe('81');
  expect(sms!.text).toMatch(/confirmed/i);
  expect(sms!.text).not.toMatch(/예약완료/);
  const mailbox = new Mailbox();
  await expect.poll(() => mailbox.messagesTo(EMAIL).length, { timeout: 60_000 }).toBeGreaterThan(0);
  const mail = mailbox.messagesTo(EMAIL).find((one) => one.text.includes(bookingNumber))!;
  expect(mail.subject).toMatch(/confirmed/i);

  // The voucher: looked up with the number as typed at home, in English.
  await page.goto('/en/booking-check');
  await page.getByLabel('Booking number').fill(bookingNumber);
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('JP');
  await page.getByLabel('Phone number', { exact: true }).fill(PHONE_AT_HOME);
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/guest/booking/${bookingNumber}$`));
  const voucher = page.getByRole('article');
  await expect(voucher.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(voucher).toContainText(`₩${amount.toLocaleString('en-US')}`);
  await expect(page.getByRole('region', { name: 'Cancellation and refund policy' })).toBeVisible();
  expect.soft(await seriousViolations(page), 'voucher in English').toEqual([]);
});

for (const { prefix, lang, search } of [
  { prefix: '/en', lang: 'en', search: 'Search stays' },
  { prefix: '/ja', lang: 'ja', search: null },
  { prefix: '/zh', lang: 'zh-Hans', search: null },
])
  test(`the main, search, lodging and booking-check pages pass axe in ${lang}`, async ({ page, request }) => {
    const hotels = (await (
      await request.post('/api/search', {
        data: { region: '부산', startDate: inDays(30), endDate: inDays(31), numberOfRooms: 1, numberOfPeople: 2 },
      })
    ).json()) as Array<{ hId: number }>;
    for (const path of [
      '/',
      `/search?region=부산&startDate=${inDays(30)}&endDate=${inDays(31)}`,
      `/hotel/${hotels[0]!.hId}`,
      '/booking-check',
      '/terms',
    ]) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (search && path === '/') await expect(page.getByRole('search', { name: search })).toBeVisible();
      expect.soft(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
