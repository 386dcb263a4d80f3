import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PHONE = '01055504350';

/** `npm run example:book` as the guide has it, against the e2e server; answers what it printed and its exit code. */
function exampleBook(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'example:book', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Seven weeks ahead in Korea: nights no other journey books. */
function checkInDay(): string {
  const at = new Date(Date.now() + 9 * 3_600_000 + 49 * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/**
 * A booking partner from the guide alone: the administrator issues a key in the console and registers the partner's
 * return origin on it, then the guide's `example:book` books and pays a stay through the sandbox's payment window
 * over HTTP, the window sends the guest back to the partner's origin, and the reservation ends confirmed.
 */
test('a partner key with a return origin books and pays with example:book, ending confirmed', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await loginToken(request, ADMIN.email, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const keyName = `예약 파트너 ${Date.now().toString(36)}`;
  let keyId: number | undefined;
  try {
    const login = new LoginPage(page);
    await login.open('/login');
    await login.loginAs(ADMIN);
    await expect(page).toHaveURL('/admin');
    await page.getByRole('link', { name: 'API 키' }).click();
    await expect(page.getByRole('heading', { name: 'API 키' })).toBeVisible();

    await page.getByLabel('키 이름').fill(keyName);
    await page.getByRole('checkbox', { name: /bookings:write/ }).check();
    await page.getByRole('button', { name: 'API 키 만들기' }).click();
    const shownKey = page.getByTestId('new-api-key');
    await expect(shownKey).toHaveText(/^shim_live_[\w-]{32}$/);
    const key = (await shownKey.textContent())!;

    // The partner's own site, where the payment window sends the guest back.
    await page.getByRole('button', { name: `${keyName} 돌아올 주소` }).click();
    const dialog = page.getByRole('dialog', { name: '결제 후 돌아올 주소' });
    await dialog.getByLabel('돌아올 주소').fill('https://partner.example/pay');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByRole('alert')).toContainText('경로 없는 사이트 주소');
    await dialog.getByLabel('돌아올 주소').fill('http://127.0.0.1:4491');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('돌아올 주소를 저장했습니다.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(keyName) })).toContainText('http://127.0.0.1:4491');
    const listed = await request.get('/api/admin/api-keys', { headers });
    keyId = ((await listed.json()) as Array<{ id: number; name: string }>).find((k) => k.name === keyName)?.id;

    const checkIn = checkInDay();
    const ran = await exampleBook(
      [
        '--region',
        '양양',
        '--check-in',
        checkIn,
        '--phone',
        PHONE,
        '--return-url',
        'http://127.0.0.1:4491',
        '--auto-pay',
      ],
      { SHIM_URL: baseURL!, SHIM_API_KEY: key },
    );
    expect(ran.out).toContain('결제창이 돌려보낸 주소: http://127.0.0.1:4491/shim/success?paymentKey=');
    expect(ran.out).toMatch(/결제 금액: [\d,]+원/);
    expect(ran.out).toContain('예약 상태: 예약 완료');
    expect(ran.code, ran.out).toBe(0);

    // The server says the same to the key: the order is a confirmed booking for those nights.
    const orderId = /주문 (\S+),/.exec(ran.out)![1]!;
    const answer = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        query:
          'query ($o: String!, $p: String) { reservationByOrder(orderId: $o, phone: $p) { status checkIn voucherUrl } }',
        variables: { o: orderId, p: PHONE },
      },
    });
    const booking = ((await answer.json()) as { data: { reservationByOrder: Record<string, string> } }).data
      .reservationByOrder;
    expect(booking).toMatchObject({ status: 'CONFIRMED', checkIn });
    expect(booking.voucherUrl).toBe(`${baseURL}/payment-success?orderId=${orderId}`);
  } finally {
    if (keyId !== undefined) await request.delete(`/api/admin/api-keys/${keyId}`, { headers });
  }
});
