import { LIMITS } from '@shim/common/limits';
import type { StayCriteria } from '@shim/common/stay';
import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const input = 'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';

/** Date, rooms and persons over the wishlist (spec §2); changes go straight to the query. */
export function StayBar({
  stay,
  today,
  onChange,
}: {
  stay: StayCriteria;
  today: string;
  onChange(stay: StayCriteria): void;
}) {
  const t = useT();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <label htmlFor={field('in')} className="text-xs font-semibold text-stone-500">
          {t('search.wishlist.checkIn')}
        </label>
        <input
          id={field('in')}
          type="date"
          min={today}
          value={stay.startDate}
          onChange={(event) => onChange({ ...stay, startDate: event.target.value })}
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={field('out')} className="text-xs font-semibold text-stone-500">
          {t('search.wishlist.checkOut')}
        </label>
        <input
          id={field('out')}
          type="date"
          min={stay.startDate || today}
          value={stay.endDate}
          onChange={(event) => onChange({ ...stay, endDate: event.target.value })}
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={field('rooms')} className="text-xs font-semibold text-stone-500">
          {t('search.wishlist.rooms')}
        </label>
        <select
          id={field('rooms')}
          value={stay.rooms}
          onChange={(event) => onChange({ ...stay, rooms: Number(event.target.value) })}
          className={input}
        >
          {range(LIMITS.roomsMin, LIMITS.roomsMax).map((count) => (
            <option key={count} value={count}>
              {t('search.wishlist.roomCount', { count })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={field('persons')} className="text-xs font-semibold text-stone-500">
          {t('search.wishlist.persons')}
        </label>
        <select
          id={field('persons')}
          value={stay.persons}
          onChange={(event) => onChange({ ...stay, persons: Number(event.target.value) })}
          className={input}
        >
          {range(LIMITS.personsMin, LIMITS.personsMax).map((count) => (
            <option key={count} value={count}>
              {t('search.wishlist.personCount', { count })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
