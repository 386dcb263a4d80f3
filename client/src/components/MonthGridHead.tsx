import { LOCALE_TAG } from '@shim/common/locales';
import { useLocale } from '../i18n/I18nProvider';
import { weekdayNames } from '../lib/dates';
import { monthLabel } from '../lib/month-grid';

/** A month grid's caption and weekday row (Sunday red, Saturday blue), shared by the date pickers. */
export function MonthGridHead({ month }: { month: string }) {
  const tag = LOCALE_TAG[useLocale()];
  return (
    <>
      <caption aria-hidden className="mb-2 font-semibold">
        {monthLabel(month, tag)}
      </caption>
      <thead>
        <tr>
          {weekdayNames(tag).map((day, i) => (
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
