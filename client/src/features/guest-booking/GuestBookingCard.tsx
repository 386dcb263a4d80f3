import type { ReactNode } from 'react';
import { LodgingName } from '../../components/LodgingName';
import { ReceiptLink } from '../../components/ReceiptLink';
import type { GuestBookingCard_ReservationFragment, ReservationStatus } from '../../gql/graphql';
import { useBookingFacts } from '../../components/BookingFacts';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';

/** The fields of `GuestBookingCard_reservation` (guest-booking.graphql). */
export type GuestBooking = GuestBookingCard_ReservationFragment;

const BADGE: Record<ReservationStatus, string> = {
  CONFIRMED: 'bg-emerald-100 text-emerald-800',
  PENDING: 'bg-amber-100 text-amber-800',
  CANCELED: 'bg-stone-200 text-stone-700',
  REFUNDED: 'bg-stone-200 text-stone-700',
  NO_SHOW: 'bg-red-100 text-red-800',
  REVIEWED: 'bg-sky-100 text-sky-800',
};

/**
 * The guest booking card of spec §2: image, hotel, room type, booking number, status, price, people, then what a guest
 * needs to arrive and to cancel (times, address, the lodging's phone, 무료 취소 마감, the refund).
 */
export function GuestBookingCard({
  booking,
  approx,
  children,
}: {
  booking: GuestBooking;
  /** The approximate amount the page shows after the won total (features do not import one another). */
  approx?: (won: number) => ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const bookingFacts = useBookingFacts();
  const { won } = useFormat();
  const { hotel } = booking;
  // An English reader gets the address in its English form (RR); the Korean one stays for the other languages.
  const shown = useLocale() === 'en' ? { ...booking, hotel: { ...hotel, address: hotel.englishAddress } } : booking;
  return (
    <article
      aria-label={booking.hotel.name}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {booking.hotel.imageUrl ? (
        <img src={booking.hotel.imageUrl} alt={booking.hotel.name} className="h-52 w-full object-cover" />
      ) : (
        <div aria-hidden className="h-52 w-full bg-stone-100" />
      )}
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-bold text-stone-900">
              <LodgingName
                name={hotel.name}
                romanizedName={hotel.romanizedName}
                className="block text-sm font-normal text-stone-500"
              />
            </h2>
            <p className="text-sm text-stone-600">{booking.room.name}</p>
          </div>
          <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${BADGE[booking.status]}`}>
            {t(`booking.status.${booking.status}`)}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Item label={t('booking.card.bookingNumber')}>
            <span className="whitespace-nowrap font-mono font-semibold">{booking.bookingNumber}</span>
          </Item>
          <Item label={t('booking.card.people')}>
            {t('booking.card.peopleValue', { people: booking.people, rooms: booking.roomCount })}
          </Item>
          {bookingFacts(shown).map((fact) => (
            <Item key={fact.label} label={fact.label} wide={fact.wide}>
              {fact.value}
            </Item>
          ))}
          <Item label={t('booking.card.paid')}>
            {won(booking.payment.totalAmount)}
            {approx?.(booking.payment.totalAmount)}
          </Item>
          {booking.payment.canceledAmount > 0 && (
            <Item label={t('booking.card.refunded')}>{won(booking.payment.canceledAmount)}</Item>
          )}
          {booking.payment.method && <Item label={t('booking.card.method')}>{booking.payment.method}</Item>}
          {booking.payment.receiptUrl && (
            <Item label={t('booking.card.receipt')}>
              <ReceiptLink url={booking.payment.receiptUrl} />
            </Item>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
