import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import type { ReactNode } from 'react';
import type { GuestBookingCard_ReservationFragment, ReservationStatus } from '../../gql/graphql';
import { formatStayDate } from '../../lib/korean-date';

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

/** The guest booking card of spec §2: image, hotel, room type, address, order id, status, dates, price, people. */
export function GuestBookingCard({ booking, children }: { booking: GuestBooking; children: ReactNode }) {
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
            <h2 className="text-xl font-bold text-stone-900">{booking.hotel.name}</h2>
            <p className="text-sm text-stone-600">{booking.room.name}</p>
            <p className="mt-1 text-sm text-stone-500">{booking.hotel.address}</p>
          </div>
          <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${BADGE[booking.status]}`}>
            {statusLabel(booking.status)}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Item label="예약 번호">
            <span className="break-all font-mono">{booking.orderId}</span>
          </Item>
          <Item label="인원">{`${booking.people}명 · 객실 ${booking.roomCount}개`}</Item>
          <Item label="체크인">{formatStayDate(booking.checkIn)}</Item>
          <Item label="체크아웃">{formatStayDate(booking.checkOut)}</Item>
          <Item label="결제 금액">{formatWon(booking.payment.totalAmount)}</Item>
          {booking.payment.canceledAmount > 0 && (
            <Item label="환불 금액">{formatWon(booking.payment.canceledAmount)}</Item>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
