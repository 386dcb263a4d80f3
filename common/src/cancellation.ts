import { addDays, seoulDay, todayInSeoul } from './dates';
import {
  cancellationSchedule,
  FREE_CANCEL_HOURS,
  REFUND_TIERS,
  refundAmount,
  refundRate,
  type CancellationTier,
  type ReservationStatus,
} from './reservations';
import type { RefundStatus } from './booking-facts';
import { nightsBetween } from './stay';

/**
 * What cancelling gives back (spec §4): THE quote that every cancel button shows and every cancel refunds, the
 * free-cancel deadline and the refund's state, shared by the reservations and the messages that describe them.
 */

/** The status a booking must have to be cancelled (the SQL guard uses the same value). */
export const CANCELLABLE_STATUS: ReservationStatus = 'CONFIRMED';

/** Who cancels: the guest (order number and phone), the member (their token), the lodging's manager. */
export type Canceler = 'guest' | 'member' | 'manager';

/** Which rule sets a quote's refund: the 24 h grace after payment, a day tier, or the lodging cancelling. */
export type QuoteTier = 'GRACE' | 'DAYS_BEFORE' | 'LODGING';

/**
 * What a cancellation gives back, said before the button: the tier, its rate and amounts, and `validUntil`, the
 * instant the refund next changes (null when it no longer can). The cancel refunds exactly this amount.
 */
export interface CancellationQuote {
  tier: QuoteTier;
  tierLabel: string;
  refundRate: number;
  refundAmount: number;
  keptAmount: number;
  totalAmount: number;
  validUntil: Date | null;
  policy: CancellationTier[];
}

type Refundable = { checkIn: string; totalAmount: number; confirmedAt: Date | null; createdAt: Date };

const bookedAtOf = (reservation: Refundable): Date => reservation.confirmedAt ?? reservation.createdAt;
const rateAt = (reservation: Refundable, at: Date): number =>
  refundRate(reservation.checkIn, todayInSeoul(at), bookedAtOf(reservation), at);

/**
 * THE quote, and so the refund, of a cancellation: a guest's or member's follows the tiers of common/reservations
 * (from the day of cancelling to check-in, free within 24 h of payment); the lodging cancelling gives all back.
 */
export function quoteOf(reservation: Refundable, by: Canceler, now: Date): CancellationQuote {
  const policy = cancellationSchedule(reservation.checkIn);
  const amounts = (rate: number) => {
    const refund = refundAmount(reservation.totalAmount, rate);
    return { refundRate: rate, refundAmount: refund, keptAmount: reservation.totalAmount - refund };
  };
  const base = { totalAmount: reservation.totalAmount, policy };
  if (by === 'manager') {
    return {
      ...base,
      ...amounts(100),
      tier: 'LODGING',
      tierLabel: '숙소 사정에 의한 취소 (전액 환불)',
      validUntil: null,
    };
  }
  const rate = rateAt(reservation, now);
  const daysTier = tierOfDay(reservation.checkIn, todayInSeoul(now));
  const grace = rate !== daysTier.refundRate;
  return {
    ...base,
    ...amounts(rate),
    tier: grace ? 'GRACE' : 'DAYS_BEFORE',
    tierLabel: grace ? `결제 후 ${FREE_CANCEL_HOURS}시간 이내 취소` : daysTier.label,
    validUntil: nextChange(reservation, now, rate),
  };
}

/** The day tier in force on `today`, named as a guest reads it (체크인 3~6일 전). */
function tierOfDay(checkIn: string, today: string): { refundRate: number; label: string } {
  const days = nightsBetween(today, checkIn);
  const index = REFUND_TIERS.findIndex((tier) => days >= tier.minDaysBefore);
  const tier = REFUND_TIERS[index] ?? REFUND_TIERS[REFUND_TIERS.length - 1]!;
  const last = index <= 0 ? null : REFUND_TIERS[index - 1]!.minDaysBefore - 1;
  const label =
    last === null
      ? `체크인 ${tier.minDaysBefore}일 전까지 취소`
      : last === tier.minDaysBefore
        ? `체크인 ${last}일 전 취소`
        : tier.minDaysBefore === 0
          ? last === 1
            ? '체크인 전날과 당일 취소'
            : `체크인 ${last}일 전부터 당일 취소`
          : `체크인 ${tier.minDaysBefore}~${last}일 전 취소`;
  return { refundRate: tier.refundRate, label };
}

/**
 * The first instant after `now` the refund rate differs from `rate`: a day tier starts at a Seoul midnight, the
 * grace ends 24 h after payment; candidates where the rate stays the same (grace inside the 100 % tier) are passed.
 */
function nextChange(reservation: Refundable, now: Date, rate: number): Date | null {
  const candidates = [
    ...REFUND_TIERS.map((tier) => seoulDay(addDays(reservation.checkIn, -tier.minDaysBefore)).until),
    new Date(bookedAtOf(reservation).getTime() + FREE_CANCEL_HOURS * 3_600_000),
  ]
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates.find((at) => rateAt(reservation, at) !== rate) ?? null;
}

/**
 * 무료 취소 마감: the instant a guest's cancellation stops refunding in full, from THE quote (so the 24 h grace counts);
 * null when the booking cannot be cancelled or the full refund is already over.
 */
export function freeCancelUntilOf(
  reservation: Refundable & { status: ReservationStatus; moneyState?: string },
  now: Date,
): Date | null {
  // A cancel already under way (its refund asked of Toss) has no deadline left to keep.
  if (reservation.status !== CANCELLABLE_STATUS || reservation.moneyState === 'REFUNDING') return null;
  const quote = quoteOf(reservation, 'guest', now);
  return quote.refundRate === 100 ? quote.validUntil : null;
}

/**
 * Where a booking's refund is (payments/money-state.ts): REFUNDING while Toss's answer is not recorded, REFUNDED once a
 * cancelled booking gave money back (when: its cancellation, recorded with Toss's answer), else NONE.
 */
export function refundOf(reservation: {
  status: ReservationStatus;
  moneyState: string;
  canceledAmount: number;
  canceledAt: Date | null;
}): { refundStatus: RefundStatus; refundedAt: Date | null } {
  if (reservation.moneyState === 'REFUNDING') return { refundStatus: 'REFUNDING', refundedAt: null };
  const cancelled = reservation.status === 'CANCELED' || reservation.status === 'REFUNDED';
  return cancelled && reservation.canceledAmount > 0
    ? { refundStatus: 'REFUNDED', refundedAt: reservation.canceledAt }
    : { refundStatus: 'NONE', refundedAt: null };
}
