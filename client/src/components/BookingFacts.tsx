import { lastMinuteBefore, telHref } from '@shim/common/booking-facts';
import { seoulClock } from '@shim/common/day-use';
import { formatPhone } from '@shim/common/validation';
import { useCallback, type ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/I18nProvider';
import { bookedDayUseLabel, type BookedKind } from '../lib/day-use-labels';

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
 * The rows every booking page shows the same way, in the page's language (the `stay` messages: a page showing
 * them loads that namespace): check-in and check-out with their times (a 대실's hours), the address, the
 * lodging's phone (tap to call), the free-cancel deadline while the booking can be cancelled, and the refund once
 * cancelled.
 */
export function useBookingFacts(): (booking: BookingFactsSource) => BookingFact[] {
  const t = useT();
  const format = useFormat();
  return useCallback(
    (booking: BookingFactsSource) => {
      const dayUse = bookedDayUseLabel(t, booking);
      const facts: BookingFact[] = [
        // A 대실 is its hours, not a check-in and a check-out.
        ...(dayUse
          ? [{ label: t('stay.facts.dayUseHours'), value: dayUse, wide: true }]
          : [
              {
                label: t('stay.facts.checkIn'),
                value: t('stay.facts.from', { day: format.stayDate(booking.checkIn), time: booking.room.checkinTime }),
              },
              {
                label: t('stay.facts.checkOut'),
                value: t('stay.facts.until', {
                  day: format.stayDate(booking.checkOut),
                  time: booking.room.checkoutTime,
                }),
              },
            ]),
        { label: t('stay.facts.address'), value: booking.hotel.address, wide: true },
      ];
      const tel = telHref(booking.hotel.phone);
      if (tel) {
        facts.push({
          label: t('stay.facts.phone'),
          value: (
            <a href={tel} className="font-semibold text-brand-700 underline underline-offset-2">
              {formatPhone(booking.hotel.phone)}
            </a>
          ),
        });
      }
      // A cancel already under way has no deadline left to keep.
      if (booking.status === 'CONFIRMED' && booking.payment.refundStatus === 'NONE') {
        const until = booking.freeCancelUntil ? lastMinuteBefore(booking.freeCancelUntil) : null;
        facts.push({
          label: t('stay.facts.freeCancel'),
          value: until
            ? t('stay.facts.fullRefundUntil', { date: until, time: seoulClock(until) })
            : t('stay.facts.freeCancelOver'),
          wide: true,
        });
      }
      const payment = booking.payment;
      if (payment.refundStatus === 'REFUNDING') {
        facts.push({ label: t('stay.facts.refund'), value: t('stay.facts.refunding'), wide: true });
      } else if (payment.refundStatus === 'REFUNDED') {
        const day = payment.refundedAt
          ? ` · ${t('common.format.monthDay', { date: new Date(payment.refundedAt) })}`
          : '';
        facts.push({
          label: t('stay.facts.refund'),
          wide: true,
          value: (
            <>
              <span className="font-semibold text-emerald-700">{t('stay.facts.refunded')}</span>
              {` · ${format.won(payment.canceledAmount)}${day}`}
              <span className="mt-0.5 block text-xs font-normal text-stone-500">
                {t('stay.facts.cardRefundTiming')}
              </span>
            </>
          ),
        });
      }
      return facts;
    },
    [t, format],
  );
}
