import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import { normalizePhone } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { openAttemptOf } from '../payments/payment-attempt.repository';
import { paymentOfReservation } from '../payments/payment.repository';
import { sendAttempt } from '../payments/payment.service';
import { noticeBookingEvent } from '../notifications/notification.service';
import { recordReservationEvent } from '../webhooks/webhook-outbox';
import { dayUseCancellationQuote, dayUseFreeCancelUntilOf } from '@shim/common/day-use-quote';
import { freeCancelUntilOf, quoteOf, refundOf, type CancellationQuote, type Canceler } from '@shim/common/cancellation';
import { cancellationPolicyOf, documentsOf, nextSteps, type NextSteps } from './lifecycle';
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
import { stayPhaseOf } from './stay-phase';
import { isPaymentProof } from './payment-proof';

/**
 * How a guest proves a booking: its key and the phone given at checkout. The key is the booking number
 * (any case, dashes, spaces) or the orderId; either field takes either, `bookingNumber` first.
 */
export interface GuestProof {
  orderId?: string | null;
  bookingNumber?: string | null;
  phone?: string | null;
}

/** A booking's key as a person gave it: the orderId as typed and the booking number normalised. */
interface BookingKey {
  orderId: string;
  bookingNumber: string | null;
  /** What the failed-proof limit counts it under: one count per booking number however it is written. */
  limitKey: string;
}

/** The key in `text`, or null when it can be neither a booking number nor an orderId. */
export function bookingKeyOf(text: string | null | undefined): BookingKey | null {
  const typed = text?.trim() ?? '';
  const bookingNumber = normalizeBookingNumber(typed);
  const orderId = ORDER_ID_PATTERN.test(typed) ? typed : '';
  if (!bookingNumber && !orderId) return null;
  return { orderId, bookingNumber, limitKey: bookingNumber ?? orderId };
}

const keyText = (proof: GuestProof): string => proof.bookingNumber?.trim() || proof.orderId?.trim() || '';

/** Whether `view` is the booking `key` names. */
const isKeyOf = (key: BookingKey, view: ReservationView): boolean =>
  (key.orderId !== '' && view.orderId === key.orderId) || view.bookingNumber === key.bookingNumber;

export interface Cancellation {
  canceledAmount: number;
  refundRate: number;
}

/**
 * A booking as the service answers it: the stored facts, what may be done next on the clock's today
 * (lifecycle.ts), the cancellation policy and the documents. Faces only shape this.
 */
export type Reservation = BookingFacts &
  NextSteps &
  ReturnType<typeof stayPhaseOf> & {
    cancellationPolicy: ReturnType<typeof cancellationPolicyOf>;
    voucherUrl: string | null;
    invoiceUrl: string | null;
    /** 무료 취소 마감 (common/cancellation.ts `freeCancelUntilOf`): null when not cancellable or no longer free. */
    freeCancelUntil: Date | null;
  } & ReturnType<typeof refundOf>;

/** The stored facts of a booking as a face may show them: the buyer's name may be withheld. */
type BookingFacts = Omit<ReservationView, 'guestName'> & { guestName: string | null };

