import type { RefObject } from 'react';
import { PopoverPanel } from '../../components/PopoverPanel';
import { useT } from '../../i18n/I18nProvider';
import type { DayUseQuery } from '../../lib/stay-query';

/** Durations the search bar offers; a lodging's offer names its own. */
const DAY_USE_SEARCH_HOURS = [2, 3, 4, 5, 6, 8];

interface Props {
  value: DayUseQuery;
  onChange(next: DayUseQuery): void;
  onDone(): void;
}

interface FieldProps extends Props {
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The search bar's field look. */
  className: string;
  open: boolean;
  onToggle(): void;
}

/** The search bar's 대실 field: the start and hours asked, opening their panel. */
export function SearchBarDayUse({ buttonRef, className, open, onToggle, ...panel }: FieldProps) {
  const t = useT();
  const start = panel.value.start ?? t('searchbar.dayUse.earliest');
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="search-day-use-panel"
        onClick={onToggle}
        className={className}
      >
        <span className="text-xs font-semibold text-stone-500">{t('searchbar.dayUse.fieldLabel')}</span>
        <span className="truncate font-semibold">
          {`${start} · ${t('searchbar.dayUse.hours', { count: panel.value.hours })}`}
        </span>
      </button>
      {open && (
        <PopoverPanel
          id="search-day-use-panel"
          label={t('searchpanel.dayUse.panel')}
          anchor={buttonRef}
          width={360}
          takeFocus
        >
          <DayUsePanel {...panel} />
        </PopoverPanel>
      )}
    </>
  );
}

/** Starts on the half hour a guest may ask for (a lodging's own hours narrow them). */
const STARTS = Array.from({ length: 36 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

/** The 대실 criteria: a start (가장 빠른, or a half hour from 06:00 to 23:30) and a duration in hours. */
function DayUsePanel({ value, onChange, onDone }: Props) {
  const t = useT();
  return (
    <div className="space-y-4">
      <label className="flex items-center justify-between gap-4">
        <span className="font-medium">{t('searchpanel.dayUse.start')}</span>
        <select
          value={value.start ?? ''}
          onChange={(event) => onChange({ ...value, start: event.target.value || null })}
          className="rounded-lg border border-stone-300 px-3 py-2"
        >
          <option value="">{t('searchbar.dayUse.earliest')}</option>
          {STARTS.map((start) => (
            <option key={start} value={start}>
              {t('searchpanel.dayUse.from', { time: start })}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="mb-2 font-medium">{t('searchpanel.dayUse.duration')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {DAY_USE_SEARCH_HOURS.map((hours) => (
            <label
              key={hours}
              className={`cursor-pointer rounded-xl border py-2 text-center text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                value.hours === hours
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-800 hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="search-day-use-hours"
                value={hours}
                checked={value.hours === hours}
                onChange={() => onChange({ ...value, hours })}
                className="sr-only"
              />
              {t('searchbar.dayUse.hours', { count: hours })}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        onClick={onDone}
        className="w-full rounded-xl bg-brand-700 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('common.ok')}
      </button>
    </div>
  );
}
