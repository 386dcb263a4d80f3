import { DESTINATIONS, type DestinationOption, type DestinationTab } from '@shim/common/destinations';

export { DESTINATION_TABS, DESTINATIONS } from '@shim/common/destinations';
export type { DestinationOption, DestinationTab } from '@shim/common/destinations';

export const DESTINATION_TAGS = [...new Set(DESTINATIONS.flatMap((d) => d.tags))];

/** The list for a tab, a chosen tag (or none) and what has been typed so far (typing searches every tab). */
export function destinationsFor(tab: DestinationTab, tag: string | null, typed: string): DestinationOption[] {
  const text = typed.trim();
  const matchesText = (d: DestinationOption) => d.name.includes(text) || text.includes(d.name);
  return DESTINATIONS.filter((d) => (text ? matchesText(d) : d.tab === tab) && (!tag || d.tags.includes(tag)));
}
