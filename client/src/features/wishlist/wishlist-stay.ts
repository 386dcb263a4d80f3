import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import type { StayCriteria } from '@shim/common/stay';

const intOr = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return value !== null && value.trim() !== '' && Number.isInteger(parsed) ? parsed : fallback;
};

/** The wishlist bar's stay from the query; defaults of spec §9 (today to tomorrow, 1 room, 2 persons). */
export function readStay(params: URLSearchParams, today = todayInSeoul()): StayCriteria {
  return {
    startDate: params.get('startDate') ?? today,
    endDate: params.get('endDate') ?? addDays(today, 1),
    rooms: intOr(params.get('rooms'), LIMITS.defaultRooms),
    persons: intOr(params.get('persons'), LIMITS.defaultPersons),
  };
}

/** Where a wishlist card goes: the hotel with the region and the stay (spec §2). */
export function hotelPath(hotelId: number, region: string, stay: StayCriteria): string {
  const query = new URLSearchParams({
    region,
    startDate: stay.startDate,
    endDate: stay.endDate,
    rooms: String(stay.rooms),
    persons: String(stay.persons),
  });
  return `/hotel/${hotelId}?${query.toString()}`;
}
