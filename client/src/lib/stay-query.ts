import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';

/** The search criteria of spec §3 as they travel in a URL (region, startDate, endDate, rooms, persons). */
export interface StayQuery {
  region: string;
  startDate: string;
  endDate: string;
  rooms: number;
  persons: number;
  /** A chosen place's id (`station:…`, `sigungu:…`; docs/decisions/search.md "Places"): what `region` labels. */
  place?: string;
  /** The map's area after 이 지역에서 재검색, `south,west,north,east`: it outranks the place and the region. */
  bounds?: string;
}

const intOr = (value: string | null, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
};

/** Reads the criteria from a query string; `destination` is the older name of `region` (spec §2). */
export function readStayQuery(params: URLSearchParams): StayQuery {
  return {
    region: params.get('region') ?? params.get('destination') ?? '',
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    rooms: intOr(params.get('rooms'), LIMITS.defaultRooms),
    persons: intOr(params.get('persons') ?? params.get('people'), LIMITS.defaultPersons),
    ...(params.get('place') ? { place: params.get('place')! } : {}),
    ...(params.get('bounds') ? { bounds: params.get('bounds')! } : {}),
  };
}

/** The criteria as a query string; `place` and `bounds` only when set. */
export function stayQueryString(stay: StayQuery): string {
  const query = new URLSearchParams({
    region: stay.region,
    startDate: stay.startDate,
    endDate: stay.endDate,
    rooms: String(stay.rooms),
    persons: String(stay.persons),
  });
  if (stay.place) query.set('place', stay.place);
  if (stay.bounds) query.set('bounds', stay.bounds);
  return query.toString();
}

/** Defaults of spec §9: today to tomorrow (Asia/Seoul), 1 room, 2 persons. */
export function defaultStay(region = '', today: string = todayInSeoul()): StayQuery {
  return {
    region,
    startDate: today,
    endDate: addDays(today, 1),
    rooms: LIMITS.defaultRooms,
    persons: LIMITS.defaultPersons,
  };
}
