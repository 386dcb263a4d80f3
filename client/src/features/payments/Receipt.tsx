import type { ReactNode } from 'react';
import type { Receipt_ReservationFragment } from '../../gql/graphql';
import { useBookingFacts } from '../../components/BookingFacts';
import { LodgingName } from '../../components/LodgingName';
import { ReceiptLink } from '../../components/ReceiptLink';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { CopyBookingNumber } from './CopyBookingNumber';

/** The fields of `Receipt_reservation` (payments.graphql). */
type Reservation = Receipt_ReservationFragment;

/**
 * The receipt of spec §2: booking number (copyable), hotel, check-in and check-out, final amount; in the guest's
 * language, the amount in won (what was charged) with an approximate one in their currency.
 */
export function Receipt({
  reservation,
  approx,
}: {
  reservation: Reservation;
  /** The approximate amount the page shows after the won total (features do not import one another). */
  approx?: (won: number) => ReactNode;
}) {
  const t = useT();
  const bookingFacts = useBookingFacts();
  const { won } = useFormat();
  const { payment, hotel } = reservation;
  // An English reader gets the address in its English form (RR); the Korean one stays for the other languages.
  const shown =
    useLocale() === 'en' ? { ...reservation, hotel: { ...hotel, address: hotel.englishAddress } } : reservation;
  return (
    <dl
      aria-label={t('checkout.receipt.label')}
      className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-5"
    >
      <Row label={t('checkout.receipt.bookingNumber')}>
        <CopyBookingNumber bookingNumber={reservation.bookingNumber} />
      </Row>
      <Row label={t('checkout.receipt.lodging')}>
        <LodgingName name={hotel.name} romanizedName={hotel.romanizedName} />
      </Row>
      <Row label={t('checkout.receipt.room')}>
        {t('checkout.receipt.roomValue', {
          room: reservation.room.name,
          rooms: reservation.roomCount,
          people: reservation.people,
        })}
      </Row>
      {/* Check-in/out times, address, the lodging's phone, 무료 취소 마감 and the refund: one list for every page. */}
      {bookingFacts(shown).map((fact) => (
        <Row key={fact.label} label={fact.label}>
          {fact.value}
        </Row>
      ))}
      <Row label={t('checkout.receipt.status')}>{t(`booking.status.${reservation.status}`)}</Row>
      {/* The same total as the search and room cards: fees inside it, a coupon the only change. */}
      <Row label={t('checkout.price.taxes')}>{t('checkout.price.included', { amount: won(payment.taxes) })}</Row>
      {payment.couponDiscount > 0 && <Row label={t('checkout.price.coupon')}>{`-${won(payment.couponDiscount)}`}</Row>}
      <Row label={t('checkout.receipt.total')}>
        <span className="block text-lg font-extrabold text-brand-700">{won(payment.totalAmount)}</span>
        {approx?.(payment.totalAmount)}
      </Row>
      {payment.method && <Row label={t('checkout.payMethod.title')}>{payment.method}</Row>}
      {payment.receiptUrl && (
        <Row label={t('checkout.receipt.receipt')}>
          <ReceiptLink url={payment.receiptUrl} />
        </Row>
      )}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3.5">
      <dt className="shrink-0 text-sm text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}
