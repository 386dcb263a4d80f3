import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import type { TossTransaction } from '../../platform/payments/toss';
import type { SandboxPayment } from './sandbox-payment.entity';

/**
 * The local Toss sandbox's SQL (a stand-in for Toss's own store). Its statements are named prepared ones:
 * the sandbox answers every booking of the booking bench (docs/performance.md).
 */

/** An answer as the sandbox sent it (kept per Idempotency-Key). */
export type SandboxAnswer = { status: number; body: unknown };

export interface SandboxCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
}

export type Payment = Pick<
  SandboxPayment,
  | 'paymentKey'
  | 'orderId'
  | 'orderName'
  | 'amount'
  | 'status'
  | 'scenario'
  | 'approvedAt'
  | 'canceledAmount'
  | 'createdAt'
  | 'easyPay'
> & { responses: Record<string, SandboxAnswer>; cancels: SandboxCancel[] };

const PAYMENT_COLUMNS = `payment_key as "paymentKey", order_id as "orderId", order_name as "orderName", amount, status,
  scenario, approved_at as "approvedAt", canceled_amount as "canceledAmount", created_at as "createdAt", responses,
  cancels, easy_pay as "easyPay"`;

/** The payment the window opens, READY until confirmed. */
export async function insertWindowPayment(
  em: EntityManager,
  payment: {
    paymentKey: string;
    orderId: string;
    orderName: string;
    amount: number;
    scenario: string | null;
    easyPay: string | null;
  },
): Promise<void> {
  await executeNamed(
    em,
    `insert into sandbox_payments (payment_key, order_id, order_name, amount, status, scenario, canceled_amount,
       responses, created_at, easy_pay)
     values (:paymentKey, :orderId, :orderName, :amount, 'READY', :scenario, 0, '{}', now(), :easyPay)`,
    payment,
    { prepared: 'sandbox.window' },
  );
}

export async function readPayment(em: EntityManager, paymentKey: string): Promise<Payment | undefined> {
  const [payment] = await executeNamed<Payment>(
    em,
    `select ${PAYMENT_COLUMNS} from sandbox_payments where payment_key = :paymentKey`,
    { paymentKey },
    { prepared: 'sandbox.read' },
  );
  return payment;
}

/** Toss knows one payment per order: the one approved (or cancelled since), else the last window's. */
export async function paymentOfOrder(em: EntityManager, orderId: string): Promise<Payment | undefined> {
  const [payment] = await executeNamed<Payment>(
    em,
    `select ${PAYMENT_COLUMNS} from sandbox_payments where order_id = :orderId
      order by (approved_at is not null) desc, created_at desc limit 1`,
    { orderId },
    { prepared: 'sandbox.order' },
  );
  return payment;
}

/** Toss's transactions between two instants: each approval and each cancel, oldest first. */
export async function transactionsBetween(em: EntityManager, from: Date, to: Date) {
  const rows = await executeNamed<TossTransaction>(
    em,
    `select 'tsbxa_' || payment_key as "transactionKey", payment_key as "paymentKey", order_id as "orderId",
            'DONE' as status, amount, approved_at as "transactionAt"
       from sandbox_payments where approved_at >= :from and approved_at < :to
     union all
     select c ->> 'transactionKey', payment_key, order_id,
            case when (c ->> 'cancelAmount')::int = amount then 'CANCELED' else 'PARTIAL_CANCELED' end,
            (c ->> 'cancelAmount')::int, (c ->> 'canceledAt')::timestamptz
       from sandbox_payments, jsonb_array_elements(cancels) c
      where (c ->> 'canceledAt')::timestamptz >= :from and (c ->> 'canceledAt')::timestamptz < :to
      order by 6`,
    { from, to },
    { prepared: 'sandbox.transactions' },
  );
  return rows.map((row) => ({ ...row, transactionAt: new Date(row.transactionAt).toISOString() }));
}

/**
 * Stores the payment as `answer` left it, and the answer under `key` (when given), only if the payment
 * is still as `seen` and the key unanswered; answers whether it was written.
 */
export async function writeAnswer(
  em: EntityManager,
  write: {
    payment: Payment;
    key: string | null;
    answer: SandboxAnswer;
    seen: Pick<Payment, 'status' | 'canceledAmount'>;
  },
): Promise<boolean> {
  const { payment, key, answer, seen } = write;
  const written = await executeNamed(
    em,
    `update sandbox_payments
        set status = :status, approved_at = :approvedAt, canceled_amount = :canceledAmount,
            cancels = :cancels::jsonb, responses = case when :key::text is null then responses
                             else responses || jsonb_build_object(:key::text, :answer::jsonb) end
      where payment_key = :paymentKey and status = :seenStatus and canceled_amount = :seenCanceledAmount
        and (:key::text is null or responses -> :key::text is null)
      returning payment_key`,
    {
      status: payment.status,
      approvedAt: payment.approvedAt ?? null,
      canceledAmount: payment.canceledAmount,
      cancels: JSON.stringify(payment.cancels),
      key,
      answer: JSON.stringify(answer),
      paymentKey: payment.paymentKey,
      seenStatus: seen.status,
      seenCanceledAmount: seen.canceledAmount,
    },
    { prepared: 'sandbox.answer' },
  );
  return written.length === 1;
}
