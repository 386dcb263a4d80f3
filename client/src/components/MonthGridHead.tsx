import { WEEKDAYS } from '../lib/dates';
import { monthLabel } from '../lib/month-grid';

/** A month grid's caption and weekday row (Sunday red, Saturday blue), shared by the date pickers. */
export function MonthGridHead({ month }: { month: string }) {
  return (
    <>
      <caption aria-hidden className="mb-2 font-semibold">
        {monthLabel(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day, i) => (
            <th
              key={day}
              scope="col"
              className={`pb-1 text-xs font-medium ${i === 0 ? 'text-rose-600' : i === 6 ? 'text-sky-700' : 'text-stone-500'}`}
            >
              {day}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
