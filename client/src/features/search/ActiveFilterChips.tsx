import { activeFilters, type ResultView } from './result-view';

/** The filters in force as chips above the results; each one's ✕ removes just it. */
export function ActiveFilterChips({ view, onChange }: { view: ResultView; onChange(view: ResultView): void }) {
  const chips = activeFilters(view);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="적용된 필터" className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`${chip.label} 필터 해제`}
            onClick={() => onChange(chip.without)}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-500"
          >
            {chip.label}
            <span aria-hidden className="text-brand-600">
              ✕
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
