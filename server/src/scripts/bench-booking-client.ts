/**
 * The load of `npm run bench:booking`, in a worker thread so the clients do not share the app's event
 * loop: `concurrency` guests take the next stay of the list and book it (prepare → the sandbox's payment
 * window → complete) until the list is done. Posts the counts and timings back.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ClientStay {
  hotelId: number;
  roomId: number;
  persons: number;
  checkin: string;
  checkout: string;
}

export interface ClientJob {
  base: string;
  /** Where the Toss sandbox's payment window is (the app, or the sandbox's own worker). */
  windowBase: string;
  concurrency: number;
  stays: ClientStay[];
}

export interface ClientResult {
  completed: number;
  soldOut: number;
  errors: number;
  seconds: number;
  booking: number[];
  prepare: number[];
  window: number[];
  complete: number[];
}

const { base, windowBase, concurrency, stays } = workerData as ClientJob;
const result: ClientResult = {
  completed: 0,
  soldOut: 0,
  errors: 0,
  seconds: 0,
  booking: [],
  prepare: [],
  window: [],
  complete: [],
};
// node:http with a keep-alive agent: the load generator shares the 2 cores with the app, and `fetch`
// (WHATWG streams over undici) costs it noticeably more CPU per request.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency * 2 });
let next = 0;
const began = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < stays.length) {
      const stay = stays[next++]!;
      const t0 = performance.now();
      const prepared = await postJson('/api/reservations/prepare', {
        hId: stay.hotelId,
        rId: stay.roomId,
        checkin: stay.checkin,
        checkout: stay.checkout,
        roomCount: 1,
        people: stay.persons,
        phone: '01012345678',
        termsAgreed: true,
      });
      const t1 = performance.now();
      result.prepare.push(t1 - t0);
      if (prepared.status === 409) {
        result.soldOut += 1;
        continue;
      }
      if (prepared.status !== 200) {
        result.errors += 1;
        continue;
      }
      const order = prepared.body as { orderId: string; reservationId: number; totalAmount: number };
      const paid = await payInWindow(order);
      const t2 = performance.now();
      result.window.push(t2 - t1);
      const done = await postJson('/api/payments/complete', {
        reId: order.reservationId,
        orderId: order.orderId,
        paymentKey: paid.get('paymentKey'),
        amount: order.totalAmount,
        payMethod: 'TOSS_PAY',
      });
      const t3 = performance.now();
      result.complete.push(t3 - t2);
      if (done.status === 200) {
        result.completed += 1;
        result.booking.push(t3 - t0);
      } else result.errors += 1;
    }
  }),
);
result.seconds = (performance.now() - began) / 1000;
parentPort!.postMessage(result);

function send(
  url: string,
  type: string,
  body: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await send(base + path, 'application/json', JSON.stringify(body));
  return { status: response.status, body: JSON.parse(response.text) as unknown };
}

/** The 결제하기 button of the sandbox's payment window; answers the success redirect's query. */
async function payInWindow(order: { orderId: string; totalAmount: number }): Promise<URLSearchParams> {
  const response = await send(
    `${windowBase}/local/toss/checkout`,
    'application/x-www-form-urlencoded',
    new URLSearchParams({
      orderId: order.orderId,
      amount: String(order.totalAmount),
      orderName: '벤치마크 예약',
      successUrl: '/payment-callback',
      failUrl: '/payment-fail',
      action: 'pay',
    }).toString(),
  );
  return new URL(response.headers.location as string, windowBase).searchParams;
}
