import { formatPhone } from '@shim/common/validation';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatMonthDay, todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import { seoulClock } from '@shim/common/day-use';
import { STAY_KIND_LABELS } from '@shim/common/stay-messages';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CancelQuoteDialog } from '../../components/CancelQuoteDialog';
import { FormNotice } from '../../components/FormNotice';
import { Pager } from '../../components/Pager';
import {
  ManagerCancellationQuoteDocument,
  ManagerCancelReservationDocument,
  ManagerReservationLodgingsDocument,
  ManagerReservationsDocument,
  type ManagerReservationRow_ReservationFragment,
  type ManagerReservationSort,
  type ManagerReservationStatusFilter,
  type MemberFilter,
  type StayDateMode,
  type StayKind,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { downloadXlsx } from '../../lib/download-xlsx';
import { ListState } from '../../components/ListState';
import { ReservationDetailDrawer } from './ReservationDetailDrawer';
import {
  exportQueryOf,
  graphqlFilterOf,
  paramsOfView,
  viewFromParams,
  type ReservationView,
} from './reservation-filters';

const PAGE = 50;

const STATUS_OPTIONS: Array<{ value: ManagerReservationStatusFilter; label: string }> = [
  { value: 'ALL', label: '전체 상태' },
  { value: 'CONFIRMED', label: '예약 완료' },
  { value: 'CANCELLED', label: '예약 취소' },
  { value: 'REVIEWED', label: '리뷰 작성 완료' },
];

const MODE_OPTIONS: Array<{ value: StayDateMode; label: string }> = [
  { value: 'ARRIVING', label: '체크인' },
  { value: 'STAYING', label: '투숙 중' },
  { value: 'DEPARTING', label: '체크아웃' },
];

const KIND_OPTIONS: Array<{ value: StayKind | 'ALL'; label: string }> = [
  { value: 'ALL', label: '숙박·대실' },
  { value: 'NIGHT', label: STAY_KIND_LABELS.NIGHT },
  { value: 'DAY_USE', label: STAY_KIND_LABELS.DAY_USE },
];

/** A row's 숙박/대실 cell: `숙박 2박`, or `대실` with its Seoul hours (`14:00–18:00`). */
function stayKindOf(row: Row): { label: string; detail: string } {
  if (row.kind === 'DAY_USE' && row.dayUseStartsAt && row.dayUseEndsAt) {
    const hours = `${seoulClock(new Date(row.dayUseStartsAt))}–${seoulClock(new Date(row.dayUseEndsAt))}`;
    return { label: STAY_KIND_LABELS.DAY_USE, detail: hours };
  }
  return { label: STAY_KIND_LABELS.NIGHT, detail: `${row.nights}박` };
}

const SORT_OPTIONS: Array<{ value: ManagerReservationSort; label: string }> = [
  { value: 'CHECK_IN_UPCOMING', label: '다가오는 체크인 순' },
  { value: 'CHECK_IN_ASC', label: '체크인 빠른 순' },
  { value: 'CHECK_IN_DESC', label: '체크인 늦은 순' },
  { value: 'BOOKED', label: '최근 예약 순' },
];

const TABS: Array<{ value: MemberFilter; label: string; count: 'all' | 'member' | 'nonMember' }> = [
  { value: 'ALL', label: '전체', count: 'all' },
  { value: 'MEMBER', label: '회원', count: 'member' },
  { value: 'NON_MEMBER', label: '비회원', count: 'nonMember' },
];

const control = 'rounded-lg border border-stone-300 px-3 py-2 text-sm';

type Notice = { text: string; tone: 'error' | 'success' } | null;
type Row = ManagerReservationRow_ReservationFragment;

/**
 * The manager's reservations (spec §2): stay-date, lodging, room type, status and member filters with
 * one search box, ordered by check-in (upcoming first), paged; the view lives in the URL. The .xlsx holds the
 * same filter's bookings.
 */
export function ManagerReservations() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const [draft, setDraft] = useState(view.search);
  // Back and forward change the search too: the box follows the one in force (set while rendering, no effect).
  const [shownSearch, setShownSearch] = useState(view.search);
  if (shownSearch !== view.search) {
    setShownSearch(view.search);
    setDraft(view.search);
  }
  const [notice, setNotice] = useState<Notice>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const client = useApolloClient();
  const variables = { filter: graphqlFilterOf(view), first: PAGE, after: view.trail.at(-1) ?? null };
  const { data, loading, error, refetch } = useQuery(ManagerReservationsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const lodgings = useQuery(ManagerReservationLodgingsDocument).data?.managerHotels.edges.map((edge) => edge.node);
  const [cancel] = useMutation(ManagerCancelReservationDocument);
  const page = data?.managerReservations;
  const rows = page?.edges.map((edge) => edge.node) ?? [];
  const rooms = lodgings?.find((hotel) => hotel.id === view.hotelId)?.rooms ?? [];

  /** A new filter starts at the first page; paging keeps the filter. Each is a history entry. */
  function show(change: Partial<ReservationView>) {
    const next = { ...view, trail: [], ...change };
    setParams(paramsOfView(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    show({ search: draft.trim() });
  }

  async function loadQuote() {
    const { data } = await client.query({
      query: ManagerCancellationQuoteDocument,
      variables: { reservationId: cancelling! },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error(MESSAGES.cancelQuoteFailed);
    return data.managerCancellationQuote;
  }

  // Throws on failure: the dialog shows the words, or the new quote when the refund changed meanwhile.
  async function cancelRow(expectedRefundAmount: number) {
    const result = await cancel({ variables: { input: { reservationId: cancelling!, expectedRefundAmount } } });
    // The counts of the tabs change too; the cancel itself is done whether or not this answers.
    await refetch().catch(() => undefined);
    const done = result.data?.managerCancelReservation;
    return `${done?.message ?? MESSAGES.reservationCanceled} (환불 ${formatWon(done?.canceledAmount ?? 0)})`;
  }

  const today = todayInSeoul();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">예약 관리</h1>
        <ExportButton view={view} onFailure={(text) => setNotice({ text, tone: 'error' })} />
      </div>
      <form onSubmit={submit} className="flex flex-wrap gap-2" role="search">
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="예약자 이름, 전화번호, 예약 번호"
          aria-label="예약 검색"
          maxLength={100}
          className={`min-w-56 flex-1 ${control}`}
        />
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          검색
        </button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="예약 필터" role="group">
        <select
          aria-label="날짜 기준"
          value={view.dateMode}
          onChange={(event) => show({ dateMode: event.target.value as StayDateMode })}
          className={control}
        >
          {MODE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          type="date"
          aria-label="시작일"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => show({ from: event.target.value })}
          className={control}
        />
        <span aria-hidden>~</span>
        <input
          type="date"
          aria-label="종료일"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => show({ to: event.target.value })}
          className={control}
        />
        <button type="button" onClick={() => show({ from: today, to: today })} className={control}>
          오늘
        </button>
        {(view.from || view.to) && (
          <button type="button" onClick={() => show({ from: '', to: '' })} className={control}>
            기간 지우기
          </button>
        )}
        <select
          aria-label="숙소"
          value={view.hotelId ?? ''}
          onChange={(event) => show({ hotelId: event.target.value ? Number(event.target.value) : null, roomId: null })}
          className={control}
        >
          <option value="">전체 숙소</option>
          {lodgings?.map((hotel) => (
            <option key={hotel.id} value={hotel.id}>
              {hotel.name}
            </option>
          ))}
        </select>
        <select
          aria-label="객실"
          value={view.roomId ?? ''}
          disabled={view.hotelId === null}
          onChange={(event) => show({ roomId: event.target.value ? Number(event.target.value) : null })}
          className={control}
        >
          <option value="">전체 객실</option>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </select>
        <select
          aria-label="숙박/대실"
          value={view.kind}
          onChange={(event) => show({ kind: event.target.value as StayKind | 'ALL' })}
          className={control}
        >
          {KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          aria-label="예약 상태"
          value={view.status}
          onChange={(event) => show({ status: event.target.value as ManagerReservationStatusFilter })}
          className={control}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          aria-label="정렬"
          value={view.sort}
          onChange={(event) => show({ sort: event.target.value as ManagerReservationSort })}
          className={control}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label="회원 구분" className="flex gap-1 border-b border-stone-200">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={view.member === tab.value}
            onClick={() => show({ member: tab.value })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              view.member === tab.value ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600'
            }`}
          >
            {tab.label} <span className="text-stone-500">{page ? page.counts[tab.count] : '–'}</span>
          </button>
        ))}
      </div>
      <FormNotice notice={notice} />
      <ListState
        loading={loading && !page}
        error={error && !page ? CONSOLE_MESSAGES.managerReservationsLoadFailed : null}
        empty={rows.length === 0}
        emptyText="예약 내역이 없습니다."
      >
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="min-w-full text-sm">
            <thead className="bg-stone-50 text-left text-stone-600">
              <tr>
                {/* The phone under the name and the actions stacked: every column fits the console at 1440 px. */}
                {[
                  '예약 번호',
                  '예약자 · 연락처',
                  '숙소 · 객실',
                  '숙박/대실',
                  '체크인',
                  '체크아웃',
                  '결제 금액',
                  '상태',
                  '',
                ].map((header) => (
                  <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    {/* Whole, never cut: the number a guest reads out on the phone. */}
                    <span className="whitespace-nowrap font-mono font-semibold" title={`주문번호 ${row.orderId}`}>
                      {row.bookingNumber}
                    </span>
                    <span className="block text-xs text-stone-500">{`No. ${row.id}`}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {row.guestName}{' '}
                    <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">
                      {row.user === null ? '비회원' : '회원'}
                    </span>
                    <span className="block text-xs text-stone-500">{row.phone ? formatPhone(row.phone) : '-'}</span>
                  </td>
                  <td className="min-w-32 px-3 py-2">
                    {row.hotel.name}
                    <span className="block text-xs text-stone-500">{row.room.name}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {stayKindOf(row).label}
                    <span className="block text-xs text-stone-500">{stayKindOf(row).detail}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatMonthDay(row.checkIn)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatMonthDay(row.checkOut)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">{formatWon(row.payment.totalAmount)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{statusLabel(row.status)}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-stretch gap-1">
                      <button
                        type="button"
                        onClick={() => setDetail(row)}
                        aria-label={`예약 ${row.id} 상세 보기`}
                        className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50"
                      >
                        상세
                      </button>
                      {row.cancellable && (
                        <button
                          type="button"
                          disabled={cancelling !== null}
                          onClick={() => {
                            setNotice(null);
                            setCancelling(row.id);
                          }}
                          aria-label={`예약 ${row.id} 취소`}
                          className="whitespace-nowrap rounded-lg border border-red-600 px-3 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
                        >
                          예약 취소
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {page && (
        <Pager
          page={view.trail.length + 1}
          pages={Math.ceil(page.totalCount / PAGE)}
          hasNext={page.pageInfo.hasNextPage}
          onPrevious={() => setParams(paramsOfView({ ...view, trail: view.trail.slice(0, -1) }))}
          onNext={() =>
            page.pageInfo.endCursor &&
            setParams(paramsOfView({ ...view, trail: [...view.trail, page.pageInfo.endCursor] }))
          }
        />
      )}
      <ReservationDetailDrawer
        reservation={detail}
        onClose={() => setDetail(null)}
        onCancel={(row) => {
          // One dialog at a time: the quote dialog takes the drawer's place.
          setDetail(null);
          setNotice(null);
          setCancelling(row.id);
        }}
      />
      <CancelQuoteDialog
        open={cancelling !== null}
        loadQuote={loadQuote}
        confirm={cancelRow}
        onClose={() => setCancelling(null)}
        onDone={(text) => {
          setCancelling(null);
          setNotice({ text, tone: 'success' });
        }}
        failure={CONSOLE_MESSAGES.managerCancelFailed}
      />
    </div>
  );
}

/** The list's bookings (the same filters, the same order) as an .xlsx download. */
function ExportButton({ view, onFailure }: { view: ReservationView; onFailure(text: string): void }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    const name = `예약내역_${view.from || '전체'}_${view.to || '전체'}.xlsx`;
    const outcome = await runMutation(
      () => downloadXlsx(`/api/manager/reservations/export.xlsx?${exportQueryOf(view)}`, name),
      CONSOLE_MESSAGES.exportFailed,
    );
    if (!outcome.ok) onFailure(outcome.message);
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
    >
      {busy ? '내려받는 중…' : '엑셀 다운로드'}
    </button>
  );
}
