import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatInstant, formatStayDate } from '../../lib/korean-date';
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
}: {
  reservation: DrawerReservation | null;
  onClose(): void;
}) {
  return (
    <Dialog open={reservation !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel className="w-full overflow-y-auto bg-white p-6 shadow-xl">
          {reservation && <DrawerBody reservation={reservation} onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function DrawerBody({ reservation, onClose }: { reservation: DrawerReservation; onClose(): void }) {
  const schedule = reservation.cancellationPolicy;
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
      <p className="text-sm text-stone-500">{reservation.hotel.address}</p>
      {reservation.hotel.phone && (
        <p className="text-sm">
          <a href={`tel:${reservation.hotel.phone}`} className="text-brand-700 underline">
            {reservation.hotel.phone}
          </a>
        </p>
      )}
      <dl className="mt-4 divide-y divide-stone-100">
        <Row label="예약 번호">{reservation.orderId}</Row>
        <Row label="상태">{statusLabel(reservation.status)}</Row>
        <Row label="객실">{reservation.room.name}</Row>
        <Row label="인원">{`${reservation.people}명 · 객실 ${reservation.roomCount}개`}</Row>
        <Row label="체크인">{`${formatStayDate(reservation.checkIn)} ${reservation.hotel.checkinTime}`}</Row>
        <Row label="체크아웃">{`${formatStayDate(reservation.checkOut)} ${reservation.hotel.checkoutTime}`}</Row>
        <Row label="숙박">{`${reservation.nights}박`}</Row>
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
      </dl>
      <h4 className="mt-6 font-semibold">취소 및 환불 규정</h4>
      <ul className="mt-2 space-y-1 text-sm text-stone-700">
        {schedule.map((tier, index) =>
          index < schedule.length - 1 ? (
            <li key={tier.until}>{`${formatStayDate(tier.until)}까지 취소 시 ${tier.refundRate}% 환불`}</li>
          ) : (
            <li key={tier.until}>{`그 이후 취소 시 ${tier.refundRate}% 환불`}</li>
          ),
        )}
        <li className="text-xs text-stone-500">예약 후 24시간 이내 취소는 체크인 2일 전까지 전액 환불됩니다.</li>
      </ul>
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
              카드 영수증
            </a>
          )}
        </div>
      )}
    </>
  );
}
