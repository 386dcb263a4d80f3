import { formatWon } from '@shim/common/money';
import { useState, type ReactNode } from 'react';
import { downloadXlsx } from '../../lib/download-xlsx';

/** A dashboard figure: its name, the value and a line under it. */
export function KpiCard({
  label,
  value,
  note,
  className = '',
}: {
  label: string;
  value: string;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${className}`} data-testid="kpi">
      <p className="text-sm text-stone-500">{label}</p>
      <p
        className="mt-1 text-2xl font-bold tabular-nums text-stone-900 [overflow-wrap:anywhere]"
        data-testid="kpi-value"
      >
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-stone-500">{note}</p>}
    </div>
  );
}

/** A row of buttons choosing one period. */
export function PeriodSwitch<P extends string>({
  periods,
  value,
  onChange,
  label,
}: {
  periods: ReadonlyArray<{ value: P; label: string }>;
  value: P;
  onChange: (period: P) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded-lg border border-stone-300">
      {periods.map((period) => (
        <button
          key={period.value}
          type="button"
          aria-pressed={period.value === value}
          onClick={() => onChange(period.value)}
          className={`px-3 py-1 text-sm ${period.value === value ? 'bg-stone-800 text-white' : 'bg-white text-stone-700 hover:bg-stone-100'}`}
        >
          {period.label}
        </button>
      ))}
    </div>
  );
}

/** The .xlsx download button; a failure shows under it. */
export function DownloadButton({
  path,
  fileName,
  label = '엑셀 다운로드',
}: {
  path: string;
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadXlsx(path, fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-col items-end">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className="rounded-lg border border-emerald-700 px-3 py-1 text-sm text-emerald-800 hover:bg-emerald-50 disabled:opacity-50"
      >
        {busy ? '내려받는 중…' : label}
      </button>
      {error && (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** What a dashboard's figures show when they fail to load (components/ListState shows it). */
export const SALES_LOAD_FAILED = '매출 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

export const won = formatWon;
/** Percent with one decimal (`42.5%`). */
export const pct = (value: number): string => `${value.toFixed(1)}%`;
/** Won in 만원 for chart axes. */
export const axisWon = (value: number): string =>
  Math.abs(value) >= 10_000 ? `${Math.round(value / 10_000).toLocaleString('ko-KR')}만` : value.toLocaleString('ko-KR');

/**
 * How a figure moved from the previous period: `▲12.3%` (or `▲1.5%p` for a percentage), `–` with nothing
 * to compare with.
 */
export function Change({ current, previous, points = false }: { current: number; previous: number; points?: boolean }) {
  const delta = points ? current - previous : previous !== 0 ? ((current - previous) / Math.abs(previous)) * 100 : null;
  if (delta === null) return <span>이전 기간 대비 –</span>;
  const rounded = Math.round(delta * 10) / 10;
  const arrow = rounded > 0 ? '▲' : rounded < 0 ? '▼' : '';
  return (
    <span className={rounded > 0 ? 'text-emerald-700' : rounded < 0 ? 'text-red-700' : undefined}>
      이전 기간 대비 {arrow}
      {Math.abs(rounded).toFixed(1)}
      {points ? '%p' : '%'}
    </span>
  );
}
