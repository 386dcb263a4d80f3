import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Payment } from '../payments/payment.entity';
import { paymentOfOrder } from '../payments/payment.repository';
import { confirmAtToss, voidAtToss } from '../payments/payment.service';
import { applyCompletionDetails } from './completion-details';
import { holdExpired } from './lifecycle';
import { ORDER_ID_PATTERN } from './order-id';
import { confirmPaid, markPayable, payableByOrder, recordAttempt, type PayableRow } from './reservation.repository';

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

/** Thrown when the booking can no longer take the payment (the confirmation wrote nothing). */
class NotRecordable extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

/**
 * Completes a card payment, the step that confirms a booking: the amount must be the prepared total and
 * the hold still open (a booking prepared without the guest's phone, token or coupon gets them first:
 * applyCompletionDetails); then Toss confirms it (outside any row lock), and one statement confirms the
 * reservation, turns its holds into sales, spends the coupon and stores the payment. A payment Toss took
 * but that cannot be recorded is voided at Toss. The same completion sent twice answers the same.
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
  let reservation = await markPayable(ctx.em, {
    orderId: input.orderId,
    paymentKey: input.paymentKey,
    amount: input.amount,
    reservationId: input.reservationId ?? null,
    callerId: ctx.user?.id ?? null,
    userCouponId: input.userCouponId ?? null,
    now,
  });
  if (!reservation) {
    // Prepared without the guest's phone, the member's token or the coupon: those come now, or never.
    await applyCompletionDetails(ctx, input.orderId, input.amount, input);
    const looked = await refusal(ctx, input, now);
    if ('paymentId' in looked) return looked;
    reservation = looked;
  }
  const approved = await confirmAtToss(ctx, input);

  try {
    const recorded = await confirmPaid(ctx.em, reservation, approved, now);
    if (!recorded?.confirmed) {
      // A released hold says so even when the coupon went too (`wasPending`: as the statement began).
      const reason = recorded?.wasPending && !recorded.couponHeld ? MESSAGES.couponUnavailable : MESSAGES.holdExpired;
      throw new NotRecordable(AppError.conflict(reason));
    }
    return {
      paymentId: recorded.paymentId!,
      reservationId: reservation.id,
      orderId: reservation.orderId,
      amount: approved.totalAmount,
      reservationStatus: statusLabel('CONFIRMED'),
    };
  } catch (error) {
    // A twin request may have recorded this very payment meanwhile: then it is the same answer.
    const twin = await paymentOfOrder(ctx.em.fork(), input.orderId);
    if (twin && twin.paymentKey === input.paymentKey) return sameCompletion(twin, reservation, input);
    await voidAtToss(ctx.app, ctx.selfUrl, ctx.logger, input, '예약을 확정할 수 없어 결제를 취소합니다.');
    if (error instanceof NotRecordable) throw error.appError;
    throw error;
  }
}

/**
 * When the one-statement check did not record the paymentKey: reads the order and says why, answers a
 * completion sent again as the first time, or, if the order became payable meanwhile, records the key.
 */
async function refusal(
  ctx: RequestContext,
  input: CompleteRequest,
  now: Date,
): Promise<PayableRow | PaymentCompletion> {
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
  if (reservation.status !== 'PENDING' || holdExpired(reservation, now)) {
    throw AppError.conflict(MESSAGES.holdExpired);
  }
  if (reservation.couponGone) throw AppError.conflict(MESSAGES.couponUnavailable);

  await recordAttempt(ctx.em, reservation.id, input.paymentKey);
  return reservation;
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
