import { PAY_CHOICES } from '@shim/common/payment-methods';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBookingFacts } from '../../components/BookingFacts';
import { LodgingName } from '../../components/LodgingName';
import { CancellationPolicyList } from '../../components/CancelQuoteDialog';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useStatusLabel } from './my-reservation';
import type { ReservationDrawer_ReservationFragment } from '../../gql/graphql';

/** The fields of `ReservationDrawer_reservation` (my-reservations.graphql). */
type DrawerReservation = ReservationDrawer_ReservationFragment;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** The booking detail drawer of spec §3: stay, payment breakdown and the cancellation policy with its refund tiers. */
export function ReservationDrawer({
  reservation,
  onClose,
  onCancel,
  approx,
}: {
  reservation: DrawerReservation | null;
  onClose(): void;
  /** The total in the visitor's currency, roughly (the page composes it). */
  approx?: (won: number) => ReactNode;
  /** Opens the cancellation quote dialog (the drawer's cancel confirms against the server's quote, as the list's). */
  onCancel?(reservation: DrawerReservation): void;
}) {
  return (
    <Dialog open={reservation !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel className="w-full overflow-y-auto bg-white p-6 shadow-xl">
          {reservation && (
            <DrawerBody reservation={reservation} onClose={onClose} onCancel={onCancel} approx={approx} />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function DrawerBody({
  reservation,
  onClose,
  onCancel,
  approx,
}: {
  reservation: DrawerReservation;
  onClose(): void;
  onCancel?(reservation: DrawerReservation): void;
  approx?: (won: number) => ReactNode;
}) {
  const t = useT();
  const bookingFacts = useBookingFacts();
  const { hotel } = reservation;
  // An English reader gets the address in its English form (RR); the Korean one stays for the other languages.
  const shown =
    useLocale() === 'en' ? { ...reservation, hotel: { ...hotel, address: hotel.englishAddress } } : reservation;
  const format = useFormat();
  const statusLabel = useStatusLabel();
  const paidAt = reservation.confirmedAt ?? reservation.createdAt;
  // The server keeps the method as Toss names it (카드, 카카오페이); the ones the site offers are said in the page's language.
  const methodName = (method: string) => {
    const choice = PAY_CHOICES.find((offered) => offered.label === method || offered.provider === method);
    return choice ? t(`account.payMethod.${choice.key}`) : method;
  };
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-bold">{t('account.drawer.title')}</DialogTitle>
        <button type="button" onClick={onClose} className="text-sm text-stone-500 hover:text-stone-800">
          {t('account.drawer.close')}
        </button>
      </div>
      {reservation.hotel.imageUrl && (
        <img src={reservation.hotel.imageUrl} alt="" className="mt-4 aspect-video w-full rounded-xl object-cover" />
      )}
      <h3 className="mt-4 text-xl font-bold">
        <LodgingName
          name={hotel.name}
          romanizedName={hotel.romanizedName}
          className="block text-sm font-normal text-stone-500"
        />
      </h3>
      <dl className="mt-4 divide-y divide-stone-100">
        <Row label={t('account.drawer.bookingNumber')}>{reservation.bookingNumber}</Row>
        <Row label={t('account.drawer.status')}>{statusLabel(reservation)}</Row>
        <Row label={t('account.drawer.room')}>{reservation.room.name}</Row>
        <Row
          label={t('account.drawer.people')}
        >{`${format.persons(reservation.people)} · ${format.rooms(reservation.roomCount)}`}</Row>
        {/* Times, address, the lodging's phone (tap to call), 무료 취소 마감 and the refund, as every booking page. */}
        {bookingFacts(shown).map((fact) => (
          <Row key={fact.label} label={fact.label}>
            {fact.value}
          </Row>
        ))}
        {reservation.kind !== 'DAY_USE' && (
          <Row label={t('account.drawer.nights')}>{format.nights(reservation.nights)}</Row>
        )}
        <Row label={t('account.drawer.guest')}>
          {reservation.phone ? `${reservation.guestName} · ${reservation.phone}` : reservation.guestName}
        </Row>
      </dl>
      <h4 className="mt-6 font-semibold">{t('account.drawer.payment')}</h4>
      <dl className="mt-2 divide-y divide-stone-100">
        <Row label={t('account.drawer.basePrice')}>{format.won(reservation.payment.basePrice)}</Row>
        <Row label={t('account.drawer.taxes')}>{format.won(reservation.payment.taxes)}</Row>
        {reservation.payment.couponDiscount > 0 && (
          <Row label={t('account.drawer.coupon')}>{`-${format.won(reservation.payment.couponDiscount)}`}</Row>
        )}
        <Row label={t('account.drawer.total')}>
          <strong>{format.won(reservation.payment.totalAmount)}</strong> {approx?.(reservation.payment.totalAmount)}
        </Row>
        {reservation.payment.canceledAmount > 0 && (
          <Row label={t('account.drawer.refunded')}>{format.won(reservation.payment.canceledAmount)}</Row>
        )}
        <Row label={t('account.drawer.paidAt')}>{format.instant(paidAt)}</Row>
        {reservation.payment.method && (
          <Row label={t('account.drawer.method')}>{methodName(reservation.payment.method)}</Row>
        )}
      </dl>
      <h4 className="mt-6 font-semibold">{t('account.drawer.policy')}</h4>
      <div className="mt-2">
        <CancellationPolicyList policy={reservation.cancellationPolicy} />
      </div>
      {reservation.cancellable && onCancel && (
        <button
          type="button"
          onClick={() => onCancel(reservation)}
          className="mt-4 w-full rounded-xl border border-red-300 py-3 font-semibold text-red-700 hover:bg-red-50"
        >
          {t('account.drawer.cancel')}
        </button>
      )}
      {(reservation.voucherUrl || reservation.payment.receiptUrl) && (
        <div className="mt-6 flex gap-4 text-sm">
          {reservation.voucherUrl && (
            <Link to={reservation.voucherUrl} className="text-brand-700 underline">
              {t('account.drawer.voucher')}
            </Link>
          )}
          {reservation.payment.receiptUrl && (
            <a
              href={reservation.payment.receiptUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              {t('account.drawer.receipt')}
            </a>
          )}
        </div>
      )}
    </>
  );
}
