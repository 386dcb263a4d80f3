import { DEFAULT_LOCALE, localePath, type Locale } from '@shim/common/locales';
import { CANCELLABLE_STATUS } from '@shim/common/cancellation';
import type { StayKind } from '@shim/common/day-use';
import { dayUseCancellationSchedule } from '@shim/common/day-use-quote';
import {
  cancellationSchedule,
  HOLD_MINUTES,
  type CancellationTier,
  type ReservationStatus,
} from '@shim/common/reservations';
import { stayOver, type StayEnd } from './stay-phase';

/**
 * The reservation's life in one place (spec §4): when a hold expires and what may be done next (what a
 * cancellation gives back: common/cancellation.ts). Services and repositories read these; faces only shape what they get.
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

interface Facts extends StayEnd {
  status: ReservationStatus;
  checkIn: string;
  /** A 대실 (check-out is its date) may be cancelled on its day too; its refund says what that gives back. */
  kind?: StayKind;
}

/** What the person may do with a booking on the day `today` (Asia/Seoul), at `now`. */
export interface NextSteps {
  /** Confirmed and not past check-out (a 대실: not past its date). */
  cancellable: boolean;
  /** Confirmed and over (`stayOver`: a night checked out before today, a 대실 past its end). */
  reviewable: boolean;
  /** Cancelled, refunded or reviewed: may leave the owner's history. */
  deletable: boolean;
}

export function nextSteps(reservation: Facts, today: string, now: Date): NextSteps {
  return {
    cancellable:
      reservation.status === CANCELLABLE_STATUS &&
      (reservation.kind === 'DAY_USE' ? reservation.checkOut >= today : reservation.checkOut > today),
    reviewable: reservation.status === 'CONFIRMED' && stayOver(reservation, today, now),
    deletable: DELETABLE_STATUSES.includes(reservation.status),
  };
}

/** The cancellation policy as the booking drawer shows it: a 대실's by its start, a night's by its check-in. */
export const cancellationPolicyOf = (reservation: {
  checkIn: string;
  kind: StayKind;
  dayUseStartsAt: Date | null;
  dayUseFreeCancelMinutes: number;
}): CancellationTier[] =>
  reservation.kind === 'DAY_USE' && reservation.dayUseStartsAt
    ? dayUseCancellationSchedule(reservation.dayUseStartsAt, reservation.dayUseFreeCancelMinutes)
    : cancellationSchedule(reservation.checkIn);

/**
 * The booking confirmation (예약 확인서) is the receipt page of the order, for confirmed and reviewed
 * bookings; the invoice is Toss's card receipt when the payment came with one. Both absolute (`origin` is
 * siteOrigin, never a Host header): an API answer is read off this site too, and the sandbox's receipts are paths.
 */
export function documentsOf(
  reservation: { status: ReservationStatus; orderId: string; receiptUrl: string | null; locale?: Locale },
  origin: string,
) {
  const confirmed = reservation.status === 'CONFIRMED' || reservation.status === 'REVIEWED';
  // The confirmation page in the language the guest booked in (a Korean booking keeps its path).
  const voucherPath = localePath(reservation.locale ?? DEFAULT_LOCALE, '/payment-success');
  return {
    voucherUrl: confirmed ? `${origin}${voucherPath}?orderId=${encodeURIComponent(reservation.orderId)}` : null,
    invoiceUrl: reservation.receiptUrl?.startsWith('/') ? `${origin}${reservation.receiptUrl}` : reservation.receiptUrl,
  };
}
