import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { openAttemptOf, type AttemptIntent, type PaymentAttempt } from '../payments/payment-attempt.repository';
import type { Payment } from '../payments/payment.entity';
import { paymentOfOrder } from '../payments/payment.repository';
import { sendAttempt } from '../payments/payment.service';
import { applyCompletionDetails } from './completion-details';
import { holdExpired } from './lifecycle';
import { moveMoney, startConfirm, startVoid } from './money.repository';
import { ORDER_ID_PATTERN } from './order-id';
import { confirmPaid, markPayable, payableByOrder, type PayableRow } from './completion.repository';
import { CONFIRM_GRACE_MS, runVoid, VOID_REASON } from './settlement';

export interface CompleteRequest {
  orderId: string;
  paymentKey: string;
  amount: number;
  /** Only TOSS_PAY (spec §9); absent means TOSS_PAY. */
  payMethod?: string | null;
  /** When sent, must be the order's reservation. */
  reservationId?: number | null;
  /** A guest's phone when prepare had none (docs/rest-clients.md). */
  phone?: string | null;
  /** A coupon the order did not have at prepare: applied only if the amount is its couponed price. */
  userCouponId?: number | null;
}

/** `POST /api/payments/complete`'s answer (REST-NOTES). */
export interface PaymentCompletion {
  paymentId: number;
  reservationId: number;
  orderId: string;
  amount: number;
  reservationStatus: string;
}

/**
 * Completes a card payment, the step that confirms a booking: the amount must be the prepared total and
 * the hold still open (a booking prepared without the guest's phone, token or coupon gets them first:
 * applyCompletionDetails). The confirm is recorded as an attempt (money AUTHORIZING) before Toss is asked
 * (outside any row lock); then one statement confirms the reservation, turns its holds into sales, spends
 * the coupon, stores the payment and settles the attempt (PAID). A payment Toss took that cannot be a
 * booking is voided (VOIDING → VOIDED, retried by reconciliation). An answer that cannot be recorded (no
 * answer from Toss, the database failing) leaves the attempt open: the same completion again resumes it
 * (same Idempotency-Key) and reconciliation settles it otherwise. The same completion sent twice answers
 * the same.
 */
export async function completePayment(ctx: RequestContext, input: CompleteRequest): Promise<PaymentCompletion> {
  if ((input.payMethod ?? 'TOSS_PAY') !== 'TOSS_PAY') throw AppError.badInput(MESSAGES.paymentMethodUnsupported);
  if (!ORDER_ID_PATTERN.test(input.orderId)) throw AppError.notFound(MESSAGES.reservationNotFound);
  if (!input.paymentKey || input.paymentKey.length > 200) throw AppError.badInput(MESSAGES.paymentFailed);
  if (!Number.isSafeInteger(input.amount)) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
  if (input.reservationId != null && !Number.isSafeInteger(input.reservationId))
    throw AppError.notFound(MESSAGES.reservationNotFound);
  if (input.userCouponId != null && !Number.isSafeInteger(input.userCouponId))
    throw AppError.notFound(MESSAGES.couponNotFound);

  const now = ctx.clock.now();
  let started: Started | undefined = await markPayable(
    ctx.em,
    {
      orderId: input.orderId,
      paymentKey: input.paymentKey,
      amount: input.amount,
      reservationId: input.reservationId ?? null,
      callerId: ctx.user?.id ?? null,
      userCouponId: input.userCouponId ?? null,
      now,
    },
    confirmIntent(input, now),
  );
  if (!started) {
    // Prepared without the guest's phone, the member's token or the coupon: those come now, or never.
    await applyCompletionDetails(ctx, input.orderId, input.amount, input);
    const looked = await refusal(ctx, input, now);
    if ('paymentId' in looked) return looked;
    started = looked;
  }
  const { attempt, ...reservation } = started;

  const outcome = await sendAttempt(ctx.app, ctx.selfUrl, attempt);
  if (!outcome.ok) {
    // A refusal moved no money: the order may be paid again. Otherwise the outcome is unknown.
    if (outcome.refused) {
      await moveMoney(ctx.em, reservation.id, 'NONE', ctx.clock.now(), {
        attemptId: attempt.id,
        state: 'FAILED',
        tossAmount: 0,
      });
    }
    throw outcome.error.toAppError();
  }
  const approved = outcome.payment;
  const recorded = await confirmPaid(ctx.em, reservation, approved, attempt.id, now);
  if (recorded?.confirmed) {
    return {
      paymentId: recorded.paymentId!,
      reservationId: reservation.id,
      orderId: reservation.orderId,
      amount: approved.totalAmount,
      reservationStatus: statusLabel('CONFIRMED'),
    };
  }
  // A twin request (the same completion resumed) may have recorded this very payment meanwhile.
  const twin = await paymentOfOrder(ctx.em.fork(), input.orderId);
  if (twin && twin.paymentKey === input.paymentKey) return sameCompletion(twin, reservation, input);
  const voiding = await startVoid(ctx.em, reservation.id, attempt.id, {
    ...confirmIntent(input, now),
    kind: 'VOID',
    amount: approved.balanceAmount,
    reason: VOID_REASON,
    retryAt: now,
  });
  if (voiding) await runVoid(ctx.app, ctx.selfUrl, ctx.em, voiding);
  // A released hold says so even when the coupon went too (`wasPending`: as the statement began).
  throw AppError.conflict(
    recorded?.wasPending && !recorded.couponHeld ? MESSAGES.couponUnavailable : MESSAGES.holdExpired,
  );
}

