import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import { formatWon } from '@shim/common/money';
import { easyPayProviderOf, PAY_CHOICES } from '@shim/common/payment-methods';
import {
  insertWindowPayment,
  paymentOfOrder,
  readPayment,
  transactionsBetween,
  writeAnswer,
  type Payment,
  type SandboxAnswer as Answer,
} from './toss-sandbox.repository';
import { returnSignatureValid } from './payment-window';

/**
 * Test switches of the sandbox's payment window (documented in docs/decisions/reservations.md): the window page takes
 * `scenario` in its query (and offers it in a select); the payment key it issues then makes confirm
 * refuse the card (`REJECT_CARD_PAYMENT`, 403 with Toss's code and message) or never answer (`TIMEOUT`,
 * until the caller gives up); `CANCEL_FAILS` approves, but every cancel of it fails (504), as Toss down.
 */
export const SANDBOX_SCENARIOS = ['APPROVE', 'REJECT_CARD_PAYMENT', 'TIMEOUT', 'CANCEL_FAILS'] as const;

const ERRORS = {
  UNAUTHORIZED_KEY: [401, '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'],
  NOT_FOUND_PAYMENT: [404, '존재하지 않는 결제 정보 입니다.'],
  INVALID_REQUEST: [400, '잘못된 요청입니다.'],
  ALREADY_PROCESSED_PAYMENT: [400, '이미 처리된 결제 입니다.'],
  REJECT_CARD_PAYMENT: [403, '한도초과 혹은 잔액부족으로 결제에 실패했습니다.'],
  ALREADY_CANCELED_PAYMENT: [400, '이미 취소된 결제 입니다.'],
  NOT_CANCELABLE_AMOUNT: [403, '취소 할 수 없는 금액 입니다.'],
  NOT_CANCELABLE_PAYMENT: [403, '취소 할 수 없는 결제 입니다.'],
  FAILED_INTERNAL_SYSTEM_PROCESSING: [504, '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
type ErrorCode = keyof typeof ERRORS;

/**
 * Scripted failures of the sandbox's core API (tests and `bench:faults` only; the sandbox itself is never
 * served with real keys nor in production without LOCAL_STANDINS): the next `count` calls of `op` either
 * `fail` (500, nothing done), `answerFail` (done, then 500: Toss took it but said it failed), `answerLate`
 * (done, answered after `delayMs`: the caller has given up) or are `slow` (`delayMs`, then done).
 */
export const SANDBOX_FAULT_OPS = ['confirm', 'cancel', 'lookup'] as const;
export const SANDBOX_FAULT_MODES = ['fail', 'answerFail', 'answerLate', 'slow'] as const;
export interface SandboxFault {
  op: (typeof SANDBOX_FAULT_OPS)[number];
  mode: (typeof SANDBOX_FAULT_MODES)[number];
  count: number;
  delayMs: number;
  /** Only calls about this order (tests run several at once); any order when absent. */
  orderId?: string | null;
}

class SandboxFaults {
  private queue: SandboxFault[] = [];

  add(fault: SandboxFault): void {
    this.queue.push({ ...fault });
  }

  clear(): void {
    this.queue = [];
  }

  /** Takes one from the first fault scripted for `op` on `orderId`, if any. */
  take(op: SandboxFault['op'], orderId: string): SandboxFault | null {
    const fault = this.queue.find((f) => f.op === op && f.count > 0 && (!f.orderId || f.orderId === orderId));
    if (!fault) return null;
    fault.count -= 1;
    this.queue = this.queue.filter((f) => f.count > 0);
    return fault;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const USER_CANCELED = { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' };
const HANG_LIMIT_MS = 60_000;

/**
 * The local Toss Payments sandbox (ARCHITECTURE §6), mounted at /local/toss: the payment window page
 * and the core API the server's Toss adapter calls (confirm, cancel, lookup) with Toss's shapes, Basic
 * auth of the sandbox secret key, the same error JSON `{code, message}` and Idempotency-Key replays.
 * Payments live in `sandbox_payments`, so every replica and every test database has its own.
 */
export function tossSandboxRouter(orm: MikroORM, secretKey: string): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const json = express.json({ limit: '10kb' });
  const faults = new SandboxFaults();

  router.post('/test/faults', json, authorized(secretKey), (req, res) => {
    const { op, mode, count, delayMs, orderId } = (req.body ?? {}) as Record<string, unknown>;
    const known = SANDBOX_FAULT_OPS.find((o) => o === op);
    const how = SANDBOX_FAULT_MODES.find((m) => m === mode);
    if (!known || !how || !Number.isSafeInteger(count) || (count as number) < 1) {
      fail(res, 'INVALID_REQUEST');
      return;
    }
    const delay = Number.isSafeInteger(delayMs) ? Math.min(Math.max(delayMs as number, 0), HANG_LIMIT_MS) : 0;
    const only = typeof orderId === 'string' ? orderId : null;
    faults.add({ op: known, mode: how, count: count as number, delayMs: delay, orderId: only });
    res.status(204).end();
  });

  router.delete('/test/faults', authorized(secretKey), (_req, res) => {
    faults.clear();
    res.status(204).end();
  });

  router.get('/checkout', (req, res) => {
    const order = checkoutOrder(req.query as Record<string, unknown>);
    if (!order || !returnsAllowed(req, secretKey, order)) {
      res.status(400).type('text/plain').send('orderId, amount, successUrl, failUrl가 필요합니다.');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(windowPage(order, String(req.query.scenario ?? 'APPROVE'), easyPayOf(req.query)));
  });

  // The receipt page a confirmed payment's `receipt.url` points at (Toss's is a page on its own site).
  router.get('/receipt/:paymentKey', async (req, res) => {
    const payment = await readPayment(orm.em, req.params.paymentKey as string);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!payment || payment.status === 'READY' || payment.status === 'ABORTED') {
      res.status(404).type('text/plain').send('영수증을 찾을 수 없습니다.');
      return;
    }
    res.type('html').send(receiptPage(payment));
  });

  router.post('/checkout', form, async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const order = checkoutOrder(body);
    if (!order || !returnsAllowed(req, secretKey, order)) {
      res.status(400).type('text/plain').send('잘못된 결제 요청입니다.');
      return;
    }
    if (body.action !== 'pay') {
      res.redirect(303, withQuery(req, order, order.failUrl, { ...USER_CANCELED, orderId: order.orderId }));
      return;
    }
    const scenario = SANDBOX_SCENARIOS.find((s) => s === body.scenario) ?? 'APPROVE';
    const paymentKey = `tsbx_${randomBytes(18).toString('base64url')}`;
    await insertWindowPayment(orm.em, {
      paymentKey,
      orderId: order.orderId,
      orderName: order.orderName.slice(0, 100),
      amount: order.amount,
      scenario: scenario === 'APPROVE' ? null : scenario,
      easyPay: easyPayOf(body),
    });
    res.redirect(
      303,
      withQuery(req, order, order.successUrl, {
        paymentKey,
        orderId: order.orderId,
        amount: String(order.amount),
      }),
    );
  });

  router.post('/v1/payments/confirm', json, authorized(secretKey), async (req, res) => {
    const { paymentKey, orderId, amount } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') {
      fail(res, 'INVALID_REQUEST');
      return;
    }
    await answerOnce(orm, req, res, paymentKey, faults.take('confirm', orderId), (payment) => {
      if (payment.scenario === 'TIMEOUT') return 'hang';
      if (payment.orderId !== orderId || payment.amount !== amount) return error('INVALID_REQUEST');
      if (payment.status !== 'READY') return error('ALREADY_PROCESSED_PAYMENT');
      if (payment.scenario === 'REJECT_CARD_PAYMENT') {
        payment.status = 'ABORTED';
        return error('REJECT_CARD_PAYMENT');
      }
      payment.status = 'DONE';
      payment.approvedAt = new Date();
      return { status: 200, body: tossPayment(payment) };
    });
  });

  router.post('/v1/payments/:paymentKey/cancel', json, authorized(secretKey), async (req, res) => {
    const { cancelReason, cancelAmount } = (req.body ?? {}) as Record<string, unknown>;
    if (
      typeof cancelReason !== 'string' ||
      !cancelReason ||
      (cancelAmount !== undefined && typeof cancelAmount !== 'number')
    ) {
      fail(res, 'INVALID_REQUEST');
      return;
    }
    const known = await readPayment(orm.em, req.params.paymentKey as string);
    const fault = known ? faults.take('cancel', known.orderId) : null;
    await answerOnce(orm, req, res, req.params.paymentKey as string, fault, (payment) => {
      if (payment.scenario === 'CANCEL_FAILS') return error('FAILED_INTERNAL_SYSTEM_PROCESSING');
      if (payment.status === 'CANCELED') return error('ALREADY_CANCELED_PAYMENT');
      if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return error('NOT_CANCELABLE_PAYMENT');
      const balance = payment.amount - payment.canceledAmount;
      const amount = cancelAmount ?? balance;
      if (!Number.isInteger(amount) || amount <= 0 || amount > balance) return error('NOT_CANCELABLE_AMOUNT');
      payment.canceledAmount += amount;
      payment.status = payment.canceledAmount === payment.amount ? 'CANCELED' : 'PARTIAL_CANCELED';
      payment.cancels = [
        ...payment.cancels,
        {
          transactionKey: `tsbxc_${randomBytes(12).toString('base64url')}`,
          cancelAmount: amount,
          cancelReason,
          canceledAt: new Date().toISOString(),
        },
      ];
      return { status: 200, body: tossPayment(payment) };
    });
  });

  const lookup = async (res: Response, find: () => Promise<Payment | undefined>) => {
    const payment = await find();
    const fault = payment ? faults.take('lookup', payment.orderId) : null;
    if (fault?.mode === 'fail' || fault?.mode === 'answerFail') return fail(res, 'FAILED_INTERNAL_SYSTEM_PROCESSING');
    if (fault) await pause(fault.delayMs);
    if (!payment) fail(res, 'NOT_FOUND_PAYMENT');
    else res.json(tossPayment(payment));
  };

  router.get('/v1/payments/orders/:orderId', authorized(secretKey), (req, res) =>
    lookup(res, () => paymentOfOrder(orm.em, req.params.orderId as string)),
  );

  router.get('/v1/payments/:paymentKey', authorized(secretKey), (req, res) =>
    lookup(res, () => readPayment(orm.em, req.params.paymentKey as string)),
  );

  router.get('/v1/transactions', authorized(secretKey), async (req, res) => {
    const startDate = String(req.query.startDate ?? '');
    const endDate = String(req.query.endDate ?? '');
    const from = kstInstant(startDate);
    const to = kstInstant(endDate);
    if (!from || !to) return fail(res, 'INVALID_REQUEST');
    res.json(await transactionsBetween(orm.em, from, to));
  });

  return router;
}

interface CheckoutOrder {
  orderId: string;
  amount: number;
  orderName: string;
  customerName: string;
  successUrl: string;
  failUrl: string;
  /** The API's seal on return URLs off this site (payment-window.ts); empty for this site's own pages. */
  returnSignature: string;
}

function checkoutOrder(source: Record<string, unknown>): CheckoutOrder | null {
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  const amount = Number(text('amount'));
  const order = {
    orderId: text('orderId'),
    amount,
    orderName: text('orderName') || '쉼, 한국 예약',
    customerName: text('customerName'),
    successUrl: text('successUrl'),
    failUrl: text('failUrl'),
    returnSignature: text('returnSignature'),
  };
  if (!/^[A-Za-z0-9_=-]{6,64}$/.test(order.orderId) || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (!order.successUrl || !order.failUrl) return null;
  return order;
}

/**
 * Return URLs stay on this site (a path, or an absolute URL of this very origin), unless the API sealed them for
 * this order (`returnSignature`: a booking partner's key named their origins, payment-window.ts), as Toss sends
 * the payer wherever the merchant's own request said. Resolved as a browser would (`/\evil.example` and `//evil`
 * are other hosts to it), so the window is no open redirector.
 */
function returnsAllowed(req: Request, secretKey: string, order: CheckoutOrder): boolean {
  if (order.returnSignature) {
    const fields = { ...order, amount: String(order.amount) };
    return (
      returnSignatureValid(secretKey, fields, order.returnSignature) &&
      !!sealed(order.successUrl) &&
      !!sealed(order.failUrl)
    );
  }
  return sameSite(req, order.successUrl) && sameSite(req, order.failUrl);
}

/** A sealed return URL: absolute http(s) (checked by the API when it was sealed). */
function sealed(target: string): URL | null {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function sameSite(req: Request, target: string): boolean {
  const url = resolved(req, target);
  return url !== null && url.origin === originOf(req);
}

const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

function resolved(req: Request, target: string): URL | null {
  try {
    return new URL(target, originOf(req));
  } catch {
    return null;
  }
}

/**
 * The return URL with the window's answer: a path on this site (sameSite has been checked), or the sealed URL
 * whole (a partner's site).
 */
function withQuery(req: Request, order: CheckoutOrder, target: string, params: Record<string, string>): string {
  const url = order.returnSignature ? sealed(target)! : resolved(req, target)!;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return order.returnSignature ? url.toString() : `${url.pathname}${url.search}`;
}

const error = (code: ErrorCode): Answer => ({ status: ERRORS[code][0], body: { code, message: ERRORS[code][1] } });
const fail = (res: Response, code: ErrorCode) => {
  const { status, body } = error(code);
  res.status(status).json(body);
};

/** `2026-11-27T00:00:00` (Toss's KST, no offset) as an instant, or null. */
function kstInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/.test(text)) return null;
  const at = new Date(`${text}+09:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Runs `decide` once per Idempotency-Key and stores its answer (a replay gets the stored one). The write
 * is conditional on the state `decide` saw, so of two racing requests one acts and the other re-reads.
 */
async function answerOnce(
  orm: MikroORM,
  req: Request,
  res: Response,
  paymentKey: string,
  fault: SandboxFault | null,
  decide: (payment: Payment) => Answer | 'hang',
): Promise<void> {
  const key = req.get('idempotency-key') ?? null;
  if (fault?.mode === 'fail') return fail(res, 'FAILED_INTERNAL_SYSTEM_PROCESSING');
  if (fault?.mode === 'slow') await pause(fault.delayMs);
  const send = async (answer: Answer) => {
    if (fault?.mode === 'answerFail') return fail(res, 'FAILED_INTERNAL_SYSTEM_PROCESSING');
    if (fault?.mode === 'answerLate') await pause(fault.delayMs);
    if (!res.headersSent && !req.socket.destroyed) res.status(answer.status).json(answer.body);
  };
  for (;;) {
    const payment = await readPayment(orm.em, paymentKey);
    if (!payment) return fail(res, 'NOT_FOUND_PAYMENT');
    const previous = key ? payment.responses[key] : undefined;
    if (previous) return send(previous);
    const seen = { status: payment.status, canceledAmount: payment.canceledAmount };
    const answer = decide(payment);
    if (answer === 'hang') return hangUntilClosed(req);
    // As Toss, a failure of its own is not kept for the key: the same request may be tried again.
    if (answer.status >= 500) return send(answer);
    const written = await writeAnswer(orm.em, { payment, key, answer, seen });
    if (written) return send(answer);
  }
}

function authorized(secretKey: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
  return (req: Request, res: Response, next: () => void) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) next();
    else fail(res, 'UNAUTHORIZED_KEY');
  };
}

/** The TIMEOUT scenario: no answer until the caller hangs up (or a minute passes, then a 504). */
function hangUntilClosed(req: Request): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.res?.status(504).json(error('FAILED_INTERNAL_SYSTEM_PROCESSING').body);
      resolve();
    }, HANG_LIMIT_MS);
    req.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function tossPayment(payment: Payment) {
  return {
    mId: 'tosspayments',
    version: '2022-11-16',
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    status: payment.status,
    // As Toss: a wallet opened directly is paid as 간편결제 with its provider; else a card.
    method: payment.easyPay ? '간편결제' : '카드',
    easyPay: payment.easyPay ? { provider: payment.easyPay, amount: payment.amount, discountAmount: 0 } : null,
    currency: 'KRW',
    totalAmount: payment.amount,
    balanceAmount: payment.amount - payment.canceledAmount,
    requestedAt: new Date(payment.createdAt).toISOString(),
    approvedAt: payment.approvedAt ? new Date(payment.approvedAt).toISOString() : null,
    cancels: payment.cancels.length ? payment.cancels : null,
    // Root-relative: the sandbox is served by this very site, whichever host the browser knows it by.
    receipt: payment.status === 'READY' ? null : { url: `/local/toss/receipt/${payment.paymentKey}` },
  };
}

/** The wallet asked for: `easyPay` as Toss's code (`KAKAOPAY`) or its provider name; null for a card. */
function easyPayOf(source: Record<string, unknown>): string | null {
  const code = typeof source.easyPay === 'string' ? source.easyPay : '';
  return easyPayProviderOf(code) ?? PAY_CHOICES.find((choice) => choice.provider === code)?.provider ?? null;
}

function receiptPage(payment: Payment): string {
  const rows: Array<[string, string]> = [
    ['주문명', payment.orderName],
    ['주문 번호', payment.orderId],
    ['결제 수단', payment.easyPay ? `간편결제 (${payment.easyPay})` : '카드'],
    ['결제 금액', formatWon(payment.amount)],
    [
      '승인 시각',
      payment.approvedAt ? new Date(payment.approvedAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }) : '-',
    ],
    ...(payment.canceledAmount > 0
      ? ([['취소 금액', formatWon(payment.canceledAmount)]] as Array<[string, string]>)
      : []),
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>카드 영수증 - 토스페이먼츠 (로컬 샌드박스)</title>
<style>body{font-family:system-ui,sans-serif;background:#f2f4f6;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:16px;padding:32px;max-width:380px;width:100%}dt{color:#8b95a1;font-size:13px}dd{margin:4px 0 16px}</style></head>
<body><main><h1>매출 전표</h1><p>로컬 결제 샌드박스 · 실제 결제가 아닙니다</p><dl data-testid="receipt">${list}</dl></main></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function windowPage(order: CheckoutOrder, scenario: string, easyPay: string | null): string {
  const hidden = Object.entries(order)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
    .join('');
  const options = SANDBOX_SCENARIOS.map(
    (s) =>
      `<option value="${s}"${s === scenario ? ' selected' : ''}>${{ APPROVE: '정상 승인', REJECT_CARD_PAYMENT: '카드 거절', TIMEOUT: '응답 없음', CANCEL_FAILS: '취소 실패' }[s]}</option>`,
  ).join('');
  const methods = PAY_CHOICES.map(
    (c) => `<option value="${c.easyPay ?? ''}"${c.provider === easyPay ? ' selected' : ''}>${c.label}</option>`,
  ).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>결제 - 토스페이먼츠 (로컬 샌드박스)</title>
<style>body{font-family:system-ui,sans-serif;background:#f2f4f6;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:16px;padding:32px;max-width:380px;width:100%;box-shadow:0 4px 24px #0001}
h1{font-size:18px;margin:0 0 4px}.note{color:#8b95a1;font-size:13px;margin:0 0 24px}dl{margin:0 0 24px}dt{color:#8b95a1;font-size:13px}
dd{margin:4px 0 16px;font-size:16px}.amount{font-size:26px;font-weight:700;color:#3182f6}
label{display:block;font-size:13px;color:#8b95a1;margin-bottom:16px}select{margin-top:4px;width:100%;padding:6px}
.buttons{display:flex;gap:8px}button{flex:1;border:0;border-radius:10px;padding:14px;font-size:16px;cursor:pointer}
.pay{background:#3182f6;color:#fff}.cancel{background:#e8f3ff;color:#1b64da}</style></head>
<body><main><h1>토스페이먼츠 결제</h1><p class="note">로컬 결제 샌드박스 · 실제로 결제되지 않습니다</p>
<form method="post">${hidden}<dl><dt>주문명</dt><dd data-testid="order-name">${escapeHtml(order.orderName)}</dd>
${order.customerName ? `<dt>구매자</dt><dd>${escapeHtml(order.customerName)}</dd>` : ''}
<dt>결제 금액</dt><dd class="amount" data-testid="amount">${formatWon(order.amount)}</dd></dl>
<label>결제 수단<select name="easyPay" data-testid="pay-method">${methods}</select></label>
<label>테스트 결과<select name="scenario">${options}</select></label>
<div class="buttons"><button class="cancel" name="action" value="cancel">취소</button>
<button class="pay" name="action" value="pay">결제하기</button></div></form></main></body></html>`;
}
