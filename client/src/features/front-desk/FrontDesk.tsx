import { useMutation, useQuery } from '@apollo/client/react';
import { formatMonthDay, isValidIsoDate, todayInSeoul } from '@shim/common/dates';
import { seoulClock } from '@shim/common/day-use';
import { dayUseLabel } from '@shim/common/day-use-messages';
import { formatWon } from '@shim/common/money';
import { formatPhone } from '@shim/common/validation';
import { useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { ListState } from '../../components/ListState';
import { Modal } from '../../components/Modal';
import {
  CheckInGuestDocument,
  CheckOutGuestDocument,
  FrontDeskDocument,
  MarkNoShowDocument,
  type FrontDeskStay_StayFragment,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import './front-desk-print.css';

type Notice = { text: string; tone: 'error' | 'success' } | null;
type Action = 'CHECK_IN' | 'NO_SHOW' | 'CHECK_OUT';

const STAGE_TONE: Record<string, string> = {
  EXPECTED: 'bg-stone-100 text-stone-700',
  CHECKED_IN: 'bg-emerald-100 text-emerald-800',
  CHECKED_OUT: 'bg-sky-100 text-sky-800',
  NO_SHOW: 'bg-red-100 text-red-800',
};

const SECTIONS = [
  { key: 'arrivals', title: '도착', empty: '이 날 체크인하는 예약이 없습니다.' },
  { key: 'inHouse', title: '투숙 중', empty: '투숙 중인 예약이 없습니다.' },
  { key: 'departures', title: '출발', empty: '이 날 체크아웃하는 예약이 없습니다.' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

/** A 대실's hours in Seoul: `14:00`, `18:00`, and its length in whole hours; null for a night. */
function dayUseHoursOf(r: FrontDeskStay_StayFragment['reservation']) {
  if (r.kind !== 'DAY_USE' || !r.dayUseStartsAt || !r.dayUseEndsAt) return null;
  const [startsAt, endsAt] = [new Date(r.dayUseStartsAt), new Date(r.dayUseEndsAt)];
  return {
    starts: seoulClock(startsAt),
    ends: seoulClock(endsAt),
    hours: Math.round((endsAt.getTime() - startsAt.getTime()) / 3_600_000),
  };
}

/** The manager console's 오늘: arrivals, in-house guests and departures of a day, the marks, and a printable sheet. */
export function FrontDesk() {
  const [date, setDate] = useState(() => todayInSeoul());
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [noShowOf, setNoShowOf] = useState<FrontDeskStay_StayFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(FrontDeskDocument, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
  const [checkIn] = useMutation(CheckInGuestDocument);
  const [noShow] = useMutation(MarkNoShowDocument);
  const [checkOut] = useMutation(CheckOutGuestDocument);
  const sheet = data?.frontDesk;

  async function act(action: Action, stay: FrontDeskStay_StayFragment) {
    const variables = { input: { reservationId: stay.reservation.id } };
    setBusy(stay.reservation.id);
    setNotice(null);
    const outcome = await runMutation(async () => {
      if (action === 'CHECK_IN') return (await checkIn({ variables })).data?.checkInGuest.message;
      if (action === 'NO_SHOW') return (await noShow({ variables })).data?.markNoShow.message;
      return (await checkOut({ variables })).data?.checkOutGuest.message;
    }, '처리하지 못했습니다. 잠시 후 다시 시도해주세요.');
    setBusy(null);
    setNoShowOf(null);
    setNotice(
      outcome.ok
        ? { text: outcome.data ?? '처리했습니다.', tone: 'success' }
        : { text: outcome.message, tone: 'error' },
    );
    if (outcome.ok) await refetch();
  }

  return (
    <div className="front-desk-sheet flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-stone-900">오늘</h1>
          <p className="text-sm text-stone-600">{formatMonthDay(sheet?.date ?? date)} 프런트 명단</p>
        </div>
        <div className="front-desk-no-print flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-1">
            <span className="text-stone-600">날짜</span>
            <input
              type="date"
              value={date}
              onChange={(event) => {
                if (isValidIsoDate(event.target.value)) setDate(event.target.value);
              }}
              className="rounded-lg border border-stone-300 px-2 py-1.5"
            />
          </label>
          <button
            type="button"
            onClick={() => setDate(todayInSeoul())}
            className="rounded-lg border border-stone-300 px-3 py-1.5 text-stone-700 hover:bg-stone-100"
          >
            오늘
          </button>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
          >
            인쇄
          </button>
        </div>
      </header>
      <div className="front-desk-no-print">
        <FormNotice notice={notice} />
      </div>
      <ListState loading={loading && !sheet} error={error && !sheet ? error.message : null} empty={false} emptyText="">
        {sheet &&
          SECTIONS.map((section) => {
            const stays = sheet[section.key];
            return (
              <section key={section.key} aria-labelledby={`front-desk-${section.key}`} className="flex flex-col gap-2">
                <h2 id={`front-desk-${section.key}`} className="text-base font-bold text-stone-900">
                  {section.title} <span className="text-stone-500">{stays.length}건</span>
                </h2>
                {stays.length === 0 ? (
                  <p className="rounded-lg bg-stone-50 px-3 py-4 text-sm text-stone-500">{section.empty}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {stays.map((stay) => (
                      <StayRow
                        key={stay.reservation.id}
                        section={section.key}
                        stay={stay}
                        busy={busy === stay.reservation.id}
                        onAct={(action) => (action === 'NO_SHOW' ? setNoShowOf(stay) : void act(action, stay))}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
      </ListState>
      <Modal title="노쇼로 처리할까요?" open={noShowOf !== null} onClose={() => setNoShowOf(null)}>
        {noShowOf && (
          <div className="flex flex-col gap-3 text-sm text-stone-700">
            <p>
              {noShowOf.reservation.guestName ?? '예약자'}님 · 예약번호 {noShowOf.reservation.bookingNumber}
            </p>
            {noShowOf.reservation.kind === 'DAY_USE' ? (
              <p>
                결제금액 <strong>{formatWon(noShowOf.paidAmount)}</strong>은 환불되지 않습니다. 대실 시간은 판매된
                그대로 남고, 예약자에게 노쇼 안내가 발송됩니다.
              </p>
            ) : (
              <p>
                결제금액 <strong>{formatWon(noShowOf.paidAmount)}</strong>은 환불되지 않습니다. 첫날 밤 이후의 객실은
                다시 판매되고, 예약자에게 노쇼 안내가 발송됩니다.
              </p>
            )}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => setNoShowOf(null)}
                className="rounded-lg border border-stone-300 px-3 py-2 text-stone-700 hover:bg-stone-100"
              >
                돌아가기
              </button>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void act('NO_SHOW', noShowOf)}
                className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
              >
                노쇼 처리
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}

function StayRow({
  section,
  stay,
  busy,
  onAct,
}: {
  section: Section;
  stay: FrontDeskStay_StayFragment;
  busy: boolean;
  onAct(action: Action): void;
}) {
  const r = stay.reservation;
  const dayUse = dayUseHoursOf(r);
  const phone = r.phone ? formatPhone(r.phone) : null;
  const button = 'rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <li
      aria-label={`${r.guestName ?? '예약자'} ${r.bookingNumber}`}
      className="front-desk-stay flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{r.guestName ?? '예약자'}</span>
          {phone && (
            <a href={`tel:${r.phone}`} className="text-sm text-brand-700 underline-offset-2 hover:underline">
              {phone}
            </a>
          )}
          {dayUse && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">대실</span>
          )}
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STAGE_TONE[stay.stage] ?? ''}`}>
            {stay.stageLabel}
          </span>
        </p>
        <p className="text-sm text-stone-700">
          {r.hotel.name} · {r.room.name} {r.roomCount}실 · {r.people}명
        </p>
        {dayUse ? (
          <p className="text-sm text-stone-600">
            {section === 'departures' && <strong className="text-stone-900">{dayUse.ends} 퇴실 · </strong>}
            {section === 'arrivals' && <strong className="text-stone-900">{dayUse.starts} 입실 · </strong>}
            {formatMonthDay(r.checkIn)} {dayUse.starts}–{dayUse.ends} · {dayUseLabel(dayUse.hours)}
          </p>
        ) : (
          <p className="text-sm text-stone-600">
            {formatMonthDay(r.checkIn)} ~ {formatMonthDay(r.checkOut)} · {r.nights}박
          </p>
        )}
        <p className="text-sm text-stone-600">
          결제 {formatWon(stay.paidAmount)}
          {stay.refundedAmount > 0 && ` · 환불 ${formatWon(stay.refundedAmount)}`} · 예약번호{' '}
          <span className="font-mono">{r.bookingNumber}</span>
        </p>
      </div>
      <div className="front-desk-no-print flex shrink-0 flex-wrap gap-2">
        {stay.canCheckIn && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAct('CHECK_IN')}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            체크인
          </button>
        )}
        {stay.canMarkNoShow && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAct('NO_SHOW')}
            className={`${button} border border-red-700 text-red-700 hover:bg-red-50`}
          >
            노쇼
          </button>
        )}
        {stay.canCheckOut && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAct('CHECK_OUT')}
            className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            체크아웃
          </button>
        )}
      </div>
    </li>
  );
}
