import { useState } from 'react';

/**
 * Numbered pages over a forward-only cursor connection: the cursor that starts each page seen so far is
 * kept, so "previous" goes back without the server paging by offset.
 */
export function useCursorPages() {
  const [starts, setStarts] = useState<Array<string | null>>([null]);
  const index = starts.length - 1;
  return {
    /** 1-based number of the page shown. */
    page: index + 1,
    after: starts[index] ?? null,
    next(endCursor: string | null) {
      if (endCursor) setStarts((current) => [...current, endCursor]);
    },
    previous() {
      setStarts((current) => (current.length > 1 ? current.slice(0, -1) : current));
    },
    /** Back to the first page (the filter changed). */
    reset() {
      setStarts([null]);
    },
  };
}

/** The next page of a cursor connection put after the rows already on screen (fetchMore's updateQuery). */
export function appendPage<Edge, Page extends { edges: Edge[] }>(
  previous: { edges?: Edge[] } | null | undefined,
  next: Page,
): Page {
  return { ...next, edges: [...(previous?.edges ?? []), ...next.edges] };
}
