import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';

/** The search route for a destination with the defaults of spec §9: today to tomorrow, 1 room, 2 persons. */
export function searchPathFor(region: string, today: string = todayInSeoul()): string {
  const params = new URLSearchParams({
    region,
    startDate: today,
    endDate: addDays(today, 1),
    rooms: String(LIMITS.defaultRooms),
    persons: String(LIMITS.defaultPersons),
  });
  return `/search?${params.toString()}`;
}
