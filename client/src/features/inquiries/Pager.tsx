const button =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** Previous / next with "n / total pages". */
export function Pager({
  number,
  pages,
  hasNext,
  onPrevious,
  onNext,
}: {
  number: number;
  pages: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <nav aria-label="페이지" className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={number <= 1} onClick={onPrevious}>
        이전
      </button>
      <span className="text-sm text-stone-600" aria-current="page">
        {number} / {Math.max(pages, 1)}
      </span>
      <button type="button" className={button} disabled={!hasNext} onClick={onNext}>
        다음
      </button>
    </nav>
  );
}
