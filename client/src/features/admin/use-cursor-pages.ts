import { useState } from 'react';

/** Previous/next paging over a cursor connection: the cursors of the pages seen so far. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    after: cursors.at(-1) ?? null,
    page: cursors.length,
    next: (endCursor: string | null) => endCursor && setCursors((seen) => [...seen, endCursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset: () => setCursors([null]),
  };
}
