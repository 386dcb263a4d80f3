import { todayInSeoul } from '@shim/common/dates';
import { LOCALE_TAG } from '@shim/common/locales';
import { useLocale } from '../i18n/I18nProvider';
import { monthLabel, monthOf } from '../lib/month-grid';

/** How far back a month can be picked: two years of statements and checks. */
const MONTHS_BACK = 24;

/** The month before the current one in Seoul (`YYYY-MM`): the newest month that has ended. */
export const lastMonthInSeoul = (today = todayInSeoul()): string => monthOf(today, -1);

/** A month picker labelled `2026년 10월`, newest first, from the current month back two years. */
export function MonthSelect({
  label,
  value,
  onChange,
  today = todayInSeoul(),
}: {
  label: string;
  value: string;
  onChange(month: string): void;
  today?: string;
}) {
  const tag = LOCALE_TAG[useLocale()];
  const months = Array.from({ length: MONTHS_BACK + 1 }, (_, back) => monthOf(today, -back));
  if (!months.includes(value)) months.push(value);
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="rounded-lg border border-stone-300 px-3 py-2 text-sm"
    >
      {months.map((month) => (
        <option key={month} value={month}>
          {monthLabel(month, tag)}
        </option>
      ))}
    </select>
  );
}
