import { LIMITS } from '@shim/common/limits';
import { STAY_MESSAGES } from '@shim/common/stay-messages';
import type { DateRange } from './calendar-range';

export interface SearchBarValues {
  region: string;
  range: DateRange;
  rooms: number;
  persons: number;
}

/** The main search's checks (spec §5, messages of §8); null when the search may go. */
export function searchBarProblem({ region, range, rooms, persons }: SearchBarValues): string | null {
  const text = region.trim();
  if (!text) return STAY_MESSAGES.destinationRequired;
  if (text.length > LIMITS.regionMaxLength) return STAY_MESSAGES.regionTooLong;
  if (!range.start || !range.end) return STAY_MESSAGES.datesRequired;
  if (range.end <= range.start) return STAY_MESSAGES.checkoutAfterCheckin;
  if (rooms < LIMITS.roomsMin) return STAY_MESSAGES.roomsAtLeastOne;
  if (persons < LIMITS.personsMin) return STAY_MESSAGES.personsAtLeastOne;
  return null;
}

/** Keeps a counter inside its bounds (rooms 1–5, persons 1–20 in the search bar). */
export const clampCount = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
