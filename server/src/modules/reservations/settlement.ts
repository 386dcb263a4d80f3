import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../platform/context';
import type { TossPayment } from '../../platform/payments/toss';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { noticeBookingEvent } from '../notifications/notification.service';
import { recordReservationEvent } from '../webhooks/webhook-outbox';
import { refundedState } from '../payments/money-state';
import {
  attemptById,
  dueAttempts,
  noteAttemptFailure,
  type PaymentAttempt,
} from '../payments/payment-attempt.repository';
import { paymentOfOrder, recordRefundedAtToss } from '../payments/payment.repository';
import {
  lastCancelAmount,
  lookUpAtToss,
  refundedAtToss,
  sendAttempt,
  tossHolds,
  type TossOutcome,
} from '../payments/payment.service';
import { holdExpired } from './lifecycle';
import { moveMoney, startVoid } from './money.repository';
import { confirmPaid, payableByOrder } from './completion.repository';
import { cancelBooking } from './reservation.repository';

/**
 * Settling payment attempts (docs/decisions/reservations.md "Money states, attempts and reconciliation"): the request paths and
 * `reconcilePayments` both end here, so a void, a refund or a confirm is finished the same way whoever
 * finds it open.
 */

export type SettlementServices = Pick<AppServices, 'orm' | 'adapters' | 'clock' | 'logger'>;

/** A confirm with no answer is looked at once its request has surely given up (TOSS_TIMEOUT_MS is 10 s). */
export const CONFIRM_GRACE_MS = 120_000;
/** Retries of voids and refunds without an answer: 30 s, doubling, at most an hour; then the dead-letter list. */
export const RETRY_POLICY = { baseMs: 30_000, maxTries: 6 };
export const VOID_REASON = '예약이 되지 않은 결제를 취소합니다.';

const problem = (outcome: TossOutcome) => (outcome.ok ? '' : `${outcome.error.code}: ${outcome.error.message}`);

/**
 * Sends a void and records VOIDED with what Toss gave back; a void Toss refuses because nothing is held
 * any more (an earlier try went through) is looked up and recorded the same. Else it is noted for a retry.
 */
export async function runVoid(
  app: SettlementServices,
  selfUrl: string,
  em: EntityManager,
  attempt: PaymentAttempt,
): Promise<boolean> {
  const outcome = await sendAttempt(app, selfUrl, attempt);
  let answered: number | null = outcome.ok ? (lastCancelAmount(outcome.payment) ?? attempt.amount) : null;
  if (!outcome.ok && outcome.refused) {
    const found = await lookUpAtToss(app, selfUrl, attempt);
    if (found.ok && !tossHolds(found.payment)) answered = refundedAtToss(found.payment);
  }
  const now = app.clock.now();
  if (answered === null) {
    await noteAttemptFailure(em, attempt.id, problem(outcome), now, RETRY_POLICY);
    app.logger.warn({ orderId: attempt.orderId, attemptId: attempt.id }, '결제 취소 재시도 예정');
    return false;
  }
  await moveMoney(em, attempt.reservationId, 'VOIDED', now, {
    attemptId: attempt.id,
    state: 'DONE',
    tossAmount: answered,
  });
  return true;
}

/**
 * Records a refund Toss answered, in one transaction: the booking CANCELED with what Toss says it gave
 * back in all (its nights from `today` on returned, the coupon given back), the payment likewise, the
 * money REFUNDED (partial or full) and the attempt settled.
 */
export async function recordRefundAnswer(
  app: SettlementServices,
  attempt: PaymentAttempt,
  payment: TossPayment,
): Promise<number> {
  const now = app.clock.now();
  const today = app.clock.today();
  const refunded = refundedAtToss(payment);
  await app.orm.em.fork().transactional(async (tx) => {
    const order = await payableByOrder(tx, attempt.orderId);
    const recorded = await paymentOfOrder(tx, attempt.orderId);
    if (!order || !recorded) throw new Error(`refund of an unknown order ${attempt.orderId}`);
    const from = order.checkIn > today ? order.checkIn : today;
    const booking = { id: order.id, roomId: order.roomId, from, to: order.checkOut, roomCount: order.roomCount };
    const canceled = await cancelBooking(tx, booking, refunded, now);
    await recordRefundedAtToss(tx, recorded.id, refunded, payment.status);
    // The refund's recorded reason says who cancelled (reservation.service CANCEL_REASONS).
    const byManager = attempt.reason === CONSOLE_MESSAGES.managerCancelReason;
    if (canceled) await noticeBookingEvent(tx, order.id, byManager ? 'CANCELED_BY_MANAGER' : 'CANCELED');
    const moved = await moveMoney(tx, order.id, refundedState(payment.balanceAmount), now, {
      attemptId: attempt.id,
      state: 'DONE',
      tossAmount: lastCancelAmount(payment) ?? attempt.amount,
    });
    // Partners hear of the cancellation, then of the money given back (in that order on each endpoint).
    if (canceled) await recordReservationEvent(tx, 'reservation.cancelled', order.id, now);
    if (moved) await recordReservationEvent(tx, 'reservation.refunded', order.id, now);
  });
  return refunded;
}

