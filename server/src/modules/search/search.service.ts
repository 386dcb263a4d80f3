import { foreignDestination } from '../places/place.service';
import { addDays } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { MESSAGES } from '@shim/common/messages';
import { SEARCH_COUNT_BOUND } from '@shim/common/search';
import { nightsBetween, searchKeyword, searchProblem, type SearchCriteria } from '@shim/common/stay';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { landmarkForRoute } from '../landmarks/landmark.service';
import { freeCancellationOf, lodgingStayPrices } from '../stays/stay-offer.service';
import { checkedBounds, type MapBounds } from './search-geo';
import { placeArea } from './search-place';
import { runDayUseSearch, type DayUseQuery, type DayUseRow } from './search-day-use.repository';
import { checkedDayUse, hitDayUseOf, stayOf, type DayUseAsk } from './search-day-use.service';
import { runSearchPage, type SearchFacetCounts, type SearchPageRow } from './search-page.repository';
import {
  findNearestLodgings,
  readServiceNames,
  type HotelHit,
  type NearbyLodgingRow,
  type SearchQuery,
  type SearchSort,
} from './search.repository';

export { SEARCH_SORTS, type HotelHit, type SearchSort } from './search.repository';

/** Server-side filters of the search page (spec §2): price slider, minimum rating, lodging types, services. */
export interface SearchFilters {
  minPrice?: number | null;
  maxPrice?: number | null;
  minRating?: number | null;
  types?: LodgingType[] | null;
  /** Names of services the lodging must all offer. */
  services?: string[] | null;
  /**
   * Only stays that can still be cancelled for a full refund. The refund rule is the same for every lodging,
   * so it is a condition on the stay decided here (no SQL): off for these dates, nothing matches.
   */
  freeCancellation?: boolean | null;
}

/**
 * Counts of the matches (under every filter, the type and service filters too) by lodging type (each type, 0
 * included) and by service name (those some match offers, most first), each at most SEARCH_COUNT_BOUND;
 * `atLeast` when the count stopped at its bound (as `totalAtLeast`): each count is then a lower bound.
 */
export interface SearchFacets {
  types: Array<{ type: LodgingType; count: number }>;
  services: Array<{ name: string; count: number }>;
  atLeast: boolean;
}

/**
 * The search's criteria with where to search: a map area (`bounds`, 이 지역에서 재검색) before a place id
 * (`place`) before the typed destination (`region`, which may then be empty).
 */
export interface PlaceCriteria extends SearchCriteria {
  place?: string | null;
  bounds?: MapBounds | null;
  /** A 대실 search: its date stands for the stay's (`startDate`, `endDate` are not read). */
  dayUse?: DayUseAsk | null;
}

export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

