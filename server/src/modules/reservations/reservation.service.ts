import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { normalizePhone } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { openAttemptOf } from '../payments/payment-attempt.repository';
import { paymentOfReservation } from '../payments/payment.repository';
import { sendAttempt } from '../payments/payment.service';
import { noticeBookingEvent } from '../notifications/notification.service';
import { recordReservationEvent } from '../webhooks/webhook-outbox';
import { cancellationPolicyOf, documentsOf, nextSteps, refundOf, type Canceler, type NextSteps } from './lifecycle';
import { moveMoney, startRefund } from './money.repository';
import { ORDER_ID_PATTERN } from './order-id';
import {
  cancelBooking,
  findViews,
  hideBooking,
  statusOf,
  type ReservationView,
  type ViewCriteria,
} from './reservation.repository';
import { recordRefundAnswer, RETRY_POLICY } from './settlement';

/** How a guest proves a booking: its orderId and the phone given at checkout. */
export interface GuestProof {
  orderId?: string | null;
  phone?: string | null;
}

export interface Cancellation {
  canceledAmount: number;
  refundRate: number;
}

/**
 * A booking as the service answers it: the stored facts, what may be done next on the clock's today
 * (lifecycle.ts), the cancellation policy and the documents. Faces only shape this.
 */
export type Reservation = BookingFacts &
  NextSteps & {
    cancellationPolicy: ReturnType<typeof cancellationPolicyOf>;
    voucherUrl: string | null;
    invoiceUrl: string | null;
  };

/** The stored facts of a booking as a face may show them: the buyer's name may be withheld. */
type BookingFacts = Omit<ReservationView, 'guestName'> & { guestName: string | null };

export const withNextSteps = (ctx: RequestContext, view: BookingFacts): Reservation => ({
  ...view,
  ...nextSteps(view, ctx.clock.today()),
  cancellationPolicy: cancellationPolicyOf(view),
  ...documentsOf(view),
});

const CANCEL_REASONS: Record<Canceler, string> = {
  guest: '고객 요청에 의한 예약 취소',
  member: '고객 요청에 의한 예약 취소',
  manager: CONSOLE_MESSAGES.managerCancelReason,
};

const views = (ctx: RequestContext, criteria: ViewCriteria) => findViews(ctx.em, criteria);

/** The caller's bookings, newest first, without those deleted from the history (and unpaid, expired ones). */
export async function myReservations(ctx: RequestContext): Promise<Reservation[]> {
  const user = requireUser(ctx);
  return (await views(ctx, { userId: user.id })).map((view) => withNextSteps(ctx, view));
}

/** One of the caller's own bookings still in their history, or null. */
export async function myReservation(ctx: RequestContext, reservationId: number): Promise<Reservation | null> {
  const user = requireUser(ctx);
  if (!Number.isSafeInteger(reservationId)) return null;
  const [view] = await views(ctx, { id: reservationId, userId: user.id });
  return view ? withNextSteps(ctx, view) : null;
}

/** Booking check: the order number and the phone must both match; a wrong one reveals nothing (404). */
export async function guestReservation(ctx: RequestContext, proof: GuestProof): Promise<Reservation> {
  const orderId = proof.orderId?.trim() ?? '';
  const phone = normalizePhone(proof.phone);
  if (!orderId || !phone) throw AppError.badInput(MESSAGES.bookingCheckFieldsRequired);
  await guardGuestProof(ctx, orderId);
  const [view] = ORDER_ID_PATTERN.test(orderId) ? await views(ctx, { orderId, phone }) : [];
  if (!view) throw await guestProofFailed(ctx, orderId);
  return withNextSteps(ctx, view);
}

/**
 * Wrong order number / phone pairs are counted per client IP and per order number; past either limit
 * the guest path is refused for a while (429), so the phone cannot be guessed (about 10^8 candidates).
 */
async function guardGuestProof(ctx: RequestContext, orderId: string): Promise<void> {
  const { guestProofFailuresPerIp, guestProofFailuresPerOrder } = ctx.app.shared.limits;
  const [byIp, byOrder] = await Promise.all([
    guestProofFailuresPerIp.exhausted(ctx.ip ?? 'unknown'),
    guestProofFailuresPerOrder.exhausted(orderId),
  ]);
  if (byIp || byOrder) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.guestProofLocked);
}

