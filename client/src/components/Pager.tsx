const button =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** Previous / next under a paged list: "n / total" when the total is known, "n 페이지" otherwise. */
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
  // One page and nothing after it: nothing to page through.
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label="페이지" className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={onPrevious}>
        이전
      </button>
      <span className="text-sm text-stone-600" aria-current="page">
        {pages === undefined ? `${page} 페이지` : `${page} / ${Math.max(pages, 1)}`}
      </span>
      <button type="button" className={button} disabled={!hasNext} onClick={onNext}>
        다음
      </button>
    </nav>
  );
}
