import { useMutation, useQuery } from '@apollo/client/react';
import { withParticle } from '@shim/common/josa';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { RetrySettlementDocument, UnsettledPaymentsDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass, ConsoleTable, Notice, SectionHeader, tableClass } from './admin-ui';
import { MoneyDifferences } from './MoneyDifferences';
import { MonthlySettlementCheck } from './MonthlySettlementCheck';

const KIND_LABELS: Record<string, string> = { CONFIRM: '승인 확인', CANCEL: '환불', VOID: '결제 취소' };

/**
 * 정산 확인 필요: payment attempts reconciliation stopped retrying (order, amount, Toss's
 * last error, a retry that settles it now), today's payments and refunds against Toss's transactions, and a
 * month's settlement statements against Toss (월 정산 대사).
 */
export function AdminMoney() {
  const { data, loading, error, refetch } = useQuery(UnsettledPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const [retry, { loading: retrying }] = useMutation(RetrySettlementDocument);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const rows = data?.unsettledPayments ?? [];
  const check = data?.dailyMoneyCheck;

  async function settle(attemptId: number, orderId: string) {
    const outcome = await runMutation(
      () => retry({ variables: { input: { attemptId } } }),
      '정산을 다시 시도하지 못했습니다.',
    );
    if (!outcome.ok) setNotice({ kind: 'error', text: outcome.message });
    else
      setNotice(
        outcome.data.data?.retrySettlement.settled
          ? { kind: 'ok', text: `${withParticle(`주문 ${orderId}`, '을/를')} 정산했습니다.` }
          : { kind: 'error', text: `${withParticle(`주문 ${orderId}`, '은/는')} 아직 Toss와 맞추지 못했습니다.` },
      );
    void refetch();
  }

  return (
    <div>
      <SectionHeader title="정산 확인 필요" />
      <Notice notice={notice} />
      <ConsoleTable
        columns={['주문번호', '종류', { label: '금액', right: true }, '마지막 오류', '시도', '관리']}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="정산을 기다리는 결제가 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.attemptId} data-testid="unsettled-row">
            <td className={`${tableClass.td} font-mono text-xs`}>{row.orderId}</td>
            <td className={tableClass.td}>{KIND_LABELS[row.kind] ?? row.kind}</td>
            <td className={`${tableClass.td} text-right`}>{formatWon(row.amount)}</td>
            <td className={`${tableClass.td} text-stone-500`}>{row.lastError ?? '-'}</td>
            <td className={tableClass.td}>{row.tries}회</td>
            <td className={tableClass.td}>
              <button
                type="button"
                aria-label={`${row.orderId} 다시 시도`}
                disabled={retrying}
                onClick={() => void settle(row.attemptId, row.orderId)}
                className={buttonClass.secondary}
              >
                다시 시도
              </button>
            </td>
          </tr>
        ))}
      </ConsoleTable>

      <h2 className="mt-10 text-lg font-semibold text-stone-900">일일 정산 확인 {check ? `(${check.date})` : ''}</h2>
      {check && (
        <p className="mt-2 text-sm text-stone-600" data-testid="daily-totals">
          Toss 결제 {formatWon(check.tossCharged)} · 환불 {formatWon(check.tossRefunded)} / 기록 결제{' '}
          {formatWon(check.ourCharged)} · 환불 {formatWon(check.ourRefunded)}
        </p>
      )}
      <MoneyDifferences
        ours="기록"
        differences={check?.differences ?? null}
        loading={loading && !data}
        error={!!error && !data}
        emptyText={'오늘의 결제·환불이 Toss와 일치합니다.'}
        rowTestId="difference-row"
      />

      <MonthlySettlementCheck />
    </div>
  );
}
