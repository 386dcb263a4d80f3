import { useState } from 'react';
import { monthLabel, monthOf, monthWeeks, nextRange, WEEKDAYS, type DateRange } from './calendar-range';

interface Props {
  range: DateRange;
  today: string;
  onChange(range: DateRange): void;
}

/** Two months side by side, past days (before today in Asia/Seoul) disabled, range rules of spec §4. */
export function SearchBarCalendar({ range, today, onChange }: Props) {
  const [first, setFirst] = useState(() => monthOf(range.start && range.start >= today ? range.start : today));
  const canGoBack = first > monthOf(today);

  return (
    <div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="이전 달"
          disabled={!canGoBack}
          onClick={() => setFirst(monthOf(`${first}-01`, -1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100 disabled:opacity-30"
        >
          ‹
        </button>
        <button
          type="button"
          aria-label="다음 달"
          onClick={() => setFirst(monthOf(`${first}-01`, 1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100"
        >
          ›
        </button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {[first, monthOf(`${first}-01`, 1)].map((month) => (
          <Month
            key={month}
            month={month}
            range={range}
            today={today}
            onPick={(day) => onChange(nextRange(range, day))}
          />
        ))}
      </div>
    </div>
  );
}

function Month({
  month,
  range,
  today,
  onPick,
}: {
  month: string;
  range: DateRange;
  today: string;
  onPick(day: string): void;
}) {
  return (
    <table className="w-full border-collapse text-center text-sm">
      <caption className="mb-2 font-semibold">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day, i) => (
            <th
              key={day}
              scope="col"
              className={`pb-1 text-xs font-medium ${i === 0 ? 'text-rose-500' : i === 6 ? 'text-sky-600' : 'text-stone-500'}`}
            >
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => (
              <td key={d} className="p-0.5">
                {day && <Day day={day} range={range} past={day < today} onPick={onPick} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({
  day,
  range,
  past,
  onPick,
}: {
  day: string;
  range: DateRange;
  past: boolean;
  onPick(day: string): void;
}) {
  const edge = day === range.start || day === range.end;
  const inside = !!range.start && !!range.end && day > range.start && day < range.end;
  const [year, month, date] = day.split('-').map(Number);
  return (
    <button
      type="button"
      disabled={past}
      aria-pressed={edge}
      aria-label={`${year}년 ${month}월 ${date}일`}
      onClick={() => onPick(day)}
      className={`size-9 rounded-full text-sm transition disabled:cursor-not-allowed disabled:text-stone-300 ${
        edge ? 'bg-brand-600 font-semibold text-white' : inside ? 'bg-brand-50 text-brand-800' : 'hover:bg-stone-100'
      }`}
    >
      {date}
    </button>
  );
}
