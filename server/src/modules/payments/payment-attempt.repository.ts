import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, type NamedParams } from '../../db/named';

/**
 * Every call to Toss, recorded before it is sent (`state` SENT) and settled with Toss's answer (DONE,
 * with the amount Toss says moved, or FAILED: nothing moved). Its idempotency key names the attempt and
 * its amount (`{kind}-{orderId}-{attemptId}-{amount}`), never only the order: resuming an attempt
 * replays its answer, a new attempt is a new request at Toss. One open attempt per reservation.
 */

export type AttemptKind = 'CONFIRM' | 'CANCEL' | 'VOID';

export interface PaymentAttempt {
  id: number;
  reservationId: number;
  orderId: string;
  paymentKey: string;
  kind: AttemptKind;
  amount: number;
  reason: string;
  idempotencyKey: string;
  state: 'SENT' | 'DONE' | 'FAILED';
  tossAmount: number | null;
  tries: number;
  lastError: string | null;
  nextTryAt: Date;
  deadAt: Date | null;
  createdAt: Date;
}

export const ATTEMPT_COLUMNS = `id, reservation_id as "reservationId", order_id as "orderId", payment_key as "paymentKey",
  kind, amount, reason, idempotency_key as "idempotencyKey", state, toss_amount as "tossAmount", tries,
  last_error as "lastError", next_try_at as "nextTryAt", dead_at as "deadAt", created_at as "createdAt"`;

/** Rows as the driver gives them (timestamps may come as text, or through row_to_json) with real Dates. */
export const attemptOf = (row: PaymentAttempt): PaymentAttempt => ({
  ...row,
  nextTryAt: new Date(row.nextTryAt),
  createdAt: new Date(row.createdAt),
  deadAt: row.deadAt === null ? null : new Date(row.deadAt),
});
const attemptsOf = (rows: PaymentAttempt[]) => rows.map(attemptOf);

/** What a new attempt records; `retryAt` is when reconciliation may first look at it. */
export interface AttemptIntent {
  orderId: string;
  paymentKey: string;
  kind: AttemptKind;
  amount: number;
  reason: string;
  retryAt: Date;
  now: Date;
}

/**
 * The CTE `attempt` that records an intent for the reservation whose `id` the CTE `source` returns (none,
 * when it returns no row). Its parameters come from `attemptParams`.
 */
export const attemptInsertCte = (source: string): string => `attempt as (
       insert into payment_attempts (id, reservation_id, order_id, payment_key, kind, amount, reason, idempotency_key,
         state, tries, next_try_at, created_at)
       select n.id, s.id, :attemptOrderId::text, :attemptPaymentKey::text, :attemptKind::text, :attemptAmount::int,
              :attemptReason::text,
              lower(:attemptKind::text) || '-' || :attemptOrderId::text || '-' || n.id || '-' || :attemptAmount::int,
              'SENT', 0, :attemptRetryAt::timestamptz, :attemptNow::timestamptz
         from ${source} s, (select nextval('payment_attempts_id_seq')::int as id) n
       returning ${ATTEMPT_COLUMNS})`;

export const attemptParams = (intent: AttemptIntent): NamedParams => ({
  attemptOrderId: intent.orderId,
  attemptPaymentKey: intent.paymentKey,
  attemptKind: intent.kind,
  attemptAmount: intent.amount,
  attemptReason: intent.reason.slice(0, 200),
  attemptRetryAt: intent.retryAt,
  attemptNow: intent.now,
});

/** The CTE `settled` that closes the open attempt `:settleId` as `:settleState` with Toss's amount. */
export const attemptSettleCte = (when = 'true'): string => `settled as (
       update payment_attempts
          set state = :settleState::text, toss_amount = :settleAmount::int, settled_at = :settleNow::timestamptz
        where id = :settleId::int and state = 'SENT' and ${when}
       returning id)`;

export const settleParams = (
  attemptId: number,
  state: 'DONE' | 'FAILED',
  tossAmount: number | null,
  now: Date,
): NamedParams => ({ settleId: attemptId, settleState: state, settleAmount: tossAmount, settleNow: now });

export async function openAttemptOf(em: EntityManager, reservationId: number): Promise<PaymentAttempt | undefined> {
  const [attempt] = await executeNamed<PaymentAttempt>(
    em,
    `select ${ATTEMPT_COLUMNS} from payment_attempts where reservation_id = :reservationId and state = 'SENT'`,
    { reservationId },
  );
  return attempt && attemptOf(attempt);
}

export async function attemptById(em: EntityManager, id: number): Promise<PaymentAttempt | undefined> {
  const [attempt] = await executeNamed<PaymentAttempt>(
    em,
    `select ${ATTEMPT_COLUMNS} from payment_attempts where id = :id`,
    { id },
  );
  return attempt && attemptOf(attempt);
}

/** Open attempts reconciliation may look at now (not dead-lettered), oldest first. */
export async function dueAttempts(em: EntityManager, now: Date, limit: number): Promise<PaymentAttempt[]> {
  return attemptsOf(
    await executeNamed<PaymentAttempt>(
      em,
      `select ${ATTEMPT_COLUMNS} from payment_attempts
      where state = 'SENT' and dead_at is null and next_try_at <= :now order by next_try_at, id limit :limit`,
      { now, limit },
    ),
  );
}

/** The dead-letter list: open attempts that kept failing, for an administrator (정산 확인 필요). */
export async function deadAttempts(em: EntityManager): Promise<PaymentAttempt[]> {
  return attemptsOf(
    await executeNamed<PaymentAttempt>(
      em,
      `select ${ATTEMPT_COLUMNS} from payment_attempts where state = 'SENT' and dead_at is not null
      order by dead_at, id limit 500`,
    ),
  );
}

/**
 * Notes a try that got no answer from Toss: retried after a backoff doubling from `baseMs` (at most an
 * hour), and dead-lettered after `maxTries`.
 */
export async function noteAttemptFailure(
  em: EntityManager,
  attemptId: number,
  error: string,
  now: Date,
  policy: { baseMs: number; maxTries: number },
): Promise<void> {
  await executeNamed(
    em,
    `update payment_attempts
        set tries = tries + 1, last_error = :error,
            next_try_at = :now::timestamptz + least(:baseMs * power(2, tries), 3600000) * interval '1 millisecond',
            dead_at = case when tries + 1 >= :maxTries then coalesce(dead_at, :now) else dead_at end
      where id = :attemptId and state = 'SENT'`,
    { attemptId, error: error.slice(0, 500), now, ...policy },
  );
}

/** An administrator's retry takes an attempt off the dead-letter list. */
export async function reviveAttempt(em: EntityManager, attemptId: number, now: Date): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `update payment_attempts set dead_at = null, tries = 0, next_try_at = :now
      where id = :attemptId and state = 'SENT' returning id`,
    { attemptId, now },
  );
  return rows.length > 0;
}

/** Per order, what our settled attempts say Toss charged and gave back between two instants. */
export interface OurMoney {
  orderId: string;
  charged: number;
  refunded: number;
}

export function settledMoneyBetween(em: EntityManager, from: Date, to: Date): Promise<OurMoney[]> {
  return executeNamed<OurMoney>(
    em,
    `select order_id as "orderId",
            coalesce(sum(toss_amount) filter (where kind = 'CONFIRM'), 0)::int as charged,
            coalesce(sum(toss_amount) filter (where kind <> 'CONFIRM'), 0)::int as refunded
       from payment_attempts
      where state = 'DONE' and settled_at >= :from and settled_at < :to and toss_amount > 0
      group by order_id`,
    { from, to },
  );
}
