import { LIMITS } from '@shim/common/limits';
import { useT } from '../../i18n/I18nProvider';

interface Props {
  rooms: number;
  persons: number;
  onChange(next: { rooms: number; persons: number }): void;
  onDone(): void;
}

/** Rooms 1–5 (default 1) and persons 1–20 (default 2); a button is disabled at its bound (spec §5). */
export function SearchBarGuests({ rooms, persons, onChange, onDone }: Props) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Counter
        label={t('searchpanel.guests.rooms')}
        count={(count) => t('searchpanel.guests.roomCount', { count })}
        value={rooms}
        min={LIMITS.roomsMin}
        max={LIMITS.roomsMax}
        onChange={(value) => onChange({ rooms: value, persons })}
      />
      <Counter
        label={t('searchpanel.guests.persons')}
        count={(count) => t('searchpanel.guests.personCount', { count })}
        value={persons}
        min={LIMITS.personsMin}
        max={LIMITS.personsMax}
        onChange={(value) => onChange({ rooms, persons: value })}
      />
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

interface CounterProps {
  label: string;
  /** The value with its unit: `2명`. */
  count(value: number): string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

function Counter({ label, count, value, min, max, onChange }: CounterProps) {
  const t = useT();
  const step =
    'grid size-9 place-items-center rounded-full border border-stone-300 text-lg hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-30';
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="font-medium">{label}</span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={t('searchpanel.guests.decrease', { label })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          className={step}
        >
          −
        </button>
        <output
          aria-label={t('searchpanel.guests.count', { label })}
          className="min-w-10 text-center font-semibold tabular-nums"
        >
          {count(value)}
        </output>
        <button
          type="button"
          aria-label={t('searchpanel.guests.increase', { label })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          className={step}
        >
          +
        </button>
      </div>
    </div>
  );
}
