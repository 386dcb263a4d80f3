import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { formatWon } from '@shim/common/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingFacts } from '../../components/BookingFacts';
import { CancellationPolicyList } from '../../components/CancelQuoteDialog';
import { formatInstant } from '../../lib/korean-date';
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
}: {
  reservation: DrawerReservation | null;
  onClose(): void;
  /** Opens the cancellation quote dialog (the drawer's cancel confirms against the server's quote, as the list's). */
  onCancel?(reservation: DrawerReservation): void;
}) {
  return (
    <Dialog open={reservation !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel className="w-full overflow-y-auto bg-white p-6 shadow-xl">
          {reservation && <DrawerBody reservation={reservation} onClose={onClose} onCancel={onCancel} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function DrawerBody({
  reservation,
  onClose,
  onCancel,
}: {
  reservation: DrawerReservation;
  onClose(): void;
  onCancel?(reservation: DrawerReservation): void;
}) {
  const paidAt = reservation.confirmedAt ?? reservation.createdAt;
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-bold">예약 상세</DialogTitle>
        <button type="button" onClick={onClose} className="text-sm text-stone-500 hover:text-stone-800">
          닫기
        </button>
      </div>
      {reservation.hotel.imageUrl && (
        <img src={reservation.hotel.imageUrl} alt="" className="mt-4 aspect-video w-full rounded-xl object-cover" />
      )}
      <h3 className="mt-4 text-xl font-bold">{reservation.hotel.name}</h3>
      <dl className="mt-4 divide-y divide-stone-100">
        <Row label="예약 번호">{reservation.bookingNumber}</Row>
        <Row label="상태">{reservation.statusLabel}</Row>
        <Row label="객실">{reservation.room.name}</Row>
        <Row label="인원">{`${reservation.people}명 · 객실 ${reservation.roomCount}개`}</Row>
        {/* Times, address, the lodging's phone (tap to call), 무료 취소 마감 and the refund, as every booking page. */}
        {bookingFacts(reservation).map((fact) => (
          <Row key={fact.label} label={fact.label}>
            {fact.value}
          </Row>
        ))}
        {reservation.kind !== 'DAY_USE' && <Row label="숙박">{`${reservation.nights}박`}</Row>}
        <Row label="예약자">
          {reservation.phone ? `${reservation.guestName} · ${reservation.phone}` : reservation.guestName}
        </Row>
      </dl>
      <h4 className="mt-6 font-semibold">결제 정보</h4>
      <dl className="mt-2 divide-y divide-stone-100">
        <Row label="객실 요금">{formatWon(reservation.payment.basePrice)}</Row>
        <Row label="세금 및 수수료">{formatWon(reservation.payment.taxes)}</Row>
        {reservation.payment.couponDiscount > 0 && (
          <Row label="쿠폰 할인">{`-${formatWon(reservation.payment.couponDiscount)}`}</Row>
        )}
        <Row label="총 결제 금액">
          <strong>{formatWon(reservation.payment.totalAmount)}</strong>
        </Row>
        {reservation.payment.canceledAmount > 0 && (
          <Row label="환불 금액">{formatWon(reservation.payment.canceledAmount)}</Row>
        )}
        <Row label="결제 일시">{formatInstant(paidAt)}</Row>
        {reservation.payment.method && <Row label="결제 수단">{reservation.payment.method}</Row>}
      </dl>
      <h4 className="mt-6 font-semibold">취소 및 환불 규정</h4>
      <div className="mt-2">
        <CancellationPolicyList policy={reservation.cancellationPolicy} />
      </div>
      {reservation.cancellable && onCancel && (
        <button
          type="button"
          onClick={() => onCancel(reservation)}
          className="mt-4 w-full rounded-xl border border-red-300 py-3 font-semibold text-red-700 hover:bg-red-50"
        >
          예약 취소
        </button>
      )}
      {(reservation.voucherUrl || reservation.payment.receiptUrl) && (
        <div className="mt-6 flex gap-4 text-sm">
          {reservation.voucherUrl && (
            <Link to={reservation.voucherUrl} className="text-brand-700 underline">
              예약 확인서
            </Link>
          )}
          {reservation.payment.receiptUrl && (
            <a
              href={reservation.payment.receiptUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              영수증 보기
            </a>
          )}
        </div>
      )}
    </>
  );
}