export interface HotelHitPage {
  hits: Array<{ cursor: string; hotel: HotelHit }>;
  /** Until when the searched stay can be cancelled for a full refund (the same for every hit); null when not. */
  freeCancellationUntil: string | null;
  /** The matches, counted up to SEARCH_COUNT_BOUND; beyond it the bound, with `totalAtLeast`. */
  totalCount: number;
  /** More than `totalCount` lodgings match (the count stopped at its bound). */
  totalAtLeast: boolean;
  /** Lowest and highest price of the matches under every filter but the price range; null without matches. */
  priceRange: { lowest: number; highest: number } | null;
  /** The matches by lodging type and by service, counted in the same matches as the total. */
  facets: SearchFacets;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The names the service filter offers. */
export function serviceNames(ctx: RequestContext): Promise<string[]> {
  return readServiceNames(ctx.publicReads);
}

/** One page of matches for integrators: filters, a sort and a cursor (GraphQL connection). */
export async function searchPage(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  filters: SearchFilters = {},
  sort: SearchSort = 'RECOMMENDED',
  page: PageRequest = {},
): Promise<HotelHitPage> {
  const first = pageSize(page.first);
  if (filters.minRating != null && (filters.minRating < 0 || filters.minRating > 5)) {
    throw AppError.badInput(MESSAGES.badRequest);
  }
  const dayUse = criteria.dayUse ? checkedDayUse(ctx, criteria.dayUse, filters.freeCancellation ?? false) : null;
  const query = await checkedWhere(ctx, dayUse ? { ...criteria, ...stayOf(dayUse.date) } : criteria, sort);
  // A 대실's free cancellation is per lodging and start: the statement applies it (`checkedDayUse`).
  const until = dayUse ? null : freeCancellationOf(ctx, criteria.startDate);
  const { freeCancellation, ...sqlFilters } = filters;
  if (freeCancellation && until === null && !dayUse) {
    return {
      hits: [],
      freeCancellationUntil: null,
      totalCount: 0,
      totalAtLeast: false,
      priceRange: null,
      facets: facetsOf(undefined, false),
      hasNextPage: false,
      endCursor: null,
    };
  }
  const read = (q: SearchQuery) => readPage(ctx, q, dayUse);
  const rows = await read({
    ...query,
    ...sqlFilters,
    sort,
    seed: ctx.clock.today(),
    after: page.after ? afterCursor(page.after) : null,
    limit: first + 1,
  });
  const hits = rows.slice(0, first).map((row) => ({
    cursor: encodeCursor([row.sortKey, row.id]),
    hotel: dayUse ? { ...row, dayUse: hitDayUseOf(ctx, row as DayUseRow, dayUse) } : row,
  }));
  const total = rows[0]?.total ?? 0;
  return {
    hits,
    freeCancellationUntil: until,
    totalCount: Math.min(total, SEARCH_COUNT_BOUND),
    totalAtLeast: total > SEARCH_COUNT_BOUND,
    priceRange: await priceBounds(ctx, rows[0], { ...query, ...sqlFilters, sort, seed: ctx.clock.today() }, read),
    facets: facetsOf(rows[0]?.facets, total > SEARCH_COUNT_BOUND),
    hasNextPage: rows.length > first,
    endCursor: hits.at(-1)?.cursor ?? null,
  };
}

/** How many lodgings a landmark page lists beside it. */
export const NEARBY_STAYS = 6;

/** A lodging near a landmark with tonight's lowest price; null when no room is free tonight. */
export type NearbyStay = Omit<NearbyLodgingRow, 'distanceKm'> & { distanceKm: number; minPrice: number | null };

/**
 * The lodgings closest to the landmark of a /landmark/{ref} page (its id rules apply), each with the
 * search's `minPrice` for tonight with the defaults of spec §9 (1 room, 2 persons), nearest first.
 */
export async function nearbyStays(ctx: RequestContext, landmarkRef: string): Promise<NearbyStay[]> {
  const landmark = await landmarkForRoute(ctx, landmarkRef);
  const lodgings = await findNearestLodgings(ctx.publicReads, landmark, NEARBY_STAYS);
  const today = ctx.clock.today();
  const prices = await lodgingStayPrices(
    ctx,
    lodgings.map((lodging) => lodging.id),
    { startDate: today, endDate: addDays(today, 1), rooms: LIMITS.defaultRooms, persons: LIMITS.defaultPersons },
  );
  return lodgings.map((lodging) => ({
    ...lodging,
    distanceKm: Math.round(lodging.distanceKm * 10) / 10,
    minPrice: prices.get(lodging.id)?.price ?? null,
  }));
}

/**
 * Short province names as people write them (a landmark's location `경북 경주시`) to the form addresses
 * use (`경상북도`); the others (서울, 강원, 전북 …) are already part of the long form.
 */
const PROVINCES: Record<string, string> = {
  경북: '경상북도',
  경남: '경상남도',
  전남: '전라남도',
  충북: '충청북도',
  충남: '충청남도',
};

/**
 * The slider's bounds: on any row of the page; when the price filter (or the cursor) leaves no row, the same
 * search without the price range and with one row gives them.
 */
async function priceBounds(
  ctx: RequestContext,
  row: { lowestPrice: number | null; highestPrice: number | null } | undefined,
  query: Omit<SearchQuery, 'limit'>,
  read: (query: SearchQuery) => Promise<SearchPageRow[]>,
): Promise<HotelHitPage['priceRange']> {
  let bounds = row;
  if (!bounds) [bounds] = await read({ ...query, minPrice: null, maxPrice: null, after: null, limit: 1 });
  if (bounds?.lowestPrice == null || bounds.highestPrice == null) return null;
  return { lowest: bounds.lowestPrice, highest: bounds.highestPrice };
}

/**
 * A page of the search (on the read replica when there is one): the page statement (O(page),
 * search-page.repository.ts), or the 대실 statement (search-day-use.repository.ts).
 */
function readPage(
  ctx: RequestContext,
  query: SearchQuery,
  dayUse: DayUseQuery | null = null,
): Promise<SearchPageRow[]> {
  return dayUse ? runDayUseSearch(ctx.publicReads, query, dayUse) : runSearchPage(ctx.publicReads, query);
}

/** The facets of a page's counts (none without a row: no match), in the connection's shape. */
function facetsOf(counts: SearchFacetCounts | undefined, atLeast: boolean): SearchFacets {
  const bounded = (count: number) => Math.min(count, SEARCH_COUNT_BOUND);
  return {
    types: LODGING_TYPE_KEYS.map((type) => ({ type, count: bounded(counts?.types[type] ?? 0) })),
    services: Object.entries(counts?.services ?? {})
      .map(([name, count]) => ({ name, count: bounded(count) }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    atLeast,
  };
}

/** The criteria checked (a 400 names the rule) and as the statement takes them. */
export function checked(ctx: RequestContext, criteria: SearchCriteria) {
  const problem = searchProblem(criteria, ctx.clock.today());
  if (problem) throw AppError.badInput(problem);
  return {
    words: searchKeyword(criteria.region)
      .split(' ')
      .map((word) => PROVINCES[word] ?? word),
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    nights: nightsBetween(criteria.startDate, criteria.endDate),
    rooms: criteria.rooms,
    persons: criteria.persons,
  };
}

/** The criteria as the statement takes them (`checked`), with the map area or the place's area or point. */
export type CheckedQuery = ReturnType<typeof checked> & Pick<SearchQuery, 'bounds' | 'near'>;

/**
 * The criteria checked with where to search (`PlaceCriteria`: bounds, else place, else region); DISTANCE is
 * refused (400) without a point place to measure from.
 */
export async function checkedWhere(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  sort: SearchSort = 'RECOMMENDED',
): Promise<CheckedQuery> {
  const { place, bounds } = criteria;
  if (!bounds && !place) {
    // A destination typed in Latin letters or a visitor's script (`Haeundae`, `海雲台`) is the place it names.
    const foreign = FOREIGN_SCRIPT.test(criteria.region ?? '') ? await foreignDestination(ctx, criteria.region) : null;
    if (foreign) return checkedWhere(ctx, { ...criteria, place: foreign }, sort);
    if (sort === 'DISTANCE') throw AppError.badInput(MESSAGES.searchDistanceNeedsPoint);
    return checked(ctx, criteria);
  }
  // The area stands for the destination: the stay's rules are checked as a search's.
  const stay = checked(ctx, { ...criteria, region: AREA_STANDS_FOR_REGION });
  if (bounds) {
    if (sort === 'DISTANCE') throw AppError.badInput(MESSAGES.searchDistanceNeedsPoint);
    return { ...stay, words: [], bounds: checkedBounds(bounds), near: null };
  }
  const area = await placeArea(ctx, place!);
  if (sort === 'DISTANCE' && !area.near) throw AppError.badInput(MESSAGES.searchDistanceNeedsPoint);
  return { ...stay, words: area.words, bounds: null, near: area.near };
}

/** Letters that are not Hangul: a destination in them is looked up among the places' foreign names. */
const FOREIGN_SCRIPT = /[A-Za-z\u3040-\u30ff\u4e00-\u9fff]/;

/** A stand-in destination for the stay rules' check when a place or a map area says where. */
const AREA_STANDS_FOR_REGION = '지도';

function afterCursor(cursor: string): { key: number; id: number } {
  const [key, id] = decodeCursor(cursor);
  // Within PostgreSQL's int: the page statement compares them with int keys (a forged cursor is a 400, not a 500).
  const inInt = (n: number) => Math.abs(n) < 2 ** 31;
  if (typeof key === 'number' && Number.isFinite(key) && inInt(key) && Number.isInteger(id) && inInt(id as number)) {
    return { key, id: id as number };
  }
  throw AppError.badInput(MESSAGES.invalidCursor);
}
