import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
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
  if (!text) return MESSAGES.destinationRequired;
  if (text.length > LIMITS.regionMaxLength) return MESSAGES.regionTooLong;
  if (!range.start || !range.end) return MESSAGES.datesRequired;
  if (range.end <= range.start) return MESSAGES.checkoutAfterCheckin;
  if (rooms < LIMITS.roomsMin) return MESSAGES.roomsAtLeastOne;
  if (persons < LIMITS.personsMin) return MESSAGES.personsAtLeastOne;
  return null;
}

/** Keeps a counter inside its bounds (rooms 1–5, persons 1–20 in the search bar). */
export const clampCount = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
