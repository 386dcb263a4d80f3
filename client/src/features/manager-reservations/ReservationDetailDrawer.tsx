import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@apollo/client/react';
import { formatMonthDay } from '@shim/common/dates';
import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import { formatPhone } from '@shim/common/validation';
import type { ReactNode } from 'react';
import {
  ManagerCancellationQuoteDocument,
  ManagerReservationMessagesDocument,
  type ManagerReservationRow_ReservationFragment,
} from '../../gql/graphql';
import { formatInstant } from '../../lib/korean-date';

type Row = ManagerReservationRow_ReservationFragment;

const CHANNELS: Record<string, string> = { SMS: '문자', EMAIL: '이메일' };

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      <dl className="mt-1 divide-y divide-stone-100">{children}</dl>
    </section>
  );
}

/** One booking of the manager's list: stay, guest, money with what a cancel now gives back, messages, history. */
export function ReservationDetailDrawer({
  reservation,
  onClose,
  onCancel,
}: {
  reservation: Row | null;
  onClose(): void;
  /** Opens the list's quote dialog: the drawer never cancels on its own. */
  onCancel(reservation: Row): void;
}) {
  return (
    <Dialog open={reservation !== null} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel className="w-full overflow-y-auto bg-white p-6 shadow-xl">
          {reservation && <Body reservation={reservation} onClose={onClose} onCancel={onCancel} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function Body({ reservation: r, onClose, onCancel }: { reservation: Row; onClose(): void; onCancel(r: Row): void }) {
  const quote = useQuery(ManagerCancellationQuoteDocument, {
    variables: { reservationId: r.id },
    skip: !r.cancellable,
    fetchPolicy: 'no-cache',
  });
  const messages = useQuery(ManagerReservationMessagesDocument, {
    variables: { reservationId: r.id },
    fetchPolicy: 'cache-and-network',
  });
  const refund = quote.data?.managerCancellationQuote.refundAmount;
  const sent = messages.data?.managerReservationMessages ?? [];
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-bold">{`예약 ${r.bookingNumber}`}</DialogTitle>
        <button type="button" onClick={onClose} className="text-sm text-stone-500 hover:text-stone-800">
          닫기
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-500">{`${statusLabel(r.status)} · No. ${r.id} · 주문번호 ${r.orderId}`}</p>
      <Section title="숙박">
        <Line label="숙소">{r.hotel.name}</Line>
        <Line label="객실">{`${r.room.name} · ${r.roomCount}개`}</Line>
        <Line label="일정">{`${formatMonthDay(r.checkIn)} ~ ${formatMonthDay(r.checkOut)} (${r.nights}박)`}</Line>
        <Line label="인원">{`${r.people}명`}</Line>
      </Section>
      <Section title="예약자">
        <Line label="이름">{`${r.guestName ?? '-'} (${r.user === null ? '비회원' : '회원'})`}</Line>
        <Line label="연락처">{r.phone ? formatPhone(r.phone) : '-'}</Line>
      </Section>
      <Section title="결제">
        <Line label="결제 금액">{formatWon(r.payment.totalAmount)}</Line>
        {r.payment.canceledAmount > 0 && <Line label="환불 금액">{formatWon(r.payment.canceledAmount)}</Line>}
        {r.cancellable && (
          <Line label="지금 취소하면">
            {refund === undefined ? (quote.error ? '견적을 불러오지 못했습니다' : '…') : `${formatWon(refund)} 환불`}
          </Line>
        )}
      </Section>
      {r.cancellable && (
        <button
          type="button"
          onClick={() => onCancel(r)}
          className="mt-3 w-full rounded-lg border border-red-600 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          환불 견적 보고 예약 취소
        </button>
      )}
      <section className="mt-5">
        <h3 className="text-sm font-semibold text-stone-900">보낸 메시지</h3>
        {messages.loading && !messages.data ? (
          <p className="mt-1 text-sm text-stone-500">불러오는 중…</p>
        ) : messages.error && !messages.data ? (
          <p className="mt-1 text-sm text-red-700">메시지 기록을 불러오지 못했습니다.</p>
        ) : sent.length === 0 ? (
          <p className="mt-1 text-sm text-stone-500">보낸 메시지가 없습니다.</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-100 text-sm" aria-label="보낸 메시지">
            {sent.map((message) => (
              <li key={message.id} className="flex justify-between gap-3 py-1">
                <span>{`${CHANNELS[message.channel] ?? message.channel} · ${message.eventLabel}`}</span>
                <span className="text-right text-stone-600">
                  {`${message.viewLabel} · ${formatInstant(String(message.sentAt ?? message.createdAt))}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Section title="기록">
        <Line label="예약 일시">{formatInstant(String(r.createdAt))}</Line>
        {r.confirmedAt && <Line label="결제 일시">{formatInstant(String(r.confirmedAt))}</Line>}
        {r.canceledAt && <Line label="취소 일시">{formatInstant(String(r.canceledAt))}</Line>}
      </Section>
    </>
  );
}
