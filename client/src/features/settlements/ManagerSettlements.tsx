import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { useSearchParams } from 'react-router';
import { ListState } from '../../components/ListState';
import {
  ManagerSettlementsDocument,
  SettlementLodgingsDocument,
  type SettlementFigures_StatementFragment,
} from '../../gql/graphql';
import { monthLabel } from '../../lib/month-grid';
import { SettlementDetail } from './SettlementDetail';
import { formatRate, OPEN_STATEMENT_NOTE, statementKey } from './settlement-labels';
import { SettlementStatusBadge } from './SettlementStatusBadge';

type Statement = SettlementFigures_StatementFragment;

const control = 'rounded-lg border border-stone-300 px-3 py-2 text-sm';

/**
 * The manager's 정산: a statement per lodging and month (newest first, the running month as 정산 예정), a lodging
 * filter, and one statement opened with its line items; the filter and the open statement live in the URL.
 */
export function ManagerSettlements() {
  const [params, setParams] = useSearchParams();
  const hotelParam = Number(params.get('hotel'));
  const hotelId = Number.isInteger(hotelParam) && hotelParam > 0 ? hotelParam : null;
  const openKey = params.get('statement');
  const { data, loading, error } = useQuery(ManagerSettlementsDocument, {
    variables: { hotelId },
    fetchPolicy: 'cache-and-network',
  });
  const lodgings = useQuery(SettlementLodgingsDocument).data?.managerHotels.edges.map((edge) => edge.node);
  const statements = data?.managerSettlements ?? [];
  const opened = openKey ? statements.find((statement) => statementKey(statement) === openKey) : undefined;

  function show(change: { hotel?: number | null; statement?: string | null }) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value === null || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    setParams(next);
  }

  if (opened) return <SettlementDetail summary={opened} onBack={() => show({ statement: null })} />;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">정산</h1>
        <select
          aria-label="숙소"
          value={hotelId ?? ''}
          onChange={(event) => show({ hotel: event.target.value ? Number(event.target.value) : null, statement: null })}
          className={control}
        >
          <option value="">전체 숙소</option>
          {lodgings?.map((hotel) => (
            <option key={hotel.id} value={hotel.id}>
              {hotel.name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-stone-600">
        체크아웃한 달을 기준으로 숙소별·월별 정산서를 만들고, 다음 달 1일 0시 10분(한국 시간)에 확정합니다.{' '}
        {OPEN_STATEMENT_NOTE}
      </p>
      <ListState
        loading={loading && !data}
        error={error && !data ? '정산서를 불러오지 못했습니다.' : null}
        empty={statements.length === 0}
        emptyText="아직 정산할 예약이 없습니다."
      >
        <StatementTable statements={statements} onOpen={(statement) => show({ statement: statementKey(statement) })} />
        <StatementCards statements={statements} onOpen={(statement) => show({ statement: statementKey(statement) })} />
      </ListState>
    </div>
  );
}

const FIGURES: Array<{ label: (s: Statement) => string; value: (s: Statement) => number; strong?: boolean }> = [
  { label: () => '매출', value: (s) => s.grossAmount },
  { label: () => '환불', value: (s) => s.refundAmount },
  { label: (s) => `수수료 (${formatRate(s.commissionRate)})`, value: (s) => s.commissionAmount },
  { label: () => '결제 수수료', value: (s) => s.paymentFeeAmount },
  { label: () => '조정', value: (s) => s.adjustmentAmount },
  { label: () => '지급액', value: (s) => s.payoutAmount, strong: true },
];

const openLabel = (statement: Statement) => `${monthLabel(statement.month)} ${statement.hotelName} 정산서 보기`;

/** Wide screens: one row per statement. */
function StatementTable({ statements, onOpen }: { statements: Statement[]; onOpen(statement: Statement): void }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-stone-200 lg:block">
      <table className="min-w-full text-sm" aria-label="정산서 목록">
        <thead className="bg-stone-50 text-left text-stone-600">
          <tr>
            <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
              정산 월
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              숙소
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              상태
            </th>
            {['매출', '환불', '수수료', '결제 수수료', '조정', '지급액'].map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">보기</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {statements.map((statement) => (
            <tr key={statementKey(statement)} data-testid="settlement-row">
              <td className="whitespace-nowrap px-3 py-2 font-medium">{monthLabel(statement.month)}</td>
              <td className="px-3 py-2">{statement.hotelName}</td>
              <td className="px-3 py-2">
                <SettlementStatusBadge status={statement.status} paidOn={statement.paidOn} />
              </td>
              <Money value={statement.grossAmount} />
              <Money value={statement.refundAmount} />
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {formatWon(statement.commissionAmount)}
                <span className="block text-xs text-stone-500">{formatRate(statement.commissionRate)}</span>
              </td>
              <Money value={statement.paymentFeeAmount} />
              <Money value={statement.adjustmentAmount} />
              <Money value={statement.payoutAmount} strong />
              <td className="whitespace-nowrap px-3 py-2 text-right">
                <button
                  type="button"
                  onClick={() => onOpen(statement)}
                  aria-label={openLabel(statement)}
                  className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50"
                >
                  상세
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Money({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <td
      className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${strong ? 'font-semibold text-stone-900' : ''}`}
    >
      {formatWon(value)}
    </td>
  );
}

/** Narrow screens: a card per statement, its figures stacked. */
function StatementCards({ statements, onOpen }: { statements: Statement[]; onOpen(statement: Statement): void }) {
  return (
    <ul className="flex flex-col gap-3 lg:hidden" aria-label="정산서 카드">
      {statements.map((statement) => (
        <li key={statementKey(statement)} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-stone-900">
              {monthLabel(statement.month)} <span className="font-normal text-stone-600">{statement.hotelName}</span>
            </p>
            <SettlementStatusBadge status={statement.status} paidOn={statement.paidOn} />
          </div>
          <dl className="mt-3 divide-y divide-stone-100 text-sm">
            {FIGURES.map((figure) => (
              <div key={figure.label(statement)} className="flex justify-between gap-4 py-1">
                <dt className="text-stone-500">{figure.label(statement)}</dt>
                <dd className={`tabular-nums ${figure.strong ? 'font-semibold text-stone-900' : ''}`}>
                  {formatWon(figure.value(statement))}
                </dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            onClick={() => onOpen(statement)}
            aria-label={openLabel(statement)}
            className="mt-3 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-50"
          >
            상세 보기
          </button>
        </li>
      ))}
    </ul>
  );
}
