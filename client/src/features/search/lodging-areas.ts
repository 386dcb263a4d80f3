import { todayInSeoul } from '@shim/common/dates';
import { defaultStay } from '../../lib/stay-query';
import { searchPath } from './search-path';

/** The search of an area (today to tomorrow, 1 room, 2 persons): the place itself when known, else its name. */
export function areaSearchPath(area: { label: string; placeId: string | null }, today = todayInSeoul()): string {
  const stay = defaultStay(area.label, today);
  return searchPath(area.placeId ? { ...stay, place: area.placeId } : stay);
}
