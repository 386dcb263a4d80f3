import {
  CARD_REFUND_TIMING,
  formatDeadline,
  formatInstantDay,
  FREE_CANCEL_OVER,
  REFUND_STATUSES,
  telHref,
} from '@shim/common/booking-facts';
import { formatWon } from '@shim/common/money';
import { formatPhone } from '@shim/common/validation';
import type { ReactNode } from 'react';
import { bookedDayUseLabel, type BookedKind } from '../lib/day-use-labels';
import { formatStayDate } from '../lib/korean-date';

/** What the confirmation, the guest booking page and my page's drawer read of a booking to say what a guest needs. */
export interface BookingFactsSource extends BookedKind {
  status: string;
  checkIn: string;
  checkOut: string;
  freeCancelUntil?: string | null;
  hotel: { address: string; phone?: string | null };
  /** The room type's times (the lodging's when the room type has none). */
  room: { checkinTime: string; checkoutTime: string };
  payment: { canceledAmount: number; refundStatus: string; refundedAt?: string | null };
}

export interface BookingFact {
  label: string;
  value: ReactNode;
  /** Long enough to want a whole line in a grid. */
  wide?: boolean;
}

/**
 * The rows every booking page shows the same way: check-in and check-out with their times (a 대실's hours), the address, the
 * lodging's phone (tap to call), 무료 취소 마감 while the booking can be cancelled, and the refund once cancelled.
 */
export function bookingFacts(booking: BookingFactsSource): BookingFact[] {
  const dayUse = bookedDayUseLabel(booking);
  const facts: BookingFact[] = [
    // A 대실 is its hours, not a check-in and a check-out.
    ...(dayUse
      ? [{ label: '이용 시간', value: dayUse, wide: true }]
      : [
          { label: '체크인', value: `${formatStayDate(booking.checkIn)} ${booking.room.checkinTime}부터` },
          { label: '체크아웃', value: `${formatStayDate(booking.checkOut)} ${booking.room.checkoutTime}까지` },
        ]),
    { label: '주소', value: booking.hotel.address, wide: true },
  ];
  const tel = telHref(booking.hotel.phone);
  if (tel) {
    facts.push({
      label: '숙소 전화',
      value: (
        <a href={tel} className="font-semibold text-brand-700 underline underline-offset-2">
          {formatPhone(booking.hotel.phone)}
        </a>
      ),
    });
  }
  // A cancel already under way has no deadline left to keep.
  if (booking.status === 'CONFIRMED' && booking.payment.refundStatus === 'NONE') {
    facts.push({
      label: '무료 취소 마감',
      value: booking.freeCancelUntil ? `${formatDeadline(booking.freeCancelUntil)}까지 전액 환불` : FREE_CANCEL_OVER,
      wide: true,
    });
  }
  const refund = refundFact(booking.payment);
  if (refund) facts.push(refund);
  return facts;
}

function refundFact(payment: BookingFactsSource['payment']): BookingFact | null {
  if (payment.refundStatus === 'REFUNDING') {
    return { label: '환불 상태', value: `${REFUND_STATUSES.REFUNDING} · 카드 결제 취소를 처리하고 있어요`, wide: true };
  }
  if (payment.refundStatus !== 'REFUNDED') return null;
  const day = payment.refundedAt ? ` · ${formatInstantDay(payment.refundedAt)}` : '';
  return {
    label: '환불 상태',
    wide: true,
    value: (
      <>
        <span className="font-semibold text-emerald-700">{REFUND_STATUSES.REFUNDED}</span>
        {` · ${formatWon(payment.canceledAmount)}${day}`}
        <span className="mt-0.5 block text-xs font-normal text-stone-500">{CARD_REFUND_TIMING}</span>
      </>
    ),
  };
}
