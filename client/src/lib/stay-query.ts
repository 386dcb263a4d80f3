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
  /** A 대실 search (docs/decisions/day-use.md): on `startDate` (`endDate` is the next day, for the nights' prices). */
  dayUse?: DayUseQuery;
}

/** 대실 criteria in a URL: `kind=DAY_USE&start=14:00&hours=4`; no `start` is 가장 빠른. */
export interface DayUseQuery {
  start: string | null;
  hours: number;
}

export const DAY_USE_DEFAULT_HOURS = 4;

const intOr = (value: string | null, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
};

const HALF_HOUR = /^([01]\d|2[0-3]):(00|30)$/;

/** 대실's criteria when `kind=DAY_USE`; a start off the half-hour grid is 가장 빠른, hours outside 1–12 the default. */
function readDayUse(params: URLSearchParams): DayUseQuery | undefined {
  const start = params.get('start') ?? '';
  const hours = intOr(params.get('hours'), 0);
  return params.get('kind') === 'DAY_USE'
    ? { start: HALF_HOUR.test(start) ? start : null, hours: hours >= 1 && hours <= 12 ? hours : DAY_USE_DEFAULT_HOURS }
    : undefined;
}

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
    dayUse: readDayUse(params),
  };
}

/** The criteria as a query string; `place`, `bounds` and 대실 only when set. */
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
  if (stay.dayUse) {
    query.set('kind', 'DAY_USE');
    if (stay.dayUse.start) query.set('start', stay.dayUse.start);
    query.set('hours', String(stay.dayUse.hours));
  }
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
