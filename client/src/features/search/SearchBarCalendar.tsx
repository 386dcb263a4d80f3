import { addDays } from '@shim/common/dates';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MonthGridHead } from '../../components/MonthGridHead';
import { seoulMidnight } from '../../i18n/format';
import { useLocale, useT, type MessageValues } from '../../i18n/I18nProvider';
import { LOCALE_TAG } from '@shim/common/locales';
import { monthLabel, monthOf, monthWeeks, movedDay, nextRange, type DateRange } from './calendar-range';

interface Props {
  range: DateRange;
  today: string;
  onChange(range: DateRange): void;
  /** One day (대실): a click picks the day; the range ends the next day, so the nights' checks still read it. */
  single?: boolean;
  /** 확인: closes the panel (on a phone it covers the fields under it, so a way out must be in it). */
  onDone?(): void;
}

/**
 * Two months side by side, past days (before today in Asia/Seoul) disabled, range rules of spec §4.
 * Each month is a grid (ARIA date picker): one day is in the tab order, arrows/Home/End/PageUp/PageDown
 * move it (turning the months when it leaves them), Enter or Space picks it.
 */
export function SearchBarCalendar({ range: picked, today, onChange, onDone, single = false }: Props) {
  const range = single ? { start: picked.start, end: null } : picked;
  const [first, setFirst] = useState(() => monthOf(range.start && range.start >= today ? range.start : today));
  const [focused, setFocused] = useState(() => (range.start && range.start >= today ? range.start : today));
  const moved = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const t = useT();
  const label = (day: string) => dayLabel(t, day);
  const second = monthOf(`${first}-01`, 1);
  const canGoBack = first > monthOf(today);
  // The day in the tab order: the focused one while it is shown, else the first day that can be picked.
  const shown = monthOf(focused) === first || monthOf(focused) === second;
  const tabbable = shown ? focused : `${first}-01` < today ? today : `${first}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, first]);

  const onKeyDown = (event: KeyboardEvent) => {
    const day = (event.target as HTMLElement).dataset.day;
    const next = day ? movedDay(day, event.key, today) : null;
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocused(next);
    const month = monthOf(next);
    if (month < first) setFirst(month);
    else if (month > second) setFirst(monthOf(`${month}-01`, -1));
  };

  return (
    <div ref={container}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('searchpanel.calendar.previousMonth')}
          disabled={!canGoBack}
          onClick={() => setFirst(monthOf(`${first}-01`, -1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100 disabled:opacity-30"
        >
          ‹
        </button>
        <p aria-live="polite" className="sr-only">
          {!range.start
            ? ''
            : single
              ? t('searchpanel.calendar.dayUsePicked', { day: label(range.start) })
              : range.end
                ? t('searchpanel.calendar.rangePicked', { checkIn: label(range.start), checkOut: label(range.end) })
                : t('searchpanel.calendar.checkInPicked', { checkIn: label(range.start) })}
        </p>
        <button
          type="button"
          aria-label={t('searchpanel.calendar.nextMonth')}
          onClick={() => setFirst(monthOf(`${first}-01`, 1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100"
        >
          ›
        </button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2" onKeyDown={onKeyDown}>
        {[first, second].map((month) => (
          <Month
            key={month}
            month={month}
            range={range}
            today={today}
            tabbable={tabbable}
            onPick={(day) => {
              setFocused(day);
              onChange(single ? { start: day, end: addDays(day, 1) } : nextRange(range, day));
            }}
          />
        ))}
      </div>
      {onDone && (
        <button
          type="button"
          onClick={onDone}
          className="mt-4 w-full rounded-xl bg-brand-700 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('common.ok')}
        </button>
      )}
    </div>
  );
}

/** `2026년 11월 26일`: the calendar day, in Seoul as every stay's. */
const dayLabel = (t: (id: string, values?: MessageValues) => string, day: string): string =>
  t('common.format.instantDate', { date: seoulMidnight(day) });

function Month({
  month,
  range,
  today,
  tabbable,
  onPick,
}: {
  month: string;
  range: DateRange;
  today: string;
  tabbable: string;
  onPick(day: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <table
      role="grid"
      aria-label={monthLabel(month, LOCALE_TAG[locale])}
      className="w-full border-collapse text-center text-sm"
    >
      <MonthGridHead month={month} />
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              const edge = !!day && (day === range.start || day === range.end);
              const inside = !!day && !!range.start && !!range.end && day > range.start && day < range.end;
              return (
                <td key={d} role="gridcell" aria-selected={day ? edge || inside : undefined} className="p-0.5">
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      disabled={day < today}
                      tabIndex={day === tabbable ? 0 : -1}
                      data-autofocus={day === tabbable || undefined}
                      onClick={() => onPick(day)}
                      className={`size-9 rounded-full text-sm transition disabled:cursor-not-allowed disabled:text-stone-300 ${
                        edge
                          ? 'bg-brand-700 font-semibold text-white'
                          : inside
                            ? 'bg-brand-50 text-brand-800'
                            : 'hover:bg-stone-100'
                      }`}
                    >
                      <span aria-hidden>{Number(day.slice(8))}</span>
                      <span className="sr-only">{dayLabel(t, day)}</span>
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
