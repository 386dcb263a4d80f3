import { DESTINATIONS, type DestinationOption, type DestinationTab } from '@shim/common/destinations';
import { PLACE_GROUP, type PlaceGroup, type PlaceKind } from '@shim/common/places';

export { DESTINATION_TABS, DESTINATIONS } from '@shim/common/destinations';
export type { DestinationOption, DestinationTab } from '@shim/common/destinations';

export const DESTINATION_TAGS = [...new Set(DESTINATIONS.flatMap((d) => d.tags))];

/** The list for a tab, a chosen tag (or none) and what has been typed so far (typing searches every tab). */
export function destinationsFor(tab: DestinationTab, tag: string | null, typed: string): DestinationOption[] {
  const text = typed.trim();
  const matchesText = (d: DestinationOption) => d.name.includes(text) || text.includes(d.name);
  return DESTINATIONS.filter((d) => (text ? matchesText(d) : d.tab === tab) && (!tag || d.tags.includes(tag)));
}

/** A suggestion group (지역, 역, 명소, 숙소) and its suggestions, in the order the server ranked them. */
export interface SuggestionGroup<T> {
  label: PlaceGroup;
  items: T[];
}

/** Suggestions grouped by kind; a group comes where its best suggestion ranked, so the best stays on top. */
export function groupSuggestions<T extends { kind: PlaceKind }>(suggestions: readonly T[]): Array<SuggestionGroup<T>> {
  const groups = new Map<PlaceGroup, T[]>();
  for (const suggestion of suggestions) {
    const label = PLACE_GROUP[suggestion.kind];
    groups.set(label, [...(groups.get(label) ?? []), suggestion]);
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}
