import { formatPhone } from '@shim/common/validation';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import { useState, type FormEvent } from 'react';
import { CancelQuoteDialog } from '../../components/CancelQuoteDialog';
import { FormNotice } from '../../components/FormNotice';
import {
  ManagerCancellationQuoteDocument,
  ManagerCancelReservationDocument,
  ManagerReservationsDocument,
  type ManagerReservationStatusFilter,
  type MemberFilter,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { downloadXlsx } from './download-xlsx';
import { ListState } from '../../components/ListState';
import { appendPage } from '../../lib/cursor-pages';

const PAGE = 50;

const STATUS_OPTIONS: Array<{ value: ManagerReservationStatusFilter; label: string }> = [
  { value: 'ALL', label: '전체 상태' },
  { value: 'CONFIRMED', label: '예약 완료' },
  { value: 'CANCELLED', label: '예약 취소' },
  { value: 'REVIEWED', label: '리뷰 작성 완료' },
];

const TABS: Array<{ value: MemberFilter; label: string; count: 'all' | 'member' | 'nonMember' }> = [
  { value: 'ALL', label: '전체', count: 'all' },
  { value: 'MEMBER', label: '회원', count: 'member' },
  { value: 'NON_MEMBER', label: '비회원', count: 'nonMember' },
];

type Notice = { text: string; tone: 'error' | 'success' } | null;

/** The manager's reservations (spec §2): search, status filter, member tabs with counts, cancel, .xlsx. */
export function ManagerReservations() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ManagerReservationStatusFilter>('ALL');
  const [member, setMember] = useState<MemberFilter>('ALL');
  const [notice, setNotice] = useState<Notice>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const client = useApolloClient();
  const variables = { filter: { search: search || null, status, member }, first: PAGE };
  const { data, loading, error, fetchMore, refetch } = useQuery(ManagerReservationsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [cancel] = useMutation(ManagerCancelReservationDocument);
  const page = data?.managerReservations;
  const rows = page?.edges.map((edge) => edge.node) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
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

  function loadMore() {
    if (!page?.pageInfo.endCursor) return;
    void fetchMore({
      variables: { ...variables, after: page.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        managerReservations: appendPage(previous.managerReservations, fetchMoreResult.managerReservations),
      }),
    });
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">예약 관리</h1>
        <ExportForm onFailure={(text) => setNotice({ text, tone: 'error' })} />
      </div>
      <form onSubmit={submit} className="flex flex-wrap gap-2" role="search">
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="예약자 이름 또는 예약 번호"
          aria-label="예약 검색"
          maxLength={100}
          className="min-w-56 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
        <select
          aria-label="예약 상태"
          value={status}
          onChange={(event) => setStatus(event.target.value as ManagerReservationStatusFilter)}
          className="rounded-lg border border-stone-300 px-3 py-2 text-sm"
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          검색
        </button>
      </form>
      <div role="tablist" aria-label="회원 구분" className="flex gap-1 border-b border-stone-200">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={member === tab.value}
            onClick={() => setMember(tab.value)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              member === tab.value ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600'
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
                {['예약 번호', '예약자', '연락처', '숙소 · 객실', '체크인', '체크아웃', '결제 금액', '상태', ''].map(
                  (header) => (
                    <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {header}
                    </th>
                  ),
                )}
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
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{row.phone ? formatPhone(row.phone) : '-'}</td>
                  <td className="px-3 py-2">
                    {row.hotel.name}
                    <span className="block text-xs text-stone-500">{row.room.name}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{row.checkIn}</td>
                  <td className="whitespace-nowrap px-3 py-2">{row.checkOut}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">{formatWon(row.payment.totalAmount)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{statusLabel(row.status)}</td>
                  <td className="px-3 py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
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
      {page?.pageInfo.hasNextPage && (
        <button
          type="button"
          onClick={loadMore}
          className="mx-auto block rounded-lg border border-stone-300 px-4 py-2 text-sm"
        >
          더 보기
        </button>
      )}
    </div>
  );
}

/** The period's bookings (by check-in date) as an .xlsx download. */
function ExportForm({ onFailure }: { onFailure(text: string): void }) {
  const today = todayInSeoul();
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(addDays(today, 60));
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const query = new URLSearchParams({ from, to });
    const outcome = await runMutation(
      () => downloadXlsx(`/api/manager/reservations/export.xlsx?${query}`, `예약내역_${from}_${to}.xlsx`),
      CONSOLE_MESSAGES.exportFailed,
    );
    if (!outcome.ok) onFailure(outcome.message);
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void download(event)} className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-1">
        <span className="text-stone-600">체크인</span>
        <input
          type="date"
          aria-label="시작일"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className="rounded-lg border border-stone-300 px-2 py-1.5"
        />
      </label>
      <span aria-hidden>~</span>
      <input
        type="date"
        aria-label="종료일"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        className="rounded-lg border border-stone-300 px-2 py-1.5"
      />
      <button
        type="submit"
        disabled={busy || !from || !to}
        className="rounded-lg border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {busy ? '내려받는 중…' : '엑셀 다운로드'}
      </button>
    </form>
  );
}
