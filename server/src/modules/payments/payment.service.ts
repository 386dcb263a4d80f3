import type { AppServices, RequestContext } from '../../platform/context';
import { TossError, type PaymentSettings, type TossPayment } from '../../platform/payments/toss';
import type { PaymentAttempt } from './payment-attempt.repository';
import { absoluteOnSite } from './payment-window';

/**
 * Payments talk to Toss and record money (payment.repository.ts, payment-attempt.repository.ts); whether
 * a booking may be paid, confirmed or cancelled, and for how much, is the reservations module's to decide.
 */

/**
 * Where the payment window comes from (Toss's SDK with the client key, or the local sandbox), its URL absolute
 * (siteOrigin) so a partner's page can open it as well as this site's.
 */
export const paymentSettings = (ctx: RequestContext): PaymentSettings => {
  const settings = ctx.app.adapters.toss.settings;
  return { ...settings, checkoutUrl: absoluteOnSite(ctx.origin, settings.checkoutUrl) };
};

/**
 * Toss's answer to one attempt: its Payment, a refusal in Toss's words (nothing moved), or no usable
 * answer (timeout, 5xx, no connection: the outcome is unknown and the attempt stays open).
 */
export type TossOutcome = { ok: true; payment: TossPayment } | { ok: false; refused: boolean; error: TossError };

const outcomeOf = (error: unknown): TossOutcome => {
  if (!(error instanceof TossError)) throw error;
  return { ok: false, refused: error.kind === 'refused', error };
};

/** Sends a recorded attempt to Toss with its own Idempotency-Key (a resumed attempt replays its answer). */
export async function sendAttempt(
  app: Pick<AppServices, 'adapters'>,
  selfUrl: string,
  attempt: PaymentAttempt,
): Promise<TossOutcome> {
  const toss = app.adapters.toss;
  try {
    const payment =
      attempt.kind === 'CONFIRM'
        ? await toss.confirm(
            selfUrl,
            { paymentKey: attempt.paymentKey, orderId: attempt.orderId, amount: attempt.amount },
            attempt.idempotencyKey,
          )
        : await toss.cancel(
            selfUrl,
            attempt.paymentKey,
            { cancelReason: attempt.reason, cancelAmount: attempt.amount },
            attempt.idempotencyKey,
          );
    return { ok: true, payment };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** What Toss has for an attempt's payment: by order for a confirm (what Toss approved for it), else by key. */
export async function lookUpAtToss(
  app: Pick<AppServices, 'adapters'>,
  selfUrl: string,
  attempt: PaymentAttempt,
): Promise<TossOutcome> {
  const toss = app.adapters.toss;
  try {
    if (attempt.kind === 'CONFIRM') {
      const byOrder = await toss.getByOrder(selfUrl, attempt.orderId);
      if (byOrder.paymentKey === attempt.paymentKey) return { ok: true, payment: byOrder };
    }
    return { ok: true, payment: await toss.get(selfUrl, attempt.paymentKey) };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Toss took the money of this payment (and has not given all of it back). */
export const tossHolds = (payment: TossPayment): boolean =>
  (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED') && payment.balanceAmount > 0;

/** What Toss has refunded of a payment in all, by its own balance. */
export const refundedAtToss = (payment: TossPayment): number => payment.totalAmount - payment.balanceAmount;

/** The amount Toss says its last cancel gave back (an answer to one cancel request, replayed or not). */
export const lastCancelAmount = (payment: TossPayment): number | null => payment.cancels?.at(-1)?.cancelAmount ?? null;
