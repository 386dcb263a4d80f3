import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUser, issueKey } from '../src/modules/api-keys/api-key-fixtures';
import { signatureOf } from '../src/modules/webhooks/webhook-secret';
import { startTestApp, type TestApp } from './harness';
import { createHotel } from './hotel-fixtures';

/**
 * docs/integrators.md cannot drift: every command in a block marked `sh runnable` is run here as written, against a
 * test server, with a partner key in SHIM_API_KEY, and what it prints is checked.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const guide = readFileSync(path.join(root, 'docs/integrators.md'), 'utf8');
const commands = [...guide.matchAll(/```sh runnable\n([\s\S]*?)```/g)].flatMap((block) =>
  block[1]!.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#')),
);

let app: TestApp;
let env: NodeJS.ProcessEnv;
const RETURN_ORIGIN = 'http://127.0.0.1:4491';

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  for (const [address, basePrice] of [
    ['서울특별시 종로구 안내로 1', 90_000],
    ['부산광역시 해운대구 안내로 2', 70_000],
  ] as const) {
    await createHotel(app.orm, { address, rooms: [{ basePrice, capacity: 4, unitCount: 3 }], days: 40 });
  }
  const admin = await consoleUser(app, 'ROLE_ADMIN');
  const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', {
    scopes: ['catalog:read', 'bookings:write'],
    returnOrigins: [RETURN_ORIGIN],
  });
  env = { ...process.env, SHIM_URL: app.url, SHIM_API_KEY: key, SHIM_WEBHOOK_SECRET: 'whsec_guide' };
}, 120_000);
afterAll(() => app.close());

interface Ran {
  code: number | null;
  out: string;
}

/** Runs one of the guide's lines in a shell at the repository's root, as a reader would. */
function runLine(line: string): { child: ChildProcess; done: Promise<Ran>; output: () => string } {
  // Its own process group, so stopping it stops npm and the script under it too.
  const child = spawn('sh', ['-c', line], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const done = new Promise<Ran>((resolve) => child.on('close', (code) => resolve({ code, out })));
  return { child, done, output: () => out };
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const confirmedOrders = async (): Promise<string[]> =>
  (
    await app.orm.em
      .getConnection()
      .execute<Array<{ order_id: string }>>(`select order_id from reservations where status = 'CONFIRMED'`)
  ).map((row) => row.order_id);

describe('the integrators guide', () => {
  it('has the commands it documents', () => {
    expect(commands.map((line) => line.split(' -- ')[0])).toEqual([
      'npm run example:find-stays',
      'npm run example:book',
      'npm run example:book',
      'npm run example:webhooks',
    ]);
  });

  it('finds stays across regions, money in won', async () => {
    const ran = await runLine(commands.find((line) => line.includes('example:find-stays'))!).done;
    expect(ran.out).toContain('2곳');
    expect(ran.out).toMatch(/70,000원 \(1박 평균\)\s+부산/);
    expect(ran.out).toMatch(/90,000원 \(1박 평균\)\s+서울/);
    expect(ran.out.indexOf('70,000원')).toBeLessThan(ran.out.indexOf('90,000원'));
    expect(ran.code).toBe(0);
  }, 120_000);

  it('books and pays through the sandbox window, ending in a confirmed reservation', async () => {
    const [toSite, toPartner] = commands.filter((line) => line.includes('example:book'));
    const first = await runLine(toSite!).done;
    expect(first.out, first.out).toContain('예약 상태: 예약 완료');
    expect(first.out).toContain('결제 금액: 95,000원');
    expect(first.out).toContain(`결제창이 돌려보낸 주소: ${app.url}/payment/success?paymentKey=tsbx_`);
    expect(first.out).toMatch(new RegExp(`예약 확인서: ${app.url}/payment-success\\?orderId=`));
    expect(first.code).toBe(0);
    const orderId = /주문 (\S+),/.exec(first.out)![1]!;
    expect(await confirmedOrders()).toContain(orderId);

    // Two nights in 부산, the guest sent back to the partner's own page (the key's return origin).
    const second = await runLine(toPartner!).done;
    expect(second.out, second.out).toContain(`결제창이 돌려보낸 주소: ${RETURN_ORIGIN}/shim/success?paymentKey=tsbx_`);
    expect(second.out).toContain('결제 금액: 145,000원');
    expect(second.out).toContain('예약 상태: 예약 완료');
    expect(second.code).toBe(0);
    expect(await confirmedOrders()).toContain(/주문 (\S+),/.exec(second.out)![1]!);
  }, 180_000);

  it('runs the webhook receiver, which prints a signed delivery and refuses a forged one', async () => {
    const receiver = runLine(commands.find((line) => line.includes('example:webhooks'))!);
    try {
      await until(() => receiver.output().includes('웹훅 수신기: http://127.0.0.1:4490/shim-webhooks'), 'the receiver');
      const body = JSON.stringify({
        id: 'evt_guide',
        type: 'reservation.confirmed',
        createdAt: '2026-11-29T00:00:00.000Z',
        data: { orderId: 'ORD-guide' },
      });
      const post = (secret: string) =>
        fetch('http://127.0.0.1:4490/shim-webhooks', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shim-signature': signatureOf(secret, body, new Date()) },
          body,
        }).then((answer) => answer.status);
      expect(await post('whsec_forged')).toBe(401);
      expect(await post('whsec_guide')).toBe(204);
      await until(() => receiver.output().includes('reservation.confirmed evt_guide'), 'the event printed');
      expect(receiver.output()).toContain('"orderId":"ORD-guide"');
    } finally {
      process.kill(-receiver.child.pid!, 'SIGTERM');
      await receiver.done;
    }
  }, 120_000);
});
