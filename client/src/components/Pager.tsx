import { useT } from '../i18n/I18nProvider';

const button =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** Previous / next under a paged list: "n / total" when the total is known, "page n" otherwise. */
export function Pager({
  page,
  pages,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  pages?: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  const t = useT();
  // One page and nothing after it: nothing to page through.
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('common.pager.label')} className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={onPrevious}>
        {t('common.pager.previous')}
      </button>
      <span className="text-sm text-stone-600" aria-current="page">
        {pages === undefined ? t('common.pager.page', { page }) : `${page} / ${Math.max(pages, 1)}`}
      </span>
      <button type="button" className={button} disabled={!hasNext} onClick={onNext}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
