import type { AppServices, RequestContext } from '../../platform/context';
import type { Logger } from '../../platform/logger';
import { TossError, type PaymentSettings, type TossPayment } from '../../platform/payments/toss';

/**
 * Payments talk to Toss and record money (payment.repository.ts); whether a booking may be paid,
 * confirmed or cancelled, and for how much, is the reservations module's to decide.
 */

/** Where the payment window comes from (Toss's SDK with the client key, or the local sandbox). */
export const paymentSettings = (ctx: RequestContext): PaymentSettings => ctx.app.adapters.toss.settings;

/** A payment at Toss as a booking knows it. */
export interface PaymentRef {
  paymentKey: string;
  orderId: string;
}

/** Toss's confirm (Idempotency-Key = orderId); after a timeout the payment is looked up, since it may have gone through. */
export async function confirmAtToss(
  ctx: RequestContext,
  payment: PaymentRef & { amount: number },
): Promise<TossPayment> {
  const toss = ctx.app.adapters.toss;
  const body = { paymentKey: payment.paymentKey, orderId: payment.orderId, amount: payment.amount };
  try {
    return await toss.confirm(ctx.selfUrl, body, payment.orderId);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (error.kind === 'timeout') {
      const found = await toss.get(ctx.selfUrl, payment.paymentKey).catch(() => null);
      if (found?.status === 'DONE' && found.orderId === payment.orderId && found.totalAmount === payment.amount)
        return found;
    }
    throw error.toAppError();
  }
}

/** Gives back `amount` of a payment at Toss (Idempotency-Key per order: a twin request refunds once). */
export async function refundAtToss(
  ctx: RequestContext,
  payment: PaymentRef,
  amount: number,
  reason: string,
): Promise<void> {
  try {
    await ctx.app.adapters.toss.cancel(
      ctx.selfUrl,
      payment.paymentKey,
      { cancelReason: reason, cancelAmount: amount },
      `cancel-${payment.orderId}`,
    );
  } catch (error) {
    throw error instanceof TossError ? error.toAppError() : error;
  }
}

/**
 * THE compensation: never money without a booking. A payment Toss approved for an order that will not
 * be a booking (it could not be recorded, or its hold ran out while the confirm was on its way) is
 * looked up and, if Toss took it, cancelled whole (Idempotency-Key `void-{orderId}`, so the request path
 * and the expiry job void it once). Failures are logged for a person to see; answers whether it voided.
 */
export async function voidAtToss(
  app: Pick<AppServices, 'adapters'>,
  selfUrl: string,
  logger: Logger,
  payment: PaymentRef,
  reason: string,
): Promise<boolean> {
  try {
    const found = await app.adapters.toss.get(selfUrl, payment.paymentKey);
    if (found.status !== 'DONE' || found.orderId !== payment.orderId) return false;
    await app.adapters.toss.cancel(selfUrl, payment.paymentKey, { cancelReason: reason }, `void-${payment.orderId}`);
    logger.warn({ orderId: payment.orderId }, '예약이 되지 않은 결제를 취소했습니다');
    return true;
  } catch (error) {
    logger.error(
      { err: error, orderId: payment.orderId },
      '예약이 되지 않은 결제의 취소에 실패했습니다: 수동 환불 필요',
    );
    return false;
  }
}
