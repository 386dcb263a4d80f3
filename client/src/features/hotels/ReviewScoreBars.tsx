/** How many reviews gave each score, 5점 first, as bars of the share of all reviews. */
export function ReviewScoreBars({ counts }: { counts: ReadonlyArray<{ score: number; count: number }> }) {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <ul aria-label="별점별 리뷰 수" className="max-w-md space-y-1">
      {counts.map(({ score, count }) => {
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li
            key={score}
            aria-label={`${score}점 리뷰 ${count.toLocaleString('ko-KR')}개`}
            className="flex items-center gap-2 text-sm"
          >
            <span className="w-8 shrink-0 text-stone-600">{`${score}점`}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span className="w-12 shrink-0 text-right tabular-nums text-stone-600">
              {count.toLocaleString('ko-KR')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
