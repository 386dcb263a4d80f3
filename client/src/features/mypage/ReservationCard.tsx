import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { bookedDayUseLabel } from '../../lib/day-use-labels';
import { useFormat } from '../../i18n/format';
import { useStatusLabel } from './my-reservation';
import { LodgingName } from '../../components/LodgingName';
import type { ReservationCard_ReservationFragment } from '../../gql/graphql';

/** One booking in the my page lists; the actions come from the tab. */
/** `reservation`: the fields of `ReservationCard_reservation` (my-reservations.graphql). */
export function ReservationCard({
  reservation,
  children,
  approx,
}: {
  reservation: ReservationCard_ReservationFragment;
  children: ReactNode;
  /** The total in the visitor's currency, roughly (the page composes it). */
  approx?: (won: number) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return (
    <li aria-label={reservation.hotel.name} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
      {reservation.hotel.imageUrl ? (
        <img src={reservation.hotel.imageUrl} alt="" className="size-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <div aria-hidden className="size-24 shrink-0 rounded-lg bg-stone-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-semibold">
            <LodgingName name={reservation.hotel.name} romanizedName={reservation.hotel.romanizedName} />
          </p>
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {statusLabel(reservation)}
          </span>
        </div>
        <p className="text-sm text-stone-600">{reservation.room.name}</p>
        <p className="text-xs text-stone-500">
          {t('account.reservations.bookingNumberShort')}{' '}
          <span className="whitespace-nowrap font-mono font-semibold">{reservation.bookingNumber}</span>
        </p>
        <p className="mt-1 text-sm">
          {bookedDayUseLabel(t, reservation) ??
            `${format.stayDate(reservation.checkIn)} ~ ${format.stayDate(reservation.checkOut)}`}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span>
            <span className="font-bold">{format.won(reservation.payment.totalAmount)}</span>{' '}
            {approx?.(reservation.payment.totalAmount)}
          </span>
          <div className="flex gap-2 text-sm">{children}</div>
        </div>
      </div>
    </li>
  );
}
