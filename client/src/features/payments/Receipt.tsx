import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import type { ReactNode } from 'react';
import type { Receipt_ReservationFragment } from '../../gql/graphql';
import { formatStayDate } from '../../lib/korean-date';
import { CopyOrderId } from './CopyOrderId';

/** The fields of `Receipt_reservation` (payments.graphql). */
type Reservation = Receipt_ReservationFragment;

/** The receipt of spec §2: reservation number (copyable), hotel, check-in and check-out, final amount. */
export function Receipt({ reservation }: { reservation: Reservation }) {
  return (
    <dl
      aria-label="예약 영수증"
      className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-5"
    >
      <Row label="예약 번호">
        <CopyOrderId orderId={reservation.orderId} />
      </Row>
      <Row label="숙소">{reservation.hotel.name}</Row>
      <Row label="객실">{`${reservation.room.name} · ${reservation.roomCount}개 · ${reservation.people}명`}</Row>
      <Row label="체크인">{formatStayDate(reservation.checkIn)}</Row>
      <Row label="체크아웃">{formatStayDate(reservation.checkOut)}</Row>
      <Row label="예약 상태">{statusLabel(reservation.status)}</Row>
      <Row label="최종 결제 금액">
        <span className="text-lg font-extrabold text-brand-700">{formatWon(reservation.payment.totalAmount)}</span>
      </Row>
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
