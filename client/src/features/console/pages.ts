/** The next page of a cursor connection put after the rows already on screen (fetchMore's updateQuery). */
export function appendPage<Edge, Page extends { edges: Edge[] }>(
  previous: { edges?: Edge[] } | null | undefined,
  next: Page,
): Page {
  return { ...next, edges: [...(previous?.edges ?? []), ...next.edges] };
}