/**
 * Settles one open attempt by asking Toss: a refund is sent again with its own key (Toss replays it if
 * it went through) and recorded; a void likewise; a confirm is looked up: nothing taken → the order may
 * be paid again; taken and the hold still open → the booking is confirmed with it; taken otherwise →
 * voided. Answers whether it is settled (else it waits for its next try, or the dead-letter list).
 */
export async function settleAttempt(app: SettlementServices, selfUrl: string, attempt: PaymentAttempt) {
  const em = app.orm.em.fork();
  if (attempt.kind === 'VOID') return runVoid(app, selfUrl, em, attempt);
  if (attempt.kind === 'CANCEL') {
    const outcome = await sendAttempt(app, selfUrl, attempt);
    if (outcome.ok) {
      await recordRefundAnswer(app, attempt, outcome.payment);
      return true;
    }
    if (outcome.refused) {
      await moveMoney(em, attempt.reservationId, 'PAID', app.clock.now(), {
        attemptId: attempt.id,
        state: 'FAILED',
        tossAmount: null,
      });
      return true;
    }
    await noteAttemptFailure(em, attempt.id, problem(outcome), app.clock.now(), RETRY_POLICY);
    return false;
  }

  const found = await lookUpAtToss(app, selfUrl, attempt);
  const now = app.clock.now();
  if (!found.ok && !found.refused) {
    await noteAttemptFailure(em, attempt.id, problem(found), now, RETRY_POLICY);
    return false;
  }
  const payment = found.ok ? found.payment : null;
  if (!payment || payment.orderId !== attempt.orderId || !tossHolds(payment)) {
    return moveMoney(em, attempt.reservationId, 'NONE', now, { attemptId: attempt.id, state: 'FAILED', tossAmount: 0 });
  }
  const order = await payableByOrder(em, attempt.orderId);
  if (payment.status === 'DONE' && payment.totalAmount === attempt.amount && order && !holdExpired(order, now)) {
    if (order.status === 'PENDING' && (await confirmPaid(em, order, payment, attempt.id, now))?.confirmed) return true;
  }
  const voiding = await startVoid(em, attempt.reservationId, attempt.id, {
    orderId: attempt.orderId,
    paymentKey: attempt.paymentKey,
    kind: 'VOID',
    amount: payment.balanceAmount,
    reason: VOID_REASON,
    retryAt: now,
    now,
  });
  return voiding ? runVoid(app, selfUrl, em, voiding) : false;
}

export interface Reconciliation {
  looked: number;
  settled: number;
  /** Left for a later try (or now on the dead-letter list). */
  open: number;
}

/**
 * THE reconciliation (main.ts runs it with the hold-expiry sweep): every open attempt that is due is
 * settled with Toss's truth. `limit` bounds one run.
 */
export async function reconcilePayments(
  app: SettlementServices,
  selfUrl: string,
  options: { limit?: number } = {},
): Promise<Reconciliation> {
  const due = await dueAttempts(app.orm.em.fork(), app.clock.now(), options.limit ?? 200);
  let settled = 0;
  for (const attempt of due) {
    try {
      if (await settleAttempt(app, selfUrl, attempt)) settled += 1;
    } catch (error) {
      // The database failing mid-settlement: the attempt stays open and due, for the next run.
      app.logger.error({ err: error, attemptId: attempt.id }, '결제 정산 실패');
    }
  }
  return { looked: due.length, settled, open: due.length - settled };
}

/** Settles one attempt now, dead-lettered or not (an administrator's retry). */
export async function settleNow(app: SettlementServices, selfUrl: string, attemptId: number): Promise<boolean> {
  const attempt = await attemptById(app.orm.em.fork(), attemptId);
  if (!attempt || attempt.state !== 'SENT') return false;
  return settleAttempt(app, selfUrl, attempt);
}
