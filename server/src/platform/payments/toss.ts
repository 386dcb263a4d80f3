import { createHmac } from 'node:crypto';
import { MESSAGES } from '@shim/common/messages';
import type { Config } from '../../config';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { callOutside, type OutsideService } from '../outside-call';

export const LOCAL_TOSS_PATH = '/local/toss';
export const TOSS_DEFAULT_API_URL = 'https://api.tosspayments.com';

/** The parts of Toss's Payment object this app reads. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName?: string;
  status: string;
  method?: string | null;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  cancels?: Array<{ cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey?: string }> | null;
  receipt?: { url: string } | null;
  /** With `method` 간편결제: the wallet, e.g. 카카오페이, 네이버페이, 토스페이. */
  easyPay?: { provider: string; amount?: number; discountAmount?: number } | null;
}

/** One line of Toss's transactions API: an approval (DONE) or a cancel (CANCELED, PARTIAL_CANCELED). */
export interface TossTransaction {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  status: string;
  amount: number;
  transactionAt: string;
}

/**
 * What went wrong at Toss: `refused` (Toss answered `{code, message}`, e.g. the card company refused),
 * `timeout` (no answer in time: the outcome is unknown), `unavailable` (unreachable, 5xx, our keys refused).
 */
export class TossError extends Error {
  constructor(
    readonly kind: 'refused' | 'timeout' | 'unavailable',
    readonly code: string,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'TossError';
  }

  /** Refusals carry Toss's own words (the client shows `결제 실패: {message}`); the rest are 502. */
  toAppError(): AppError {
    if (this.kind === 'refused') return AppError.badInput(this.message);
    return new AppError('BAD_GATEWAY', this.kind === 'timeout' ? MESSAGES.paymentGatewayTimeout : this.message);
  }
}

/** Where the client's payment window comes from: Toss's SDK with the client key, or the local sandbox. */
export interface PaymentSettings {
  mode: 'toss' | 'local';
  clientKey: string;
  /** The local sandbox's payment window (a path on this site); null with real Toss. */
  checkoutUrl: string | null;
}

/**
 * Toss Payments core API (ARCHITECTURE §6): confirm, cancel and lookup with Basic auth of the secret key.
 * Without keys the same requests go over HTTP to the local sandbox this app serves at /local/toss.
 */
export class TossPayments {
  /** The sandbox's secret and client keys: derived from the server secret, nothing to configure. */
  readonly localSecretKey: string;
  readonly localClientKey: string;
  private readonly outside: OutsideService;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    const derive = (what: string) => createHmac('sha256', config.jwtSecret).update(what).digest('base64url');
    this.localSecretKey = `test_sk_local_${derive('local-toss-secret').slice(0, 24)}`;
    this.localClientKey = `test_ck_local_${derive('local-toss-client').slice(0, 24)}`;
    this.outside = {
      name: 'Toss',
      logger,
      timeoutMs: config.TOSS_TIMEOUT_MS,
      noAnswer: (why) =>
        why === 'timeout'
          ? new TossError('timeout', 'TIMEOUT', MESSAGES.paymentGatewayTimeout)
          : new TossError('unavailable', 'NETWORK', MESSAGES.paymentGatewayError),
    };
  }

  /** True when no keys are set: the local sandbox plays Toss. */
  get isLocal(): boolean {
    return !this.config.TOSS_SECRET_KEY;
  }

  /** Payments work with keys, or through the sandbox where local stand-ins are allowed. */
  get isAvailable(): boolean {
    return !this.isLocal || this.config.standIns.toss;
  }

  get settings(): PaymentSettings {
    return this.isLocal
      ? { mode: 'local', clientKey: this.localClientKey, checkoutUrl: `${LOCAL_TOSS_PATH}/checkout` }
      : { mode: 'toss', clientKey: this.config.TOSS_CLIENT_KEY ?? '', checkoutUrl: null };
  }

  /** The API base: TOSS_API_URL, else Toss with keys, else the sandbox on this process (`selfUrl`). */
  apiUrl(selfUrl: string): string {
    if (this.config.TOSS_API_URL) return this.config.TOSS_API_URL.replace(/\/+$/, '');
    return this.isLocal ? `${selfUrl}${LOCAL_TOSS_PATH}` : TOSS_DEFAULT_API_URL;
  }

  /** Approves a payment the payment window authenticated. Replays with the same key get the same answer. */
  confirm(
    selfUrl: string,
    body: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<TossPayment> {
    return this.call(selfUrl, 'POST', '/v1/payments/confirm', body, idempotencyKey);
  }

  /** Cancels `cancelAmount` won of a payment (all of the balance when omitted). */
  cancel(
    selfUrl: string,
    paymentKey: string,
    body: { cancelReason: string; cancelAmount?: number },
    idempotencyKey?: string,
  ): Promise<TossPayment> {
    return this.call(selfUrl, 'POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, body, idempotencyKey);
  }

  get(selfUrl: string, paymentKey: string): Promise<TossPayment> {
    return this.call(selfUrl, 'GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  /** The payment Toss approved (or is approving) for an order. */
  getByOrder(selfUrl: string, orderId: string): Promise<TossPayment> {
    return this.call(selfUrl, 'GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  }

  /** Toss's transactions (approvals and cancels) between two instants, ISO 8601 without offset, KST. */
  transactions(selfUrl: string, startDate: string, endDate: string): Promise<TossTransaction[]> {
    const query = new URLSearchParams({ startDate, endDate, limit: '10000' });
    return this.call(selfUrl, 'GET', `/v1/transactions?${query}`);
  }

  private async call<T = TossPayment>(
    selfUrl: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    if (!this.isAvailable) throw new TossError('unavailable', 'NOT_CONFIGURED', MESSAGES.paymentGatewayError);
    const secret = this.config.TOSS_SECRET_KEY ?? this.localSecretKey;
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}`,
      accept: 'application/json',
    };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const reply = await callOutside(this.outside, `${this.apiUrl(selfUrl)}${path}`, { method, headers, json: body });
    const { status, body: answer } = reply;
    if (reply.ok && answer) return answer as unknown as T;
    const code = typeof answer?.code === 'string' ? answer.code : `HTTP_${status}`;
    const message = typeof answer?.message === 'string' ? answer.message : MESSAGES.paymentFailed;
    // Our own keys refused, or Toss failing: not the buyer's fault, and nothing they can fix.
    if (status === 401 || status >= 500) {
      this.logger.error({ status, code, path }, 'Toss 오류');
      throw new TossError('unavailable', code, status === 401 ? MESSAGES.paymentGatewayError : message, status);
    }
    throw new TossError('refused', code, message, status);
  }
}