export const withNextSteps = (ctx: RequestContext, view: BookingFacts): Reservation => ({
  ...view,
  ...nextSteps(view, ctx.clock.today(), ctx.clock.now()),
  ...stayPhaseOf(view, ctx.clock.today(), ctx.clock.now()),
  cancellationPolicy: cancellationPolicyOf(view),
  ...documentsOf(view, ctx.origin),
  freeCancelUntil:
    view.kind === 'DAY_USE'
      ? dayUseFreeCancelUntilOf(
          { ...view, startsAt: view.dayUseStartsAt! },
          ctx.clock.now(),
          view.dayUseFreeCancelMinutes,
        )
      : freeCancelUntilOf(view, ctx.clock.now()),
  ...refundOf(view),
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

/** A member's bookings for the administrator's member page: newest first, those the member hid included. */
export async function memberReservations(ctx: RequestContext, userId: number): Promise<Reservation[]> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  if (!Number.isSafeInteger(userId)) return [];
  return (await views(ctx, { userId, includeHidden: true })).map((view) => withNextSteps(ctx, view));
}

/** One of the caller's own bookings still in their history, or null. */
export async function myReservation(ctx: RequestContext, reservationId: number): Promise<Reservation | null> {
  const user = requireUser(ctx);
  if (!Number.isSafeInteger(reservationId)) return null;
  const [view] = await views(ctx, { id: reservationId, userId: user.id });
  return view ? withNextSteps(ctx, view) : null;
}

/**
 * Booking check: the booking number (or orderId) and the phone must both match; a wrong one reveals
 * nothing (404) and counts against the caller's IP and the number.
 */
export async function guestReservation(ctx: RequestContext, proof: GuestProof): Promise<Reservation> {
  const typed = keyText(proof);
  const phone = normalizePhone(proof.phone);
  if (!typed || !phone) throw AppError.badInput(MESSAGES.bookingCheckFieldsRequired);
  const key = bookingKeyOf(typed);
  const limitKey = key?.limitKey ?? typed.toUpperCase();
  await guardGuestProof(ctx, limitKey);
  const [view] = key ? await views(ctx, { bookingKey: key, phone }) : [];
  if (!view) throw await guestProofFailed(ctx, limitKey);
  return withNextSteps(ctx, view);
}

/**
 * Wrong booking number / phone pairs are counted per client IP and per booking (its number however
 * written, or its orderId); past either limit the guest path is refused for a while (429), so neither the
 * phone (about 10^8 candidates) nor numbers can be tried one after another. `key` null: the IP only.
 */
async function guardGuestProof(ctx: RequestContext, key: string | null): Promise<void> {
  const { guestProofFailuresPerIp, guestProofFailuresPerOrder } = ctx.app.shared.limits;
  const [byIp, byOrder] = await Promise.all([
    guestProofFailuresPerIp.exhausted(ctx.ip ?? 'unknown'),
    key === null ? false : guestProofFailuresPerOrder.exhausted(key),
  ]);
  if (byIp || byOrder) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.guestProofLocked);
}

async function guestProofFailed(ctx: RequestContext, key: string | null): Promise<AppError> {
  const { guestProofFailuresPerIp, guestProofFailuresPerOrder } = ctx.app.shared.limits;
  await Promise.all([
    guestProofFailuresPerIp.take(ctx.ip ?? 'unknown'),
    key === null ? true : guestProofFailuresPerOrder.take(key),
  ]);
  return AppError.notFound(MESSAGES.reservationNotFound);
}

/**
 * A booking by its unguessable orderId or booking number (the payment success page, a booking partner):
 * holding it proves the booking, not the buyer, so what is personal (name, phone, the member, the card
 * receipt) is shown only to the booking's own member, an administrator, or a caller who also gives the
 * booking's phone. A wrong phone is counted as a failed guest proof (it would otherwise let the phone be
 * guessed), and so is a number that names no booking (numbers are not to be tried one after another).
 */
export async function reservationByOrder(
  ctx: RequestContext,
  orderId: string,
  phone?: string | null,
  /** The proof prepare gave the browser that paid (payment-proof.ts): counts as the phone. */
  paymentProof?: string | null,
): Promise<Reservation> {
  const key = bookingKeyOf(orderId);
  if (!key) throw AppError.notFound(MESSAGES.reservationNotFound);
  const offered = digitsOf(phone);
  await guardGuestProof(ctx, offered ? key.limitKey : null);
  const [view] = await views(ctx, { bookingKey: key });
  if (!view) throw await guestProofFailed(ctx, offered ? key.limitKey : null);
  const proven =
    (offered !== '' && offered === digitsOf(view.phone)) || isPaymentProof(ctx, view.orderId, paymentProof);
  if (offered && !proven) await guestProofFailed(ctx, key.limitKey);
  const own = ctx.user !== null && (ctx.user.id === view.userId || ctx.user.role === 'ROLE_ADMIN');
  return withNextSteps(ctx, own || proven ? view : withoutPersonal(view));
}

// The one phone rule (common/validation), so `+82 10-…` proves a booking made with 010-….
const digitsOf = (phone: string | null | undefined): string => (normalizePhone(phone) ?? '').replace(/\D/g, '');

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

/** The booking a cancel or its quote is about, as `policy` reaches it. */
const cancelTarget = (ctx: RequestContext, reservationId: number, policy: CancelPolicy): Promise<ReservationView> =>
  policy.by === 'manager' ? managedReservation(ctx, reservationId) : reachable(ctx, reservationId, policy.proof);

/**
 * The quote of cancelling now, as the cancel itself would refund it: `quoteOf` for who cancels, except that a
 * refund already open (its answer never recorded) is resumed as it is, and a booking without a payment gives
 * nothing back. Not cancellable on the clock's today: 409.
 */
