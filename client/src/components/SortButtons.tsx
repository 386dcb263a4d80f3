/** A row of pressed/unpressed buttons choosing one order (the search results', a lodging's reviews). */
export function SortButtons<Sort extends string>({
  label,
  sorts,
  labels,
  sort,
  onSort,
}: {
  /** The group's accessible name (정렬, 리뷰 정렬). */
  label: string;
  /** The orders offered, in order. */
  sorts: readonly Sort[];
  labels: Readonly<Record<Sort, string>>;
  sort: Sort;
  onSort(sort: Sort): void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 rounded-full bg-stone-100 p-1">
      {sorts.map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={sort === key}
          onClick={() => onSort(key)}
          className={`min-h-9 rounded-full px-3 text-sm font-medium transition ${
            sort === key ? 'bg-white text-brand-800 shadow' : 'text-stone-700 hover:text-stone-900'
          }`}
        >
          {labels[key]}
        </button>
      ))}
    </div>
  );
}
