import { useMutation, useQuery } from '@apollo/client/react';
import { RATE_CURRENCIES, type RateCurrency } from '@shim/common/approx-money';
import { checkRates, RATE_BOUNDS, type RateEntry } from '@shim/common/approx-money-rates';
import { todayInSeoul } from '@shim/common/dates';
import { CURRENCY_NAMES, CURRENCY_UNITS, EXCHANGE_RATE_MESSAGES as M } from '@shim/common/exchange-rate-messages';
import { useState, type FormEvent } from 'react';
import { AdminExchangeRatesDocument, SetExchangeRatesDocument } from '../../gql/graphql';
import { formatStayDate } from '../../lib/korean-date';
import { runMutation } from '../../lib/mutations';
import { buttonClass, ConsoleTable, Notice, SectionHeader, tableClass } from './admin-ui';

interface Row {
  wonPerUnit: string;
  effectiveDate: string;
}
type Rows = Record<RateCurrency, Row>;
type Saved = Partial<Record<string, { wonPerUnit: number; effectiveDate: string }>>;

const input = 'w-full rounded-lg border border-stone-300 px-3 py-1.5 text-sm';
const wonText = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 6 });

function rowsOf(saved: Saved, today: string): Rows {
  return Object.fromEntries(
    RATE_CURRENCIES.map((currency) => {
      const rate = saved[currency];
      return [
        currency,
        rate
          ? { wonPerUnit: wonText(rate.wonPerUnit), effectiveDate: rate.effectiveDate }
          : { wonPerUnit: '', effectiveDate: today },
      ];
    }),
  ) as Rows;
}

/** The rows the admin changed (a new rate or date), as the mutation's input; blank rows of unset currencies stay out. */
function changedEntries(rows: Rows, saved: Saved): RateEntry[] {
  return RATE_CURRENCIES.flatMap((currency) => {
    const row = rows[currency];
    const before = saved[currency];
    if (!before && row.wonPerUnit.trim() === '') return [];
    if (before && row.wonPerUnit === wonText(before.wonPerUnit) && row.effectiveDate === before.effectiveDate)
      return [];
    return [{ currency, wonPerUnit: row.wonPerUnit, effectiveDate: row.effectiveDate }];
  });
}

/**
 * 환율: won per unit of each visitor currency, which guests' pages turn into approximate amounts (payment stays
 * in won). The admin types the bank's 매매기준율 per one unit and saves the rows changed.
 */
export function AdminExchangeRates() {
  const today = todayInSeoul();
  const { data, loading, error } = useQuery(AdminExchangeRatesDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SetExchangeRatesDocument);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const table = data?.exchangeRates;
  const saved: Saved = Object.fromEntries((table?.rates ?? []).map((rate) => [rate.currency, rate]));
  const [rows, setRows] = useState<Rows>(() => rowsOf(saved, today));
  // The form follows the server's table whenever it changes (first load, after saving), set while rendering.
  const [shown, setShown] = useState(table);
  if (table !== shown) {
    setShown(table);
    setRows(rowsOf(saved, today));
  }

  function edit(currency: RateCurrency, change: Partial<Row>) {
    setRows((current) => {
      const row = { ...current[currency], ...change };
      // A new rate is today's unless the admin picked its date.
      if (change.wonPerUnit !== undefined && row.effectiveDate === (saved[currency]?.effectiveDate ?? today)) {
        row.effectiveDate = today;
      }
      return { ...current, [currency]: row };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const entries = changedEntries(rows, saved);
    if (entries.length === 0) return setNotice({ kind: 'error', text: M.nothingChanged });
    const checked = checkRates(entries, today);
    if (typeof checked === 'string') return setNotice({ kind: 'error', text: checked });
    const outcome = await runMutation(
      () =>
        save({
          variables: {
            input: checked.map(({ currency, wonPerUnit, effectiveDate }) => ({ currency, wonPerUnit, effectiveDate })),
          },
        }),
      M.ratesSaveFailed,
    );
    setNotice(outcome.ok ? { kind: 'ok', text: M.ratesSaved } : { kind: 'error', text: outcome.message });
  }

  return (
    <form onSubmit={submit} aria-label="환율">
      <SectionHeader title="환율">
        <button type="submit" className={buttonClass.primary} disabled={saving || !table}>
          저장
        </button>
      </SectionHeader>
      <p className="mt-2 text-sm text-stone-600">
        외국어 화면의 어림 금액(≈ US$46)에만 쓰이며, 결제는 언제나 원화입니다. 은행의 매매기준율을 통화 1단위당 원으로
        입력해주세요 (엔은 100엔당이 아니라 1엔당).
      </p>
      {table?.stale && <Notice notice={{ kind: 'error', text: M.ratesStale }} />}
      <Notice notice={notice} />
      <ConsoleTable
        columns={['통화', '1단위당 원', '기준일', '저장된 환율']}
        loading={loading && !data}
        error={!!error && !data}
        empty={false}
        emptyText=""
      >
        {table &&
          RATE_CURRENCIES.map((currency) => {
            const before = saved[currency];
            const { min, max } = RATE_BOUNDS[currency];
            return (
              <tr key={currency}>
                <td className={`${tableClass.td} font-medium text-stone-900`}>
                  {currency}
                  <div className="text-xs text-stone-500">{CURRENCY_NAMES[currency]}</div>
                </td>
                <td className={tableClass.td}>
                  <input
                    aria-label={`${currency} 1${CURRENCY_UNITS[currency]}당 원`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={`${wonText(min)}~${wonText(max)}`}
                    value={rows[currency].wonPerUnit}
                    onChange={(e) => edit(currency, { wonPerUnit: e.target.value })}
                    className={input}
                  />
                </td>
                <td className={tableClass.td}>
                  <input
                    type="date"
                    aria-label={`${currency} 기준일`}
                    max={today}
                    value={rows[currency].effectiveDate}
                    onChange={(e) => edit(currency, { effectiveDate: e.target.value })}
                    className={input}
                  />
                </td>
                <td className={`${tableClass.td} text-stone-600`}>
                  {before ? (
                    <>
                      {wonText(before.wonPerUnit)}원
                      <div className="text-xs text-stone-500">{formatStayDate(before.effectiveDate)}</div>
                    </>
                  ) : (
                    '없음'
                  )}
                </td>
              </tr>
            );
          })}
      </ConsoleTable>
    </form>
  );
}
