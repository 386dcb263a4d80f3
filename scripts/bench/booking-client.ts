/**
 * The load of `npm run bench:booking`, in a worker thread so the clients do not share the app's event
 * loop: `concurrency` guests take the next stay of the list and book it (prepare → the sandbox's payment
 * window → complete) until the list is done, back to back or, with a `rate`, as bookings fall due.
 * Posts the counts and timings back.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { httpClient } from './http';

export interface ClientStay {
  hotelId: number;
  roomId: number;
  persons: number;
  checkin: string;
  checkout: string;
}

export interface ClientSetup {
  base: string;
  /** Where the Toss sandbox's payment window is (the app, or the sandbox's own worker). */
  windowBase: string;
}

/** One phase, posted to the client thread; it answers a ClientResult. */
export interface ClientJob {
  concurrency: number;
  stays: ClientStay[];
  /** Bookings started per second (open loop); null: each client books back to back (closed loop). */
  rate: number | null;
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

const { base, windowBase } = workerData as ClientSetup;
// One client thread serves every phase: its sockets and compiled code stay warm from one phase to the next.
const send = httpClient(100);
parentPort!.on('message', (job: ClientJob) => void runJob(job).then((result) => parentPort!.postMessage(result)));

async function runJob({ concurrency, stays, rate }: ClientJob): Promise<ClientResult> {
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
  const began = performance.now();
  if (rate === null) {
    // Closed loop: each client books back to back.
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < stays.length) await book(result, stays[next++]!, performance.now());
      }),
    );
  } else {
    // Open loop: booking i is due `i / rate` seconds in, whether or not the earlier ones are done, and runs
    // on one of `concurrency` clients (waiting for a free one if all are busy). Its time counts from the
    // moment it was due, so a backlog shows in the latency instead of slowing the arrivals.
    const free: Array<() => void> = [];
    let busy = 0;
    const running: Array<Promise<void>> = [];
    for (const [i, stay] of stays.entries()) {
      const due = began + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      while (busy >= concurrency) await new Promise<void>((resolve) => free.push(resolve));
      busy += 1;
      running.push(
        book(result, stay, due).finally(() => {
          busy -= 1;
          free.shift()?.();
        }),
      );
    }
    await Promise.all(running);
  }
  result.seconds = (performance.now() - began) / 1000;
  return result;
}

let guests = 0;
let phones = 0;

/**
 * Each guest books from an address of its own, as buyers behind the deployment's nginx do (the app trusts
 * the loopback's X-Forwarded-For here): per-address limits and the guest-hold lock see one buyer each.
 * Addresses from 198.18.0.0/15, the range set aside for benchmarks.
 */
function guestAddress(): string {
  const n = (threadId << 16) + guests++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** A phone of one guest's own: the daily message caps per number count as they would for real guests. */
function guestPhone(): string {
  return `010${String(threadId * 1_000_000 + phones++).padStart(8, '0')}`;
}

/** One guest's booking of `stay`; the whole booking is timed from `due` (open loop: when it was due). */
async function book(result: ClientResult, stay: ClientStay, due: number): Promise<void> {
  const from = { 'x-forwarded-for': guestAddress() };
  const t0 = performance.now();
  const prepared = await postJson(
    '/api/reservations/prepare',
    {
      hId: stay.hotelId,
      rId: stay.roomId,
      checkin: stay.checkin,
      checkout: stay.checkout,
      roomCount: 1,
      people: stay.persons,
      phone: guestPhone(),
      termsAgreed: true,
    },
    from,
  );
  const t1 = performance.now();
  result.prepare.push(t1 - t0);
  if (prepared.status === 409) {
    result.soldOut += 1;
    return;
  }
  if (prepared.status !== 200) {
    result.errors += 1;
    return;
  }
  const order = prepared.body as { orderId: string; reservationId: number; totalAmount: number };
  const paid = await payInWindow(order);
  const t2 = performance.now();
  result.window.push(t2 - t1);
  const done = await postJson(
    '/api/payments/complete',
    {
      reId: order.reservationId,
      orderId: order.orderId,
      paymentKey: paid.get('paymentKey'),
      amount: order.totalAmount,
      payMethod: 'TOSS_PAY',
    },
    from,
  );
  const t3 = performance.now();
  result.complete.push(t3 - t2);
  if (done.status === 200) {
    result.completed += 1;
    result.booking.push(t3 - due);
  } else result.errors += 1;
}

async function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await send(base + path, 'application/json', JSON.stringify(body), headers);
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
