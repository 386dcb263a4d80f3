import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { ADMIN } from '../pages/accounts';
import { databaseUrl } from '../pages/e2e-database';
import { firstHotelId, HotelRooms, stayFor } from '../pages/booking-flow';
import { CheckoutPage, SandboxPaymentWindow } from '../pages/checkout-page';
import { LoginPage } from '../pages/login-page';

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A guest pays in the window, but Toss never answers the confirm (its 응답 없음 switch): answers the orderId. */
async function unansweredPayment(page: Page, request: Parameters<typeof firstHotelId>[0]): Promise<string> {
  const stay = stayFor('부산', 44);
  const hotel = new HotelRooms(page);
  await hotel.open(await firstHotelId(request, stay), stay);
  await hotel.bookFirst();
  const checkout = new CheckoutPage(page);
  const total = await checkout.totalAmount();
  await checkout.fillGuest('김정산', '01055501234');
  await checkout.terms.check();
  await checkout.pay.click();
  const window = new SandboxPaymentWindow(page);
  await window.expectOpen(total);
  await window.pay('응답 없음');
  await expect(page).toHaveURL(/orderId=/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

test('정산 확인 필요 shows a void Toss keeps failing, and the administrator’s retry settles it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const orderId = await unansweredPayment(page, request);
  await expect.poll(() => sql(`select id from payment_attempts where order_id = $1`, [orderId])).toHaveLength(1);

  // Toss did approve it after all, and is failing its cancels; meanwhile the hold ran out.
  await sql(
    `update sandbox_payments set status = 'DONE', approved_at = now(), scenario = 'CANCEL_FAILS'
      where order_id = $1 and status = 'READY'`,
    [orderId],
  );
  await sql(`update reservations set hold_expires_at = now() - interval '1 second' where order_id = $1`, [orderId]);
  await sql(`update payment_attempts set next_try_at = now() where order_id = $1`, [orderId]);
  // The server's reconciliation (every 30 s) finds it, and its void fails.
  await expect
    .poll(() => sql(`select id from payment_attempts where order_id = $1 and kind = 'VOID' and tries > 0`, [orderId]), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toHaveLength(1);
  // Six tries over hours are not waited for: it is put on the list as they would put it.
  await sql(`update payment_attempts set dead_at = now(), tries = 6 where order_id = $1 and kind = 'VOID'`, [orderId]);

  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('link', { name: '정산 확인 필요' }).click();
  await expect(page.getByRole('heading', { name: '정산 확인 필요' })).toBeVisible();
  const row = page.getByTestId('unsettled-row').filter({ hasText: orderId });
  await expect(row).toContainText('결제 취소');
  await expect(row).toContainText('FAILED_INTERNAL_SYSTEM_PROCESSING');
  await expect(row).toContainText('6회');

  // Toss works again; the retry voids the payment and the row leaves the list.
  await sql(`update sandbox_payments set scenario = null where order_id = $1`, [orderId]);
  await row.getByRole('button', { name: `${orderId} 다시 시도` }).click();
  await expect(page.getByText(new RegExp(`주문 ${orderId}[을를] 정산했습니다\\.`))).toBeVisible();
  await expect(page.getByTestId('unsettled-row').filter({ hasText: orderId })).toHaveCount(0);
  const [payment] = await sql<{ status: string }>(`select status from sandbox_payments where order_id = $1`, [orderId]);
  expect(payment?.status).toBe('CANCELED');
});
