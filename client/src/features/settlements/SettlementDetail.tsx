import { useQuery } from '@apollo/client/react';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { formatMonthDay } from '@shim/common/dates';
import { formatWon } from '@shim/common/money';
import { statusLabel } from '@shim/common/reservations';
import { useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { ListState } from '../../components/ListState';
import {
  ManagerOpenSettlementDocument,
  SettlementStatementDocument,
  type SettlementDetail_StatementFragment,
  type SettlementFigures_StatementFragment,
} from '../../gql/graphql';
import { downloadXlsx } from '../../lib/download-xlsx';
import { formatInstantDate } from '../../lib/korean-date';
import { monthLabel } from '../../lib/month-grid';
import { runMutation } from '../../lib/mutations';
import { formatRate, OPEN_STATEMENT_NOTE } from './settlement-labels';
import { SettlementStatusBadge } from './SettlementStatusBadge';

type Summary = SettlementFigures_StatementFragment;
type Line = SettlementDetail_StatementFragment['lines'][number];

/** One statement: its figures, the line items behind them, the adjustments with reasons, and its .xlsx once closed. */
export function SettlementDetail({ summary, onBack }: { summary: Summary; onBack(): void }) {
  // A closed statement is fetched by id; the running month has none and comes with its lodging's list.
  const closed = useQuery(SettlementStatementDocument, {
    variables: { id: summary.id ?? 0 },
    skip: summary.id === null,
  });
  const open = useQuery(ManagerOpenSettlementDocument, {
    variables: { hotelId: summary.hotelId },
    skip: summary.id !== null,
    fetchPolicy: 'cache-and-network',
  });
  const statement =
    summary.id === null
      ? open.data?.managerSettlements.find((s) => s.status === 'OPEN' && s.month === summary.month)
      : closed.data?.settlementStatement;
  const { loading, error } = summary.id === null ? open : closed;
  const title = `${monthLabel(summary.month)} 정산서`;

  return (
    <div className="space-y-5">
      <button type="button" onClick={onBack} className="text-sm text-stone-600 hover:text-stone-900">
        ← 정산 목록
      </button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {summary.hotelName}
            <SettlementStatusBadge status={summary.status} paidOn={summary.paidOn} />
            {summary.closedAt && <span>확정 {formatInstantDate(summary.closedAt)}</span>}
          </p>
        </div>
        {summary.status !== 'OPEN' && summary.id !== null && <DownloadButton id={summary.id} summary={summary} />}
      </div>
      {summary.status === 'OPEN' && (
        <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">{OPEN_STATEMENT_NOTE}</p>
      )}
      <Figures statement={summary} />
      <ListState
        loading={loading && !statement}
        error={error && !statement ? '정산서의 내역을 불러오지 못했습니다.' : null}
        empty={false}
        emptyText=""
      >
        {statement && (
          <>
            <Lines lines={statement.lines} />
            <Adjustments adjustments={statement.adjustments} />
          </>
        )}
      </ListState>
    </div>
  );
}

/** A deduction as a negative amount, never `-0원`. */
const minus = (amount: number): number => (amount === 0 ? 0 : -amount);

/** The statement's figures top to bottom, down to the payout. */
function Figures({ statement: s }: { statement: Summary }) {
  const rows: Array<[string, number, string?]> = [
    ['매출 (결제 금액)', s.grossAmount],
    ['환불', minus(s.refundAmount)],
    ['순매출', s.netSales],
    [`플랫폼 수수료 (${formatRate(s.commissionRate)})`, minus(s.commissionAmount)],
    ['결제 수수료', minus(s.paymentFeeAmount), '카드·간편결제 수수료는 현재 플랫폼이 부담합니다.'],
    ['조정', s.adjustmentAmount],
  ];
  return (
    <section aria-label="정산 금액" className="rounded-xl border border-stone-200 bg-white p-4">
      <dl className="divide-y divide-stone-100 text-sm">
        {rows.map(([label, amount, note]) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-stone-600">
              {label}
              {note && <span className="block text-xs text-stone-400">{note}</span>}
            </dt>
            <dd className="tabular-nums">{formatWon(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-2 text-base font-bold text-stone-900">
          <dt>지급액</dt>
          <dd className="tabular-nums" data-testid="settlement-payout">
            {formatWon(s.payoutAmount)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-500">예약 {s.lineCount}건 · 체크아웃한 날짜 기준</p>
    </section>
  );
}

const LINE_HEADERS = ['예약 번호', '객실', '숙박 기간', '상태'];
const LINE_AMOUNTS: Array<[string, (line: Line) => number]> = [
  ['결제', (line) => line.paidAmount],
  ['환불', (line) => line.refundAmount],
  ['순매출', (line) => line.netAmount],
  ['수수료', (line) => line.commissionAmount],
  ['지급액', (line) => line.payoutAmount],
];

const stay = (line: Line) => `${formatMonthDay(line.checkIn)} – ${formatMonthDay(line.checkOut)}`;

/** The line items: a table on wide screens, a card per booking on narrow ones. */
function Lines({ lines }: { lines: Line[] }) {
  return (
    <section aria-labelledby="settlement-lines" className="space-y-3">
      <h2 id="settlement-lines" className="text-lg font-semibold text-stone-900">
        예약별 내역 <span className="text-sm font-normal text-stone-500">{lines.length}건</span>
      </h2>
      {lines.length === 0 ? (
        <p className="rounded-lg bg-stone-50 px-3 py-4 text-sm text-stone-500">
          이 달에 체크아웃한 결제 예약이 없습니다.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 lg:block">
            <table className="min-w-full text-sm" aria-label="예약별 내역">
              <thead className="bg-stone-50 text-left text-stone-600">
                <tr>
                  {LINE_HEADERS.map((header) => (
                    <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {header}
                    </th>
                  ))}
                  {LINE_AMOUNTS.map(([header]) => (
                    <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {lines.map((line) => (
                  <tr key={line.reservationId} data-testid="settlement-line">
                    <td className="whitespace-nowrap px-3 py-2 font-mono" title={`주문번호 ${line.orderId}`}>
                      {line.bookingNumber}
                    </td>
                    <td className="px-3 py-2">{line.roomName}</td>
                    <td className="whitespace-nowrap px-3 py-2">{stay(line)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{statusLabel(line.status)}</td>
                    {LINE_AMOUNTS.map(([header, amount]) => (
                      <td key={header} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                        {formatWon(amount(line))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 lg:hidden" aria-label="예약별 내역 카드">
            {lines.map((line) => (
              <li key={line.reservationId} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono font-semibold">{line.bookingNumber}</span>
                  <span className="text-stone-600">{statusLabel(line.status)}</span>
                </p>
                <p className="mt-1 text-stone-700">
                  {line.roomName} · {stay(line)}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-0.5">
                  {LINE_AMOUNTS.map(([label, amount]) => (
                    <div key={label} className="flex justify-between gap-2">
                      <dt className="text-stone-500">{label}</dt>
                      <dd className="tabular-nums">{formatWon(amount(line))}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Refunds recorded after an earlier month closed: they settle here, each with its reason. */
function Adjustments({ adjustments }: { adjustments: SettlementDetail_StatementFragment['adjustments'] }) {
  if (adjustments.length === 0) return null;
  return (
    <section aria-labelledby="settlement-adjustments" className="space-y-3">
      <h2 id="settlement-adjustments" className="text-lg font-semibold text-stone-900">
        조정 <span className="text-sm font-normal text-stone-500">{adjustments.length}건</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {adjustments.map((adjustment) => (
          <li
            key={`${adjustment.reservationId}-${adjustment.month}`}
            className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p>
                <span className="font-mono font-semibold">{adjustment.bookingNumber}</span>{' '}
                <span className="text-stone-500">{monthLabel(adjustment.month)} 정산분</span>
              </p>
              <p className="text-stone-700">{adjustment.reason}</p>
            </div>
            <p className="tabular-nums font-semibold">{formatWon(adjustment.amount)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closed statement as an .xlsx: a summary sheet and its line items. */
function DownloadButton({ id, summary }: { id: number; summary: Summary }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' } | null>(null);

  async function download() {
    setBusy(true);
    setNotice(null);
    const outcome = await runMutation(
      () => downloadXlsx(`/api/manager/settlements/${id}/xlsx`, `정산서_${summary.hotelName}_${summary.month}.xlsx`),
      CONSOLE_MESSAGES.exportFailed,
    );
    if (!outcome.ok) setNotice({ text: outcome.message, tone: 'error' });
    setBusy(false);
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className="rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {busy ? '내려받는 중…' : '엑셀 다운로드'}
      </button>
      <FormNotice notice={notice} />
    </div>
  );
}
