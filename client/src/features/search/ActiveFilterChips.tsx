import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { activeFilters, type ResultView } from './result-view';

/** The filters in force as chips above the results; each one's ✕ removes just it. */
export function ActiveFilterChips({ view, onChange }: { view: ResultView; onChange(view: ResultView): void }) {
  const t = useT();
  const format = useFormat();
  const chips = activeFilters(view, { t, format });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('search.chips.label')} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={t('search.chips.remove', { label: chip.label })}
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
