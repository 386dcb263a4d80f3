import { LIMITS } from '@shim/common/limits';

interface Props {
  rooms: number;
  persons: number;
  onChange(next: { rooms: number; persons: number }): void;
  onDone(): void;
}

/** Rooms 1–5 (default 1) and persons 1–20 (default 2); a button is disabled at its bound (spec §5). */
export function SearchBarGuests({ rooms, persons, onChange, onDone }: Props) {
  return (
    <div className="space-y-4">
      <Counter
        label="객실"
        unit="개"
        value={rooms}
        min={LIMITS.roomsMin}
        max={LIMITS.roomsMax}
        onChange={(value) => onChange({ rooms: value, persons })}
      />
      <Counter
        label="인원"
        unit="명"
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
        확인
      </button>
    </div>
  );
}

interface CounterProps {
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

function Counter({ label, unit, value, min, max, onChange }: CounterProps) {
  const step =
    'grid size-9 place-items-center rounded-full border border-stone-300 text-lg hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-30';
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="font-medium">{label}</span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={`${label} 줄이기`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          className={step}
        >
          −
        </button>
        <output aria-label={`${label} 수`} className="w-10 text-center font-semibold tabular-nums">
          {`${value}${unit}`}
        </output>
        <button
          type="button"
          aria-label={`${label} 늘리기`}
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
