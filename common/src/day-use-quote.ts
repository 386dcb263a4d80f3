import { formatDeadline } from './booking-facts';
import { CANCELLABLE_STATUS, type CancellationQuote, type Canceler } from './cancellation';
import type { ReservationStatus } from './reservations';
import { dayUseRefund } from './day-use';

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
    // The nights' day-by-day schedule has no 대실 counterpart: the deadline is in the label.
    policy: [],
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
