import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { lastMonthInSeoul, MonthSelect } from '../../components/MonthSelect';
import { MonthlySettlementCheckDocument } from '../../gql/graphql';
import { monthLabel } from '../../lib/month-grid';
import { MoneyDifferences } from './MoneyDifferences';

/**
 * 월 정산 대사: a month's statements (결제 − 환불) against what Toss holds for the same orders up to each
 * statement's close; a difference lists the orders that disagree.
 */
export function MonthlySettlementCheck() {
  const [month, setMonth] = useState(() => lastMonthInSeoul());
  const { data, loading, error } = useQuery(MonthlySettlementCheckDocument, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const check = data?.monthlySettlementCheck;
  const matches = check ? check.difference === 0 && check.differences.length === 0 : null;

  return (
    <section aria-labelledby="monthly-settlement-check" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="monthly-settlement-check" className="text-lg font-semibold text-stone-900">
          월 정산 대사
        </h2>
        <MonthSelect label="대사 월" value={month} onChange={setMonth} />
      </div>
      {check && (
        <dl
          className="mt-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-4"
          data-testid="monthly-check"
        >
          <Figure label={`정산서 ${check.statementCount}건 (결제 − 환불)`} value={formatWon(check.statementsNet)} />
          <Figure label="Toss 정산 금액" value={formatWon(check.tossNet)} />
          <Figure label="차이" value={formatWon(check.difference)} />
          <div>
            <dt className="text-stone-500">결과</dt>
            <dd
              className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                matches ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'
              }`}
            >
              {matches ? '일치' : '불일치'}
            </dd>
          </div>
        </dl>
      )}
      <MoneyDifferences
        ours="정산서"
        differences={check?.differences ?? null}
        loading={loading && !data}
        error={!!error && !data}
        emptyText={`${monthLabel(month)} 정산서의 결제·환불이 Toss와 일치합니다.`}
        rowTestId="monthly-difference-row"
      />
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums text-stone-900">{value}</dd>
    </div>
  );
}
