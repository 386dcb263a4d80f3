import { LIMITS } from '@shim/common/limits';
import type { STAY_MESSAGES } from '@shim/common/stay-messages';
import type { DateRange } from './calendar-range';

export interface SearchBarValues {
  region: string;
  range: DateRange;
  rooms: number;
  persons: number;
}

/** A search bar problem: its §8 message's key (STAY_MESSAGES holds its Korean, the catalogues the others). */
export type SearchBarProblem = keyof typeof STAY_MESSAGES;

/** The main search's checks (spec §5, messages of §8); null when the search may go. */
export function searchBarProblem({ region, range, rooms, persons }: SearchBarValues): SearchBarProblem | null {
  const text = region.trim();
  if (!text) return 'destinationRequired';
  if (text.length > LIMITS.regionMaxLength) return 'regionTooLong';
  if (!range.start || !range.end) return 'datesRequired';
  if (range.end <= range.start) return 'checkoutAfterCheckin';
  if (rooms < LIMITS.roomsMin) return 'roomsAtLeastOne';
  if (persons < LIMITS.personsMin) return 'personsAtLeastOne';
  return null;
}

/** Keeps a counter inside its bounds (rooms 1–5, persons 1–20 in the search bar). */
export const clampCount = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