async function guestProofFailed(ctx: RequestContext, orderId: string): Promise<AppError> {
  const { guestProofFailuresPerIp, guestProofFailuresPerOrder } = ctx.app.shared.limits;
  await Promise.all([guestProofFailuresPerIp.take(ctx.ip ?? 'unknown'), guestProofFailuresPerOrder.take(orderId)]);
  return AppError.notFound(MESSAGES.reservationNotFound);
}

/**
 * A booking by its unguessable orderId (the payment success page, a booking partner): holding it proves
 * the booking, not the buyer, so what is personal (name, phone, the member, the card receipt) is shown
 * only to the booking's own member, an administrator, or a caller who also gives the booking's phone.
 * A wrong phone is counted as a failed guest proof (it would otherwise let the phone be guessed).
 */
export async function reservationByOrder(
  ctx: RequestContext,
  orderId: string,
  phone?: string | null,
): Promise<Reservation> {
  if (!ORDER_ID_PATTERN.test(orderId)) throw AppError.notFound(MESSAGES.reservationNotFound);
  const offered = digitsOf(phone);
  if (offered) await guardGuestProof(ctx, orderId);
  const [view] = await views(ctx, { orderId });
  if (!view) throw AppError.notFound(MESSAGES.reservationNotFound);
  const proven = offered !== '' && offered === digitsOf(view.phone);
  if (offered && !proven) await guestProofFailed(ctx, orderId);
  const own = ctx.user !== null && (ctx.user.id === view.userId || ctx.user.role === 'ROLE_ADMIN');
  return withNextSteps(ctx, own || proven ? view : withoutPersonal(view));
}

const digitsOf = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '');

/** The booking with nothing of the buyer: who booked, their name, phone and card receipt withheld. */
const withoutPersonal = (view: ReservationView): BookingFacts => ({
  ...view,
  userId: null,
  guestName: null,
  phone: null,
  receiptUrl: null,
});

/**
 * Who asks to cancel or delete: a guest with the order number and phone, a member with their token (a
 * guest booking they hold the proof of also counts), or the manager of the booking's lodging.
 */
export type CancelPolicy = { by: 'guest' | 'member'; proof: GuestProof } | { by: 'manager' };

/** The policy of a customer's request: their token if they sent one, else the guest proof. */
export const customer = (ctx: RequestContext, proof: GuestProof): CancelPolicy => ({
  by: ctx.user ? 'member' : 'guest',
  proof,
});

/**
 * THE cancellation, for every face and console: the booking must be cancellable on the clock's today
 * (lifecycle.ts `nextSteps`), the refund is `refundOf` for who cancels. A refund is recorded as an attempt
 * (money PAID → REFUNDING, its own Idempotency-Key) before Toss is asked, with no row lock held; Toss's
 * answer is recorded in one transaction that marks it CANCELED with what Toss says it gave back, returns
 * its nights from today on and the coupon. A cancel finding a refund already open resumes that one (the
 * same amount and key: Toss replays it) instead of refunding again.
 */
