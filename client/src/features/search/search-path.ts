import { todayInSeoul } from '@shim/common/dates';
import { defaultStay, stayQueryString, type StayQuery } from '../../lib/stay-query';

/** The search route for a destination with the defaults of spec §9: today to tomorrow, 1 room, 2 persons. */
export function searchPathFor(region: string, today: string = todayInSeoul()): string {
  return searchPath(defaultStay(region, today));
}

export const searchPath = (stay: StayQuery): string => `/search?${stayQueryString(stay)}`;
