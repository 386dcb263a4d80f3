import { todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { refundAmount, refundRate } from '@shim/common/reservations';
import { normalizePhone } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { TossError } from '../../platform/payments/toss';
import { Payment } from '../payments/payment.entity';
import { shiftNights } from './holds';
import { ORDER_ID_PATTERN } from './order-id';
import { loadViews, type ReservationView } from './reservation.views';

/** How a guest proves a booking: its orderId and the phone given at checkout. */
export interface GuestProof {
  orderId?: string | null;
  phone?: string | null;
}

export interface Cancellation {
  canceledAmount: number;
  refundRate: number;
}

const CANCEL_REASON = '고객 요청에 의한 예약 취소';

/**
 * Who cancels (spec §4): the guest, proving the booking (a member's token, or orderId and phone), refunded
 * by the tiers; or the manager of the booking's lodging, who refunds in full.
 */
export type CancelledBy = GuestProof | { manager: true };

/** The caller's bookings, newest first, without those deleted from the history (and unpaid, expired ones). */
export async function myReservations(ctx: RequestContext): Promise<ReservationView[]> {
  const user = requireUser(ctx);
  return loadViews(ctx.em, 'r.user_id = ? and r.hidden_at is null', [user.id]);
}

/** Booking check: the order number and the phone must both match; a wrong one reveals nothing (404). */
export async function guestReservation(ctx: RequestContext, proof: GuestProof): Promise<ReservationView> {
  const orderId = proof.orderId?.trim() ?? '';
  const phone = normalizePhone(proof.phone);
  if (!orderId || !phone) throw AppError.badInput(MESSAGES.bookingCheckFieldsRequired);
  await guardGuestProof(ctx, orderId);
  const [view] = ORDER_ID_PATTERN.test(orderId)
    ? await loadViews(ctx.em, 'r.order_id = ? and r.phone = ? and r.hidden_at is null', [orderId, phone])
    : [];
  if (!view) throw await guestProofFailed(ctx, orderId);
  return view;
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
 * A booking by its unguessable orderId (the payment success page): holding it is the proof of the
 * booking, not of the buyer, so nothing of the buyer (name, phone) nor the card receipt is shown: no
 * part of what proves a guest booking for a cancel.
 */
export async function reservationByOrder(ctx: RequestContext, orderId: string): Promise<ReservationView> {
  if (!ORDER_ID_PATTERN.test(orderId)) throw AppError.notFound(MESSAGES.reservationNotFound);
  const [view] = await loadViews(ctx.em, 'r.order_id = ? and r.hidden_at is null', [orderId]);
  if (!view) throw AppError.notFound(MESSAGES.reservationNotFound);
  return { ...view, phone: null, guestName: '', receiptUrl: null };
}

/**
 * Cancels a confirmed booking not past check-out. The refund follows the tiers (common/reservations), or is
 * whole when the lodging's manager cancels, and
 * goes back through Toss first (no row lock held meanwhile, Idempotency-Key per order); then one
 * transaction marks it CANCELED, gives its nights from today on back to inventory and returns the coupon.
 */
export async function cancelReservation(
  ctx: RequestContext,
  reservationId: number,
  by: CancelledBy,
  now = new Date(),
): Promise<Cancellation> {
  const byManager = 'manager' in by;
  const view = byManager ? await managedReservation(ctx, reservationId) : await reachable(ctx, reservationId, by);
  const today = todayInSeoul(now);
  if (view.status !== 'CONFIRMED' || view.checkOut <= today) {
    throw AppError.conflict(MESSAGES.reservationNotCancelable);
  }
  // The lodging cancelling is not the guest changing plans: the guest gets everything back.
  const rate = byManager ? 100 : refundRate(view.checkIn, today, view.confirmedAt ?? view.createdAt, now);
  const amount = refundAmount(view.totalAmount, rate);
  const payment = await ctx.em.findOne(Payment, { reservation: view.reservationId });
  if (amount > 0 && payment) {
    try {
      await ctx.app.adapters.toss.cancel(
        ctx.selfUrl,
        payment.paymentKey,
        { cancelReason: byManager ? CONSOLE_MESSAGES.managerCancelReason : CANCEL_REASON, cancelAmount: amount },
        `cancel-${view.orderId}`,
      );
    } catch (error) {
      throw error instanceof TossError ? error.toAppError() : error;
    }
  }

  return ctx.em.fork().transactional(async (tx) => {
    const [canceled] = await tx.execute<Array<{ id: number }>>(
      `update reservations set status = 'CANCELED', canceled_at = ?, canceled_amount = ?
        where id = ? and status = 'CONFIRMED' returning id`,
      [now, amount, view.reservationId],
    );
    if (!canceled) {
      // A twin request cancelled it first: the same refund was made once (same Idempotency-Key).
      const [done] = await tx.execute<Array<{ canceled_amount: number; status: string }>>(
        'select canceled_amount, status from reservations where id = ?',
        [view.reservationId],
      );
      if (done?.status === 'CANCELED') return { canceledAmount: done.canceled_amount, refundRate: rate };
      throw AppError.conflict(MESSAGES.reservationNotCancelable);
    }
    const from = view.checkIn > today ? view.checkIn : today;
    await shiftNights(tx, view.roomId, from, view.checkOut, { sold: -view.roomCount });
    await tx.execute(
      'update user_coupons set used_at = null, used_by_reservation_id = null where used_by_reservation_id = ?',
      [view.reservationId],
    );
    if (payment) {
      await tx.execute(
        `update payments set canceled_amount = canceled_amount + ?,
                status = case when canceled_amount + ? >= amount then 'CANCELED' else 'PARTIAL_CANCELED' end
          where id = ?`,
        [amount, amount, payment.id],
      );
    }
    return { canceledAmount: amount, refundRate: rate };
  });
}

/** Removes a cancelled (or reviewed) booking from its owner's history; the record is kept. */
export async function deleteReservation(ctx: RequestContext, reservationId: number, proof: GuestProof): Promise<void> {
  const view = await reachable(ctx, reservationId, proof);
  const hidden = await ctx.em.execute<Array<{ id: number }>>(
    `update reservations set hidden_at = now()
      where id = ? and hidden_at is null and status in ('CANCELED', 'REFUNDED', 'REVIEWED') returning id`,
    [view.reservationId],
  );
  if (hidden.length === 0) throw AppError.conflict(MESSAGES.reservationNotDeletable);
}

/** A paid booking of one of the calling manager's lodgings; another manager's looks like a missing one (404). */
export async function managedReservation(ctx: RequestContext, reservationId: number): Promise<ReservationView> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const [view] = Number.isSafeInteger(reservationId)
    ? await loadViews(ctx.em, 'r.id = ? and h.manager_id = ? and r.confirmed_at is not null', [
        reservationId,
        ctx.user!.id,
      ])
    : [];
  if (!view) throw AppError.notFound(MESSAGES.reservationNotFound);
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
  const [view] = Number.isSafeInteger(reservationId)
    ? await loadViews(ctx.em, 'r.id = ? and r.hidden_at is null', [reservationId])
    : [];
  if (view && view.userId !== null && ctx.user?.id === view.userId) return view;
  if (view && view.userId === null && guestProof !== null) {
    if (ctx.user) await guardGuestProof(ctx, guestProof);
    if (view.orderId === orderId && view.phone === phone) return view;
  }
  if (guestProof !== null) throw await guestProofFailed(ctx, guestProof);
  throw AppError.notFound(MESSAGES.reservationNotFound);
}
