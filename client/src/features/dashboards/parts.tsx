import { formatWon } from '@shim/common/money';
import { useState, type ReactNode } from 'react';
import { downloadXlsx } from './download';

/** A dashboard figure: its name, the value and a line under it. */
export function KpiCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="kpi">
      <p className="text-sm text-stone-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900" data-testid="kpi-value">
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
