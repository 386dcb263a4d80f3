import { formatWon } from '@shim/common/money';
import type { ReactNode } from 'react';
import { bookedDayUseLabel } from '../../lib/day-use-labels';
import { formatStayDate } from '../../lib/korean-date';
import type { ReservationCard_ReservationFragment } from '../../gql/graphql';

/** One booking in the my page lists; the actions come from the tab. */
/** `reservation`: the fields of `ReservationCard_reservation` (my-reservations.graphql). */
export function ReservationCard({
  reservation,
  children,
}: {
  reservation: ReservationCard_ReservationFragment;
  children: ReactNode;
}) {
  return (
    <li aria-label={reservation.hotel.name} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
      {reservation.hotel.imageUrl ? (
        <img src={reservation.hotel.imageUrl} alt="" className="size-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <div aria-hidden className="size-24 shrink-0 rounded-lg bg-stone-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-semibold">{reservation.hotel.name}</p>
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {reservation.statusLabel}
          </span>
        </div>
        <p className="text-sm text-stone-600">{reservation.room.name}</p>
        <p className="text-xs text-stone-500">
          예약번호 <span className="whitespace-nowrap font-mono font-semibold">{reservation.bookingNumber}</span>
        </p>
        <p className="mt-1 text-sm">
          {bookedDayUseLabel(reservation) ??
            `${formatStayDate(reservation.checkIn)} ~ ${formatStayDate(reservation.checkOut)}`}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold">{formatWon(reservation.payment.totalAmount)}</span>
          <div className="flex gap-2 text-sm">{children}</div>
        </div>
      </div>
    </li>
  );
}
