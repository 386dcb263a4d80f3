import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { TossError, type PaymentSettings, type TossPayment } from '../../platform/payments/toss';
import { lockNights, shiftNights } from '../reservations/holds';
import { ORDER_ID_PATTERN } from '../reservations/order-id';
import { Reservation } from '../reservations/reservation.entity';
import { Payment } from './payment.entity';

export interface CompleteRequest {
  orderId: string;
  paymentKey: string;
  amount: number;
  /** Only TOSS_PAY (spec §9); absent means TOSS_PAY. */
  payMethod?: string | null;
  /** When sent, must be the order's reservation. */
  reservationId?: number | null;
}

/** `POST /api/payments/complete`'s answer (REST-NOTES). */
export interface PaymentCompletion {
  paymentId: number;
  reservationId: number;
  orderId: string;
  amount: number;
  reservationStatus: string;
}

/** Where the payment window comes from (Toss's SDK with the client key, or the local sandbox). */
export const paymentSettings = (ctx: RequestContext): PaymentSettings => ctx.app.adapters.toss.settings;

/** Thrown inside the recording transaction when the booking can no longer take the payment. */
class NotRecordable extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

/**
 * Completes a card payment: the amount must be the prepared total and the hold still valid; then Toss
 * confirms it (outside any row lock, Idempotency-Key = orderId), and one transaction confirms the
 * reservation, turns its holds into sales, spends the coupon and stores the payment. A payment Toss took
 * but that cannot be recorded is cancelled at Toss. The same completion sent twice answers the same.
 */
export async function completePayment(
  ctx: RequestContext,
  input: CompleteRequest,
  now = new Date(),
): Promise<PaymentCompletion> {
  if ((input.payMethod ?? 'TOSS_PAY') !== 'TOSS_PAY') throw AppError.badInput(MESSAGES.paymentMethodUnsupported);
  if (!ORDER_ID_PATTERN.test(input.orderId)) throw AppError.notFound(MESSAGES.reservationNotFound);
  if (!input.paymentKey || input.paymentKey.length > 200) throw AppError.badInput(MESSAGES.paymentFailed);
  if (!Number.isSafeInteger(input.amount)) throw AppError.badInput(MESSAGES.paymentAmountMismatch);

  const reservation = await ctx.em.findOne(Reservation, { orderId: input.orderId }, { populate: ['userCoupon'] });
  if (!reservation || (input.reservationId != null && input.reservationId !== reservation.id)) {
    throw AppError.notFound(MESSAGES.reservationNotFound);
  }
  if (reservation.user && ctx.user && reservation.user.id !== ctx.user.id) throw AppError.forbidden();

  const recorded = await ctx.em.findOne(Payment, { orderId: input.orderId });
  if (recorded) return sameCompletion(recorded, reservation, input);
  if (input.amount !== reservation.totalAmount) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
  if (reservation.status !== 'PENDING') throw AppError.conflict(MESSAGES.holdExpired);
  if (reservation.holdExpiresAt <= now) throw AppError.conflict(MESSAGES.holdExpired);
  const coupon = reservation.userCoupon;
  if (coupon && (coupon.usedAt || coupon.deletedAt)) throw AppError.conflict(MESSAGES.couponUnavailable);

  await ctx.em.nativeUpdate(Reservation, { id: reservation.id }, { attemptedPaymentKey: input.paymentKey });
  const approved = await confirmAtToss(ctx, input);

  try {
    const paymentId = await ctx.em.fork().transactional(async (tx) => {
      const confirmed = await tx.nativeUpdate(
        Reservation,
        { id: reservation.id, status: 'PENDING' },
        { status: 'CONFIRMED', confirmedAt: now },
      );
      if (confirmed === 0) throw new NotRecordable(AppError.conflict(MESSAGES.holdExpired));
      await lockNights(tx, reservation.room.id, reservation.checkIn, reservation.checkOut);
      await shiftNights(tx, reservation.room.id, reservation.checkIn, reservation.checkOut, {
        held: -reservation.roomCount,
        sold: reservation.roomCount,
      });
      if (coupon) {
        const spent = await tx.execute(
          `update user_coupons set used_at = ?, used_by_reservation_id = ?
            where id = ? and used_at is null and deleted_at is null`,
          [now, reservation.id, coupon.id],
          'run',
        );
        if (affected(spent) === 0) throw new NotRecordable(AppError.conflict(MESSAGES.couponUnavailable));
      }
      const payment = tx.create(Payment, {
        reservation: reservation.id,
        paymentKey: approved.paymentKey,
        orderId: approved.orderId,
        amount: approved.totalAmount,
        status: approved.status,
        approvedAt: approved.approvedAt ? new Date(approved.approvedAt) : now,
        providerMethod: approved.method ?? null,
        receiptUrl: approved.receipt?.url ?? null,
      });
      await tx.flush();
      return payment.id;
    });
    return {
      paymentId,
      reservationId: reservation.id,
      orderId: reservation.orderId,
      amount: approved.totalAmount,
      reservationStatus: statusLabel('CONFIRMED'),
    };
  } catch (error) {
    // A twin request may have recorded this very payment meanwhile: then it is the same answer.
    const twin = await ctx.em.fork().findOne(Payment, { orderId: input.orderId });
    if (twin && twin.paymentKey === input.paymentKey) return sameCompletion(twin, reservation, input);
    await refundUnrecorded(ctx, input.paymentKey, input.orderId);
    if (error instanceof NotRecordable) throw error.appError;
    throw error;
  }
}

/** Toss's confirm; after a timeout the payment is looked up, since it may have gone through. */
async function confirmAtToss(ctx: RequestContext, input: CompleteRequest): Promise<TossPayment> {
  const toss = ctx.app.adapters.toss;
  const body = { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount };
  try {
    return await toss.confirm(ctx.selfUrl, body, input.orderId);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (error.kind === 'timeout') {
      const found = await toss.get(ctx.selfUrl, input.paymentKey).catch(() => null);
      if (found?.status === 'DONE' && found.orderId === input.orderId && found.totalAmount === input.amount)
        return found;
    }
    throw error.toAppError();
  }
}

/** Never money without a booking: the whole payment goes back. Failures are logged for a person to see. */
async function refundUnrecorded(ctx: RequestContext, paymentKey: string, orderId: string): Promise<void> {
  try {
    await ctx.app.adapters.toss.cancel(
      ctx.selfUrl,
      paymentKey,
      { cancelReason: '예약을 확정할 수 없어 결제를 취소합니다.' },
      `void-${orderId}`,
    );
    ctx.logger.warn({ orderId }, '기록할 수 없는 결제를 취소했습니다');
  } catch (error) {
    ctx.logger.error({ err: error, orderId, paymentKey }, '기록할 수 없는 결제의 취소에 실패했습니다: 수동 환불 필요');
  }
}

function sameCompletion(payment: Payment, reservation: Reservation, input: CompleteRequest): PaymentCompletion {
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

const affected = (result: unknown): number => {
  const r = result as { affectedRows?: number; rowCount?: number };
  return r.affectedRows ?? r.rowCount ?? 0;
};
