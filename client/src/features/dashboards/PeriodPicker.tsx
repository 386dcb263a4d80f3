import { useState } from 'react';
import { formatMonthDay } from '@shim/common/dates';
import {
  SALES_RANGES,
  SALES_RANGE_LABELS,
  customRangeProblem,
  rangeDays,
  type SalesRangeKind,
} from '@shim/common/sales-range';
import { useSearchParams } from 'react-router';

/** A picked period: a preset, or CUSTOM with its two days. */
export interface PickedRange {
  kind: SalesRangeKind;
  from?: string;
  to?: string;
}

/** The picked period kept in the address (`?range=CUSTOM&from=…&to=…`), so a reload or a link keeps it. */
export function usePickedRange(fallback: SalesRangeKind, prefix = ''): [PickedRange, (range: PickedRange) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get(`${prefix}range`);
  const picked: PickedRange =
    kind && (SALES_RANGES as readonly string[]).includes(kind)
      ? {
          kind: kind as SalesRangeKind,
          from: params.get(`${prefix}from`) ?? undefined,
          to: params.get(`${prefix}to`) ?? undefined,
        }
      : { kind: fallback };
  const set = (range: PickedRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(`${prefix}range`, range.kind);
        for (const key of ['from', 'to'] as const) {
          const value = range.kind === 'CUSTOM' ? range[key] : undefined;
          if (value) next.set(`${prefix}${key}`, value);
          else next.delete(`${prefix}${key}`);
        }
        return next;
      },
      { replace: true },
    );
  return [picked, set];
}

/** `11월 1일 (일) – 11월 29일 (일) · 29일`, the days a figure covers; years named when it spans two. */
export function rangeText(from: string, to: string): string {
  const days = rangeDays({ from, to });
  const spansYears = from.slice(0, 4) !== to.slice(0, 4);
  const day = (date: string) => `${spansYears ? `${date.slice(0, 4)}년 ` : ''}${formatMonthDay(date)}`;
  return from === to ? day(from) : `${day(from)} – ${day(to)} · ${days}일`;
}

/**
 * The dashboards' period picker: 오늘, 최근 7일, 이번 달, 지난 달, 최근 12개월, or 직접 선택 (two days, ≤ 2 years,
 * checked here with the server's own rule before it asks).
 */
export function PeriodPicker({
  value,
  onChange,
  label = '기간',
}: {
  value: PickedRange;
  onChange: (range: PickedRange) => void;
  label?: string;
}) {
  const [custom, setCustom] = useState(value.kind === 'CUSTOM');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const active = custom ? 'CUSTOM' : value.kind;

  function apply() {
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ kind: 'CUSTOM', from, to });
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div
        role="group"
        aria-label={label}
        className="flex flex-wrap overflow-hidden rounded-lg border border-stone-300 bg-white"
      >
        {SALES_RANGES.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={kind === active}
            onClick={() => {
              setProblem(null);
              if (kind === 'CUSTOM') {
                setCustom(true);
                return;
              }
              setCustom(false);
              onChange({ kind });
            }}
            className={`px-3 py-1.5 text-sm ${kind === active ? 'bg-stone-800 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {SALES_RANGE_LABELS[kind]}
          </button>
        ))}
      </div>
      {custom && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          aria-label={`${label} 직접 선택`}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label className="text-xs text-stone-600">
            시작일
            <input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              className="mt-0.5 block rounded-md border border-stone-300 px-2 py-1 text-sm"
            />
          </label>
          <label className="text-xs text-stone-600">
            종료일
            <input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              className="mt-0.5 block rounded-md border border-stone-300 px-2 py-1 text-sm"
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm text-white hover:bg-emerald-800"
          >
            적용
          </button>
          {problem && (
            <p role="alert" className="w-full text-xs text-red-700">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