export async function cancelReservation(
  ctx: RequestContext,
  reservationId: number,
  policy: CancelPolicy,
): Promise<Cancellation> {
  const view =
    policy.by === 'manager'
      ? await managedReservation(ctx, reservationId)
      : await reachable(ctx, reservationId, policy.proof);
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  if (!nextSteps(view, today).cancellable) throw AppError.conflict(MESSAGES.reservationNotCancelable);
  const refund = refundOf(view, policy.by, now, today);
  const payment = await paymentOfReservation(ctx.em, view.reservationId);
  const open = await openAttemptOf(ctx.em, view.reservationId);
  if (open?.kind === 'CANCEL' || (refund.amount > 0 && payment)) {
    const attempt =
      open?.kind === 'CANCEL'
        ? open
        : await startRefund(ctx.em, view.reservationId, {
            orderId: view.orderId,
            paymentKey: payment!.paymentKey,
            kind: 'CANCEL',
            amount: refund.amount,
            reason: CANCEL_REASONS[policy.by],
            retryAt: new Date(now.getTime() + RETRY_POLICY.baseMs),
            now,
          });
    if (!attempt) throw AppError.conflict(MESSAGES.reservationNotCancelable);
    const outcome = await sendAttempt(ctx.app, ctx.selfUrl, attempt);
    if (!outcome.ok) {
      if (outcome.refused) {
        await moveMoney(ctx.em, view.reservationId, 'PAID', ctx.clock.now(), {
          attemptId: attempt.id,
          state: 'FAILED',
          tossAmount: 0,
        });
      }
      throw outcome.error.toAppError();
    }
    const refunded = await recordRefundAnswer(ctx.app, attempt, outcome.payment);
    return { canceledAmount: refunded, refundRate: Math.round((refunded * 100) / view.totalAmount) };
  }

  return ctx.em.fork().transactional(async (tx) => {
    const from = view.checkIn > today ? view.checkIn : today;
    const canceled = await cancelBooking(
      tx,
      { id: view.reservationId, roomId: view.roomId, from, to: view.checkOut, roomCount: view.roomCount },
      0,
      now,
    );
    if (!canceled) {
      const done = await statusOf(tx, view.reservationId);
      if (done?.status === 'CANCELED') return { canceledAmount: done.canceledAmount, refundRate: refund.refundRate };
      throw AppError.conflict(MESSAGES.reservationNotCancelable);
    }
    await noticeBookingEvent(tx, view.reservationId, policy.by === 'manager' ? 'CANCELED_BY_MANAGER' : 'CANCELED');
    await recordReservationEvent(tx, 'reservation.cancelled', view.reservationId, now);
    return { canceledAmount: 0, refundRate: refund.refundRate };
  });
}

/** Removes a cancelled (or reviewed) booking from its owner's history; the record is kept. */
export async function deleteReservation(ctx: RequestContext, reservationId: number, proof: GuestProof): Promise<void> {
  const view = await reachable(ctx, reservationId, proof);
  const deletable = nextSteps(view, ctx.clock.today()).deletable;
  if (!deletable || !(await hideBooking(ctx.em, view.reservationId, ctx.clock.now()))) {
    throw AppError.conflict(MESSAGES.reservationNotDeletable);
  }
}

/** A paid booking of a lodging the caller manages (an administrator may act on any); else 404 / 403. */
export async function managedReservation(ctx: RequestContext, reservationId: number): Promise<ReservationView> {
  const user = requireUser(ctx);
  if (user.role !== 'ROLE_MANAGER' && user.role !== 'ROLE_ADMIN') throw AppError.forbidden();
  const [view] = Number.isSafeInteger(reservationId)
    ? await views(ctx, { id: reservationId, includeHidden: true })
    : [];
  if (!view || view.confirmedAt === null || (user.role === 'ROLE_MANAGER' && view.hotelManagerId !== user.id)) {
    throw AppError.notFound(MESSAGES.reservationNotFound);
  }
  return view;
}

/**
 * The booking, if the caller may act on it: a member's own booking by their token; a guest booking by
 * its orderId and phone. Without either: 401. Anything else looks like a missing booking (404).
 */
/** The booking the caller may act on: a member's own, or a guest's with its orderId and phone. */
export const reachableReservation = (ctx: RequestContext, reservationId: number, proof: GuestProof) =>
  reachable(ctx, reservationId, proof);

async function reachable(ctx: RequestContext, reservationId: number, proof: GuestProof): Promise<ReservationView> {
  const orderId = proof.orderId?.trim() || null;
  const phone = normalizePhone(proof.phone);
  if (!ctx.user && (!orderId || !phone)) throw AppError.unauthenticated();
  // A guest's proof is limited like the booking check: this is where a guessed phone would cancel.
  const guestProof = orderId !== null && phone !== null ? orderId : null;
  if (guestProof !== null && !ctx.user) await guardGuestProof(ctx, guestProof);
  const [view] = Number.isSafeInteger(reservationId) ? await views(ctx, { id: reservationId }) : [];
  if (view && view.userId !== null && ctx.user?.id === view.userId) return view;
  if (view && view.userId === null && guestProof !== null) {
    if (ctx.user) await guardGuestProof(ctx, guestProof);
    if (view.orderId === orderId && view.phone === phone) return view;
  }
  if (guestProof !== null) throw await guestProofFailed(ctx, guestProof);
  throw AppError.notFound(MESSAGES.reservationNotFound);
}
