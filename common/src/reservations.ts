import { addDays } from './dates';
import { nightsBetween } from './stay';

/** Reservation statuses (GraphQL enum values) and their Korean labels, which REST sends (spec §4). */
export const RESERVATION_STATUSES = {
  PENDING: '결제 대기',
  CONFIRMED: '예약 완료',
  CANCELED: '예약 취소',
  REFUNDED: '환불 완료',
  NO_SHOW: '노쇼',
  REVIEWED: '리뷰 작성 완료',
} as const;

export type ReservationStatus = keyof typeof RESERVATION_STATUSES;
export const RESERVATION_STATUS_KEYS = Object.keys(RESERVATION_STATUSES) as ReservationStatus[];

export const statusLabel = (status: ReservationStatus): string => RESERVATION_STATUSES[status];

/** Taxes and fees: a flat amount per reservation (REST-NOTES, spec §9). */
export const TAXES_AND_FEES = 5_000;

/** How long an unpaid reservation holds its rooms. */
export const HOLD_MINUTES = 10;

/**
 * The default cancellation policy: the refund rate by whole days between the cancellation day and the
 * check-in day (Asia/Seoul). The first tier whose `minDaysBefore` is reached applies.
 */
export const REFUND_TIERS: ReadonlyArray<{ minDaysBefore: number; refundRate: number }> = [
  { minDaysBefore: 7, refundRate: 100 },
  { minDaysBefore: 3, refundRate: 70 },
  { minDaysBefore: 2, refundRate: 50 },
  { minDaysBefore: 0, refundRate: 0 },
];

/** A cancellation within this many hours of booking is free, unless made on or after the day before check-in. */
export const FREE_CANCEL_HOURS = 24;

/**
 * The refund rate (percent) for cancelling a stay starting `checkIn`, booked at `bookedAt`, on the day
 * `today` at the instant `now`. Pure: the caller passes the clock.
 */
export function refundRate(checkIn: string, today: string, bookedAt: Date, now: Date): number {
  const daysBefore = nightsBetween(today, checkIn);
  if (daysBefore >= 2 && now.getTime() - bookedAt.getTime() < FREE_CANCEL_HOURS * 3_600_000) return 100;
  return REFUND_TIERS.find((tier) => daysBefore >= tier.minDaysBefore)?.refundRate ?? 0;
}

/** The refund of a cancellation in won, rounded down. */
export const refundAmount = (paid: number, rate: number): number => Math.floor((paid * rate) / 100);

/**
 * The last day a stay starting `checkIn` can be cancelled for a full refund under `REFUND_TIERS` (by the end of
 * that day, Asia/Seoul), or null when `today` is already inside the paid tiers. The 24-hour grace after booking
 * (`FREE_CANCEL_HOURS`) is left out: it depends on when the booking is made, not on the stay.
 */
export function freeCancellationUntil(checkIn: string, today: string): string | null {
  const free = REFUND_TIERS.filter((tier) => tier.refundRate === 100);
  if (free.length === 0) return null;
  const until = addDays(checkIn, -Math.min(...free.map((tier) => tier.minDaysBefore)));
  return today <= until ? until : null;
}

/**
 * One step of a cancellation policy: cancel by `until` (a Seoul date) for `refundRate`; by the end of that day, or
 * with `untilTime` (HH:MM, a 대실's deadline) by that minute of it.
 */
export interface CancellationTier {
  until: string;
  untilTime: string | null;
  refundRate: number;
}

/** The nights' policy as the booking drawer shows it: by the end of each day, the rate. */
export function cancellationSchedule(checkIn: string): CancellationTier[] {
  return REFUND_TIERS.map((tier) => ({
    until: addDays(checkIn, -tier.minDaysBefore),
    untilTime: null,
    refundRate: tier.refundRate,
  }));
}
