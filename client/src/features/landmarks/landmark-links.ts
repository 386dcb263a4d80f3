import { todayInSeoul } from '@shim/common/dates';
import { defaultStay, stayQueryString } from '../../lib/stay-query';

/**
 * "Find nearby stays" (spec §2): the search with the destination set to the location and the defaults
 * of spec §9 (today to tomorrow, 1 room, 2 persons).
 */
export function nearbySearchPath(location: string, today: string = todayInSeoul()): string {
  const { region, ...stay } = defaultStay(location, today);
  const query = new URLSearchParams({
    destination: region,
    startDate: stay.startDate,
    endDate: stay.endDate,
    rooms: String(stay.rooms),
    persons: String(stay.persons),
  });
  return `/search?${query.toString()}`;
}

/** A nearby lodging's page for tonight with the defaults, the landmark's location as the region. */
export const tonightHotelPath = (hotelId: number, location: string, today: string = todayInSeoul()): string =>
  `/hotel/${hotelId}?${stayQueryString(defaultStay(location, today))}`;

/** The `#tags` of spec §2: the tags then the category, each once, in that order. */
export const hashTags = (tags: readonly string[], category: string): string[] =>
  [...new Set([...tags, category].map((tag) => tag.trim()).filter(Boolean))].map((tag) => `#${tag}`);
