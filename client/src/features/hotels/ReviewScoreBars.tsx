import { useT } from '../../i18n/I18nProvider';

/** How many reviews gave each score, 5점 first, as bars of the share of all reviews. */
export function ReviewScoreBars({ counts }: { counts: ReadonlyArray<{ score: number; count: number }> }) {
  const t = useT();
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <ul aria-label={t('lodging.reviews.scoreCounts')} className="max-w-md space-y-1">
      {counts.map(({ score, count }) => {
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li
            key={score}
            aria-label={t('lodging.reviews.scoreCount', { score, count })}
            className="flex items-center gap-2 text-sm"
          >
            <span className="w-8 shrink-0 text-stone-600">{t('lodging.reviews.score', { score })}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span className="w-12 shrink-0 text-right tabular-nums text-stone-600">
              {t('lodging.reviews.number', { count })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
