import { isValidIsoDate } from './dates';
import { LIMITS } from './limits';
import { STAY_MESSAGES } from './stay-messages';

/** A stay: check-in and check-out dates (`YYYY-MM-DD`), rooms and persons (spec §3 search criteria). */
export interface StayCriteria {
  startDate: string;
  endDate: string;
  rooms: number;
  persons: number;
}

export interface SearchCriteria extends StayCriteria {
  region: string;
}

/** The destination as searched: only its first two words are kept (spec §5). */
export const searchKeyword = (region: string): string => region.trim().split(/\s+/).slice(0, 2).join(' ');

/** Nights between two valid dates. */
export const nightsBetween = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);

/** The first rule of the search page (spec §5) the criteria break, in the spec's words; null when valid. */
export function searchProblem(criteria: SearchCriteria, today: string): string | null {
  const region = criteria.region.trim();
  if (!region) return STAY_MESSAGES.destinationRequired;
  if (region.length > LIMITS.regionMaxLength) return STAY_MESSAGES.regionTooLong;
  return stayProblem(criteria, today, LIMITS.searchRoomsMax, STAY_MESSAGES.searchRoomsRange);
}

/** The hotel detail's rules (spec §5): as the search, but 1 to 5 rooms. */
export function detailProblem(criteria: StayCriteria, today: string): string | null {
  return stayProblem(criteria, today, LIMITS.roomsMax, STAY_MESSAGES.detailRoomsRange);
}

function stayProblem(criteria: StayCriteria, today: string, roomsMax: number, roomsRange: string): string | null {
  const { startDate, endDate, rooms, persons } = criteria;
  if (!startDate || !endDate) return STAY_MESSAGES.datesRequired;
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate)) return STAY_MESSAGES.datesInvalid;
  if (endDate <= startDate) return STAY_MESSAGES.checkoutAfterCheckin;
  if (startDate < today) return STAY_MESSAGES.pastCheckin;
  if (nightsBetween(startDate, endDate) > LIMITS.maxNights) return STAY_MESSAGES.stayTooLong;
  if (!Number.isInteger(rooms) || rooms < LIMITS.roomsMin) return STAY_MESSAGES.roomsAtLeastOne;
  if (rooms > roomsMax) return roomsRange;
  if (!Number.isInteger(persons) || persons < LIMITS.personsMin) return STAY_MESSAGES.personsAtLeastOne;
  if (persons > LIMITS.personsMax) return STAY_MESSAGES.personsRange;
  return null;
}