async function quoteNow(ctx: RequestContext, view: ReservationView, by: Canceler) {
  if (!nextSteps(view, ctx.clock.today(), ctx.clock.now()).cancellable)
    throw AppError.conflict(MESSAGES.reservationNotCancelable);
  const quote =
    view.kind === 'DAY_USE'
      ? dayUseCancellationQuote(
          { startsAt: view.dayUseStartsAt!, totalAmount: view.totalAmount },
          by,
          ctx.clock.now(),
          view.dayUseFreeCancelMinutes,
        )
      : quoteOf(view, by, ctx.clock.now());
  const [payment, open] = await Promise.all([
    paymentOfReservation(ctx.em, view.reservationId),
    openAttemptOf(ctx.em, view.reservationId),
  ]);
  const fixed = open?.kind === 'CANCEL' ? open.amount : payment ? null : 0;
  if (fixed === null || fixed === quote.refundAmount) return { quote, payment, open };
  const rate = view.totalAmount > 0 ? Math.round((fixed * 100) / view.totalAmount) : 0;
  const resumed = { refundRate: rate, refundAmount: fixed, keptAmount: view.totalAmount - fixed, validUntil: null };
  return { quote: { ...quote, ...resumed }, payment, open };
}

/** What cancelling the booking now gives back (the dialog before every cancel button); the same proof as the cancel. */
export async function cancellationQuote(
  ctx: RequestContext,
  reservationId: number,
  policy: CancelPolicy,
): Promise<CancellationQuote> {
  return (await quoteNow(ctx, await cancelTarget(ctx, reservationId, policy), policy.by)).quote;
}

/** The quote as JSON: the REST answer and the `quote` of a REFUND_CHANGED refusal (GraphQL's extensions too). */
export const quoteJson = (quote: CancellationQuote) => ({
  ...quote,
  validUntil: quote.validUntil?.toISOString() ?? null,
});

/**
 * THE cancellation, for every face and console: the booking must be cancellable on the clock's today
 * (lifecycle.ts `nextSteps`), the refund is its quote (`quoteNow`). When the caller says which refund it showed
 * (`expectedRefundAmount`) and the quote in force differs, nothing is cancelled: 409 REFUND_CHANGED with the new
 * quote, so nobody is refunded other than what they confirmed. A refund is recorded as an attempt
 * (money PAID → REFUNDING, its own Idempotency-Key) before Toss is asked, with no row lock held; Toss's
 * answer is recorded in one transaction that marks it CANCELED with what Toss says it gave back, returns
 * its nights from today on and the coupon. A cancel finding a refund already open resumes that one (the
 * same amount and key: Toss replays it) instead of refunding again.
 */
export async function cancelReservation(
  ctx: RequestContext,
  reservationId: number,
  policy: CancelPolicy,
  expectedRefundAmount?: number | null,
): Promise<Cancellation> {
  const expected = expectedRefundAmount ?? null;
  if (expected !== null && !Number.isSafeInteger(expected)) throw AppError.badInput(MESSAGES.badRequest);
  const view = await cancelTarget(ctx, reservationId, policy);
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  const { quote, payment, open } = await quoteNow(ctx, view, policy.by);
  if (expected !== null && expected !== quote.refundAmount) {
    throw new AppError('REFUND_CHANGED', MESSAGES.refundChanged, { quote: quoteJson(quote) });
  }
  const refund = { refundRate: quote.refundRate, amount: quote.refundAmount };
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
  const deletable = nextSteps(view, ctx.clock.today(), ctx.clock.now()).deletable;
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
  const typed = keyText(proof) || null;
  const phone = normalizePhone(proof.phone);
  if (!ctx.user && (!typed || !phone)) throw AppError.unauthenticated();
  const key = typed !== null ? bookingKeyOf(typed) : null;
  // A guest's proof is limited like the booking check: this is where a guessed phone would cancel.
  const guestProof = typed !== null && phone !== null ? (key?.limitKey ?? typed.toUpperCase()) : null;
  if (guestProof !== null && !ctx.user) await guardGuestProof(ctx, guestProof);
  const [view] = Number.isSafeInteger(reservationId) ? await views(ctx, { id: reservationId }) : [];
  if (view && view.userId !== null && ctx.user?.id === view.userId) return view;
  if (view && view.userId === null && guestProof !== null) {
    if (ctx.user) await guardGuestProof(ctx, guestProof);
    if (key !== null && isKeyOf(key, view) && view.phone === phone) return view;
  }
  if (guestProof !== null) throw await guestProofFailed(ctx, guestProof);
  throw AppError.notFound(MESSAGES.reservationNotFound);
}