type Started = PayableRow & { attempt: PaymentAttempt };

const confirmIntent = (input: CompleteRequest, now: Date): AttemptIntent => ({
  orderId: input.orderId,
  paymentKey: input.paymentKey,
  kind: 'CONFIRM',
  amount: input.amount,
  reason: '결제 승인',
  retryAt: new Date(now.getTime() + CONFIRM_GRACE_MS),
  now,
});

/**
 * When the one-statement check did not record the paymentKey: reads the order and says why, answers a
 * completion sent again as the first time, resumes its open confirm, or, if the order became payable
 * meanwhile (a refused card before), records a new attempt.
 */
async function refusal(
  ctx: RequestContext,
  input: CompleteRequest,
  now: Date,
  again = true,
): Promise<Started | PaymentCompletion> {
  const reservation = await payableByOrder(ctx.em, input.orderId);
  if (!reservation || (input.reservationId != null && input.reservationId !== reservation.id)) {
    throw AppError.notFound(MESSAGES.reservationNotFound);
  }
  if (reservation.userId && ctx.user && reservation.userId !== ctx.user.id) throw AppError.forbidden();

  // The payment is stored in the same statement that confirms: only a non-PENDING order can have one.
  if (reservation.status !== 'PENDING') {
    const recorded = await paymentOfOrder(ctx.em, input.orderId);
    if (recorded) return sameCompletion(recorded, reservation, input);
  }
  if (input.amount !== reservation.totalAmount) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
  if (reservation.moneyState === 'VOIDING' || reservation.moneyState === 'VOIDED') {
    throw AppError.conflict(MESSAGES.paymentVoided);
  }
  if (reservation.status !== 'PENDING' || holdExpired(reservation, now)) {
    throw AppError.conflict(MESSAGES.holdExpired);
  }
  if (reservation.moneyState === 'AUTHORIZING') {
    const open = await openAttemptOf(ctx.em, reservation.id);
    if (open?.kind === 'CONFIRM' && open.paymentKey === input.paymentKey && open.amount === input.amount) {
      return { ...reservation, attempt: open };
    }
    // The open confirm may have been settled between the two reads: look again once.
    if (again) return refusal(ctx, input, now, false);
    throw AppError.conflict(MESSAGES.paymentInProgress);
  }
  if (reservation.couponGone) throw AppError.conflict(MESSAGES.couponUnavailable);

  const attempt = await startConfirm(ctx.em, reservation.id, confirmIntent(input, now));
  // A twin request started (or finished) this completion meanwhile: look again, to resume or answer as it did.
  if (!attempt && again) return refusal(ctx, input, now, false);
  if (!attempt) throw AppError.conflict(MESSAGES.paymentInProgress);
  return { ...reservation, attempt };
}

function sameCompletion(payment: Payment, reservation: PayableRow, input: CompleteRequest): PaymentCompletion {
  if (payment.paymentKey !== input.paymentKey || payment.amount !== input.amount) {
    throw AppError.conflict(MESSAGES.reservationNotPayable);
  }
  return {
    paymentId: payment.id,
    reservationId: reservation.id,
    orderId: reservation.orderId,
    amount: payment.amount,
    reservationStatus: statusLabel('CONFIRMED'),
  };
}
