import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { lastMonthInSeoul, MonthSelect } from '../../components/MonthSelect';
import { AdminSettlementsDocument, type AdminSettlementsQuery } from '../../gql/graphql';
import { monthLabel } from '../../lib/month-grid';
import { MarkPaidDialog } from './MarkPaidDialog';
import { formatRate, statementKey } from './settlement-labels';
import { SettlementStatusBadge } from './SettlementStatusBadge';

type Statement = AdminSettlementsQuery['adminSettlements'][number];

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const AMOUNTS: Array<[string, (s: Statement) => number]> = [
  ['매출', (s) => s.grossAmount],
  ['환불', (s) => s.refundAmount],
  ['수수료', (s) => s.commissionAmount],
  ['결제 수수료', (s) => s.paymentFeeAmount],
  ['조정', (s) => s.adjustmentAmount],
  ['지급액', (s) => s.payoutAmount],
];

const cell = 'whitespace-nowrap px-3 py-2';

/**
 * The admin's 정산: a month's statements across managers (last month unless picked; the month lives in the URL),
 * their totals, and 지급 완료 with its date for each closed one.
 */
export function AdminSettlements() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : lastMonthInSeoul();
  const { data, loading, error } = useQuery(AdminSettlementsDocument, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const [paying, setPaying] = useState<Statement | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' } | null>(null);
  const statements = data?.adminSettlements ?? [];
  const status = loading && !data ? '불러오는 중…' : error && !data ? '정산서를 불러오지 못했습니다.' : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-stone-900">정산</h1>
        <MonthSelect
          label="정산 월"
          value={month}
          onChange={(next) => {
            setNotice(null);
            setParams({ month: next });
          }}
        />
      </div>
      <p className="text-sm text-stone-600">
        {monthLabel(month)}에 체크아웃한 결제 예약의 숙소별 정산서입니다. 확정된 정산서를 지급한 뒤 지급 완료로
        표시하세요.
      </p>
      <FormNotice notice={notice} />
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[960px] text-left text-sm" aria-label={`${monthLabel(month)} 정산서`}>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                관리자
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                숙소
              </th>
              {AMOUNTS.map(([label]) => (
                <th key={label} scope="col" className={`${cell} text-right font-medium`}>
                  {label}
                </th>
              ))}
              <th scope="col" className={`${cell} font-medium`}>
                상태
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                관리
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {(status || statements.length === 0) && (
              <tr>
                <td
                  colSpan={AMOUNTS.length + 4}
                  role={error && !data ? 'alert' : undefined}
                  className="px-4 py-12 text-center text-sm text-stone-500"
                >
                  {status ?? `${monthLabel(month)}의 정산서가 없습니다.`}
                </td>
              </tr>
            )}
            {statements.map((statement) => (
              <tr key={statementKey(statement)} data-testid="admin-settlement-row">
                <td className={cell}>{statement.managerName ?? '-'}</td>
                <td className="px-3 py-2">{statement.hotelName}</td>
                {AMOUNTS.map(([label, amount]) => (
                  <td
                    key={label}
                    className={`${cell} text-right tabular-nums ${label === '지급액' ? 'font-semibold text-stone-900' : ''}`}
                  >
                    {formatWon(amount(statement))}
                    {label === '수수료' && (
                      <span className="block text-xs text-stone-500">{formatRate(statement.commissionRate)}</span>
                    )}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <SettlementStatusBadge status={statement.status} paidOn={statement.paidOn} />
                </td>
                <td className={cell}>
                  {statement.status === 'CLOSED' && (
                    <button
                      type="button"
                      aria-label={`${statement.hotelName} 지급 완료`}
                      onClick={() => {
                        setNotice(null);
                        setPaying(statement);
                      }}
                      className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
                    >
                      지급 완료
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          {statements.length > 0 && (
            <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-semibold text-stone-900">
              <tr data-testid="admin-settlement-totals">
                <th scope="row" colSpan={2} className={`${cell} text-left`}>
                  합계 {statements.length}건
                </th>
                {AMOUNTS.map(([label, amount]) => (
                  <td key={label} className={`${cell} text-right tabular-nums`}>
                    {formatWon(statements.reduce((sum, statement) => sum + amount(statement), 0))}
                  </td>
                ))}
                <td colSpan={2} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <MarkPaidDialog
        statement={paying}
        onClose={() => setPaying(null)}
        onDone={(text) => {
          setPaying(null);
          setNotice({ text, tone: 'success' });
        }}
      />
    </div>
  );
}
