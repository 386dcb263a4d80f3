import { formatDeadline } from './booking-facts';
import { CANCELLABLE_STATUS, type CancellationQuote, type Canceler } from './cancellation';
import { todayInSeoul } from './dates';
import type { CancellationTier, ReservationStatus } from './reservations';
import { dayUseFreeCancellationUntil, dayUseRefund, seoulClock } from './day-use';

/**
 * A 대실's policy in the nights' shape (common/src/reservations.ts `CancellationTier`): 100 % until the minute before
 * the deadline (`12:59` for a 14:00 start), then 0 % through the use's day, when it can still be cancelled.
 */
export function dayUseCancellationSchedule(startsAt: Date, freeCancelMinutes: number): CancellationTier[] {
  const lastFreeInstant = new Date(dayUseFreeCancellationUntil(startsAt, freeCancelMinutes).getTime() - 1);
  return [
    { until: todayInSeoul(lastFreeInstant), untilTime: seoulClock(lastFreeInstant), refundRate: 100 },
    { until: todayInSeoul(startsAt), untilTime: null, refundRate: 0 },
  ];
}

/**
 * A 대실's cancellation quote in the nights' shape (common/src/cancellation.ts `CancellationQuote`), so the one
 * cancel of reservation.service.ts refunds it and every face shows it: the refund is `dayUseRefund`'s.
 */
export function dayUseCancellationQuote(
  use: { startsAt: Date; totalAmount: number },
  by: Canceler,
  now: Date,
  freeCancelMinutes: number,
): CancellationQuote {
  const quote = dayUseRefund(use, by, now, freeCancelMinutes);
  const deadline = formatDeadline(quote.freeCancelUntil);
  const tierLabel =
    quote.tier === 'LODGING'
      ? '숙소 사정에 의한 취소 (전액 환불)'
      : quote.tier === 'BEFORE_DEADLINE'
        ? `${deadline}까지 무료 취소`
        : `무료 취소 마감(${deadline}) 이후 취소 (환불 없음)`;
  return {
    tier: quote.tier === 'LODGING' ? 'LODGING' : 'DAYS_BEFORE',
    tierLabel,
    refundRate: quote.refundRate,
    refundAmount: quote.refundAmount,
    keptAmount: quote.keptAmount,
    totalAmount: quote.totalAmount,
    validUntil: quote.validUntil,
    policy: dayUseCancellationSchedule(use.startsAt, freeCancelMinutes),
  };
}

/** 무료 취소 마감 of a 대실, as `freeCancelUntilOf` says it of a night: null once not cancellable or no longer free. */
export function dayUseFreeCancelUntilOf(
  use: { status: ReservationStatus; moneyState?: string; startsAt: Date; totalAmount: number },
  now: Date,
  freeCancelMinutes: number,
): Date | null {
  if (use.status !== CANCELLABLE_STATUS || use.moneyState === 'REFUNDING') return null;
  const quote = dayUseCancellationQuote(use, 'guest', now, freeCancelMinutes);
  return quote.refundRate === 100 ? quote.validUntil : null;
}
