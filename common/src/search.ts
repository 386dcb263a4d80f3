/**
 * The search counts its matches up to this many: beyond it the total is a lower bound, shown as
 * "1,000+ 곳", so a page of a large destination costs no more than one of a small one.
 */
export const SEARCH_COUNT_BOUND = 1000;

/** The total as the search page shows it: `숙소 1,234곳`, or `숙소 1,000+ 곳` when it is a lower bound. */
export const searchTotalLabel = (total: number, atLeast: boolean): string =>
  atLeast ? `숙소 ${total.toLocaleString('ko-KR')}+ 곳` : `숙소 ${total.toLocaleString('ko-KR')}곳`;

/** A filter choice's count beside it: `(12)`, or `(12+)` when the counts stopped at their bound (a lower bound). */
export const facetCountLabel = (count: number, atLeast: boolean): string =>
  `(${count.toLocaleString('ko-KR')}${atLeast ? '+' : ''})`;
