import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import type { ReactNode } from 'react';
import type { Receipt_ReservationFragment } from '../../gql/graphql';
import { bookingFacts } from '../../components/BookingFacts';
import { CopyBookingNumber } from './CopyBookingNumber';
import { ReceiptLink } from '../../components/ReceiptLink';

/** The fields of `Receipt_reservation` (payments.graphql). */
type Reservation = Receipt_ReservationFragment;

/** The receipt of spec §2: booking number (copyable), hotel, check-in and check-out, final amount. */
export function Receipt({ reservation }: { reservation: Reservation }) {
  return (
    <dl
      aria-label="예약 영수증"
      className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-5"
    >
      <Row label="예약 번호">
        <CopyBookingNumber bookingNumber={reservation.bookingNumber} />
      </Row>
      <Row label="숙소">{reservation.hotel.name}</Row>
      <Row label="객실">{`${reservation.room.name} · ${reservation.roomCount}개 · ${reservation.people}명`}</Row>
      {/* Check-in/out times, address, the lodging's phone, 무료 취소 마감 and the refund: one list for every page. */}
      {bookingFacts(reservation).map((fact) => (
        <Row key={fact.label} label={fact.label}>
          {fact.value}
        </Row>
      ))}
      <Row label="예약 상태">{statusLabel(reservation.status)}</Row>
      {/* The same total as the search and room cards: fees inside it, a coupon the only change. */}
      <Row label="세금 및 수수료">{`${formatWon(reservation.payment.taxes)} 포함`}</Row>
      {reservation.payment.couponDiscount > 0 && (
        <Row label="쿠폰 할인">{`-${formatWon(reservation.payment.couponDiscount)}`}</Row>
      )}
      <Row label="최종 결제 금액">
        <span className="text-lg font-extrabold text-brand-700">{formatWon(reservation.payment.totalAmount)}</span>
      </Row>
      {reservation.payment.method && <Row label="결제 수단">{reservation.payment.method}</Row>}
      {reservation.payment.receiptUrl && (
        <Row label="영수증">
          <ReceiptLink url={reservation.payment.receiptUrl} />
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
