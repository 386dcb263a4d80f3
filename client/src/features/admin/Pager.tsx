/** Previous and next page buttons under a console table. */
export function Pager({
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <div className="mt-4 flex items-center justify-center gap-3 text-sm">
      <button
        type="button"
        disabled={page === 1}
        onClick={onPrevious}
        className="rounded-lg px-3 py-1.5 disabled:opacity-40"
      >
        이전
      </button>
      <span className="text-stone-500">{page} 페이지</span>
      <button type="button" disabled={!hasNext} onClick={onNext} className="rounded-lg px-3 py-1.5 disabled:opacity-40">
        다음
      </button>
    </div>
  );
}
