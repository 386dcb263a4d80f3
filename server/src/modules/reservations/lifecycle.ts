import {
  cancellationSchedule,
  HOLD_MINUTES,
  refundAmount,
  refundRate,
  type ReservationStatus,
} from '@shim/common/reservations';

/**
 * The reservation's life in one place (spec §4): when a hold expires, what may be done next, and how
 * much a cancellation gives back. Services and repositories read these; faces only shape what they get.
 */

/** A hold made at `now` keeps the rooms until this instant. */
export const holdExpiresAt = (now: Date): Date => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/**
 * THE hold-expiry rule: a PENDING reservation's hold has expired once `holdExpiresAt` is at or before now
 * (hold.repository.ts `holdExpiredSql` / `holdOpenSql` state it for SQL).
 */
export const holdExpired = (reservation: { status: string; holdExpiresAt: Date }, now: Date): boolean =>
  reservation.status === 'PENDING' && new Date(reservation.holdExpiresAt).getTime() <= now.getTime();

/** Statuses a booking may be removed from its owner's history in (the SQL guard uses the same list). */
export const DELETABLE_STATUSES: readonly ReservationStatus[] = ['CANCELED', 'REFUNDED', 'REVIEWED'];
/** The status a booking must have to be cancelled (the SQL guard uses the same value). */
export const CANCELLABLE_STATUS: ReservationStatus = 'CONFIRMED';

interface Facts {
  status: ReservationStatus;
  checkIn: string;
  checkOut: string;
}

/** What the person may do with a booking on the day `today` (Asia/Seoul). */
export interface NextSteps {
  /** Confirmed and not past check-out. */
  cancellable: boolean;
  /** Confirmed and checked out before today. */
  reviewable: boolean;
  /** Cancelled, refunded or reviewed: may leave the owner's history. */
  deletable: boolean;
}

export function nextSteps(reservation: Facts, today: string): NextSteps {
  return {
    cancellable: reservation.status === CANCELLABLE_STATUS && reservation.checkOut > today,
    reviewable: reservation.status === 'CONFIRMED' && reservation.checkOut < today,
    deletable: DELETABLE_STATUSES.includes(reservation.status),
  };
}

/** Who cancels: the guest (order number and phone), the member (their token), the lodging's manager. */
export type Canceler = 'guest' | 'member' | 'manager';

/**
 * The refund of a cancellation: a guest's or member's follows the tiers of common/reservations (from the
 * day of cancelling to check-in, free within 24 h of booking); the lodging cancelling gives all back.
 */
export function refundOf(
  reservation: { checkIn: string; totalAmount: number; confirmedAt: Date | null; createdAt: Date },
  by: Canceler,
  now: Date,
  today: string,
): { refundRate: number; amount: number } {
  const rate =
    by === 'manager'
      ? 100
      : refundRate(reservation.checkIn, today, reservation.confirmedAt ?? reservation.createdAt, now);
  return { refundRate: rate, amount: refundAmount(reservation.totalAmount, rate) };
}

/** The cancellation policy as the booking drawer shows it. */
export const cancellationPolicyOf = (reservation: { checkIn: string }) => cancellationSchedule(reservation.checkIn);

/**
 * The booking confirmation (예약 확인서) is the receipt page of the order, for confirmed and reviewed
 * bookings; the invoice is Toss's card receipt when the payment came with one.
 */
export function documentsOf(reservation: { status: ReservationStatus; orderId: string; receiptUrl: string | null }) {
  const confirmed = reservation.status === 'CONFIRMED' || reservation.status === 'REVIEWED';
  return {
    voucherUrl: confirmed ? `/payment-success?orderId=${encodeURIComponent(reservation.orderId)}` : null,
    invoiceUrl: reservation.receiptUrl,
  };
}
