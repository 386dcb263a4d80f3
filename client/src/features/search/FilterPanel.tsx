import { LODGING_TYPE_KEYS, LODGING_TYPES, type LodgingType } from '@shim/common/lodging';
import { formatWon } from '@shim/common/money';
import { PRICE_SLIDER, type ResultFilters } from './result-filters';

interface Props {
  filters: ResultFilters;
  onChange(filters: ResultFilters): void;
  onReset(): void;
}

/** The search page's filters (spec §2, §9): price slider, minimum rating, lodging types. */
export function FilterPanel({ filters, onChange, onReset }: Props) {
  const toggleType = (type: LodgingType) =>
    onChange({
      ...filters,
      types: filters.types.includes(type) ? filters.types.filter((t) => t !== type) : [...filters.types, type],
    });

  return (
    <aside aria-label="필터" className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center justify-between">
        <h2 className="font-bold text-stone-900">필터</h2>
        <button type="button" onClick={onReset} className="text-sm font-medium text-brand-700 hover:underline">
          초기화
        </button>
      </div>
      <div>
        <label htmlFor="price-max" className="text-sm font-semibold text-stone-700">
          1박 요금
        </label>
        <input
          id="price-max"
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={filters.maxPrice}
          aria-valuetext={`${formatWon(filters.maxPrice)} 이하`}
          onChange={(event) => onChange({ ...filters, maxPrice: Number(event.target.value) })}
          className="mt-3 w-full accent-brand-700"
        />
        <p className="mt-1 text-sm text-stone-600">{`${formatWon(PRICE_SLIDER.min)} ~ ${formatWon(filters.maxPrice)}`}</p>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">평점</legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {[0, 1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="button"
              aria-pressed={filters.minRating === stars}
              onClick={() => onChange({ ...filters, minRating: stars })}
              className={`rounded-full border px-3 py-1 text-sm transition ${
                filters.minRating === stars
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-700 hover:border-brand-400'
              }`}
            >
              {stars === 0 ? '전체' : `★ ${stars}점 이상`}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">숙소 유형</legend>
        <div className="mt-2 space-y-1.5">
          {LODGING_TYPE_KEYS.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                checked={filters.types.includes(type)}
                onChange={() => toggleType(type)}
                className="size-4 accent-brand-700"
              />
              {LODGING_TYPES[type].label}
            </label>
          ))}
        </div>
      </fieldset>
    </aside>
  );
}
