import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { executeNamed, streamNamed } from '../../db/named';
import { guestVisibleSql, mainImagePathSql, type HotelRow } from '../hotels/hotel.repository';
import { lodgingPriceSql, NAMED_STAY, reviewScoreSql } from '../stays/stay-offer.repository';
import { boxAround, boxBindings, distanceKmSql, inBoxSql, type MapBounds, type NearPoint } from './search-geo';

/** The search's SQL: the one statement of the search page and the lodgings near a landmark. */

/** What the search query needs, already validated by the service. */
export interface SearchQuery {
  /** Words of the destination (at most two); each must appear in the region, address or name. */
  words: string[];
  /** Only the lodgings inside this map area (이 지역에서 재검색); the words are then empty. */
  bounds?: MapBounds | null;
  /** Only the lodgings within reach of a point place (a station, a landmark), with their distance from it. */
  near?: NearPoint | null;
  /** Only these lodgings (the wishlist's prices for a stay); every lodging when absent. */
  hotelIds?: number[] | null;
  startDate: string;
  endDate: string;
  nights: number;
  rooms: number;
  persons: number;
  minPrice?: number | null;
  maxPrice?: number | null;
  minRating?: number | null;
  types?: LodgingType[] | null;
  /** Service names the lodging must all offer. */
  services?: string[] | null;
  sort: SearchSort;
  /** Seed of the RECOMMENDED order (a shuffle that stays put for a day, so pages and deep links agree). */
  seed: string;
  after?: { key: number; id: number } | null;
  /** Rows to return; null for all (the REST list). */
  limit: number | null;
}

export const SEARCH_SORTS = ['RECOMMENDED', 'PRICE_ASC', 'RATING_DESC', 'DISTANCE'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A match's 대실: the asked hours of its cheapest fitting room type, one room's price, its earliest start. */
export interface HitDayUse {
  hours: number;
  /** One room, before fees (what the price filter and sort compare, as `stayPrice` for nights). */
  price: number;
  startsAt: Date;
  /** The first instant a cancellation refunds nothing (the lodging's setting); null once passed. */
  freeCancellationUntil: Date | null;
}

/** A lodging that has rooms for the stay: the search result hotel of spec §3. */
export interface HotelHit extends HotelRow {
  active: boolean;
  /** Lowest average nightly price (won, one room) among the room types that fit the stay. */
  minPrice: number;
  /** Lowest price of the whole stay (won, one room) among them: what the price filter and sort compare. */
  stayPrice: number;
  services: string[];
  /** Great-circle km from the searched point place (one decimal); null without one. */
  distanceKm?: number | null;
  /** A 대실 search's: the lodging's 대실 (its `minPrice` and `stayPrice` are then its one-room price). */
  dayUse?: HitDayUse | null;
}

/** A matching lodging as the statement returns it, with its place in the order. */
export interface SearchRow extends HotelHit {
  sortKey: number;
  /** Matches after the filters, on every row of a page; null in the unlimited (REST) list. */
  total: number | null;
  /** Lowest and highest `stayPrice` of the matches before the price filter (the slider's bounds); null in the REST list. */
  lowestPrice: number | null;
  highestPrice: number | null;
}

const SORT_KEY: Record<SearchSort, { expression: string; descending: boolean }> = {
  RECOMMENDED: { expression: 'f.recommended_key::float8', descending: false },
  // The stay's total: for one night the same as the nightly price, for more what guests compare.
  PRICE_ASC: { expression: 'f.stay_price::float8', descending: false },
  RATING_DESC: { expression: 'coalesce(f.avg_score, 0)', descending: true },
  // Only with a point place (the service refuses it otherwise): the distance from it.
  DISTANCE: { expression: 'f.distance_km', descending: false },
};

/**
 * The whole search in one statement (no N+1): approved, active lodgings matching the words, each with its
 * price for the stay (stay-offer module: the lowest nightly price of a bookable room type), its score, then
 * the page with its main photo and services. The definition the page statement (search-page.repository.ts)
 * is tested against; the REST list streams the same statement.
 */
export async function runSearch(connection: AbstractSqlConnection, q: SearchQuery): Promise<SearchRow[]> {
  const { sql, bindings } = searchStatement(q, SEARCH_COLUMNS);
  return executeNamed<SearchRow>(connection, sql, bindings);
}

/** The same statement's rows in batches through a cursor (the streamed REST list): one batch in memory at a time. */
export function streamSearch(
  connection: AbstractSqlConnection,
  q: SearchQuery,
  batchRows: number,
): AsyncGenerator<SearchRow[], void, undefined> {
  const { sql, bindings } = searchStatement(q, SEARCH_COLUMNS);
  return streamNamed<SearchRow>(connection, sql, bindings, batchRows);
}

// The photo subquery runs after the sort and limit: for a page, on its rows only. Service names are
// kept on the lodging by triggers (migration HotelServiceNames).
const SEARCH_COLUMNS = `p.id, p.name, p.type, p.star, p.address, p.region, p.active, p.latitude, p.longitude,
     p.min_price as "minPrice", p.stay_price as "stayPrice", p.avg_score as "avgScore", p.review_count as "reviewCount",
     p.sort_key as "sortKey", p.total::int as total, p.lowest_price as "lowestPrice",
     p.highest_price as "highestPrice", ${mainImagePathSql('p.id')} as "imagePath",
     round(p.distance_km::numeric, 1)::float8 as "distanceKm",
     -- As JSON: the driver parses it natively, where a text[] goes through a slower array parser.
     to_json(p.service_names) as services`;

/** Every service name a lodging can offer, in id order (the search page's service filter). */
export async function readServiceNames(connection: AbstractSqlConnection): Promise<string[]> {
  const rows = await executeNamed<{ name: string }>(connection, 'select name from services order by id');
  return rows.map((row) => row.name);
}

/** The stay's named bindings (`NAMED_STAY`), for the search statements. */
export function stayBindings(q: SearchQuery): Record<string, unknown> {
  return {
    stayDates: `{${datesFrom(q.startDate, q.nights).join(',')}}`,
    stayRooms: q.rooms,
    stayPersons: q.persons,
  };
}

/**
 * The RECOMMENDED key of lodging id `id`: a hash of the id and the day's slot (days since 1970 mod 7, from
 * `seed`, today in Seoul). The slot is written into the SQL as a literal so the expression is the one an index
 * of migration SearchPageOrder holds: the order changes every day, and each weekday's has its index.
 */
export function recommendedKeySql(id: string, seed: string): string {
  const slot = Math.floor(Date.parse(`${seed}T00:00:00Z`) / 86_400_000) % RECOMMENDED_SLOTS;
  return `hashtext(${id}::text || ':${Number.isInteger(slot) ? slot : 0}')`;
}
export const RECOMMENDED_SLOTS = 7;

/**
 * The conditions on lodging `h` of a search, binding their values into `bindings`: guest-visible, the words
 * (a word of two or more characters is looked up in the bigram index first, migration SearchBigrams; the `like`
 * is the exact test either way), the given ids, and the filters but the price range. With `firstWordAsScan`,
 * the first word is tested as `strpos` alone: a walk of its province's rows (search-page.repository.ts) holds it
 * almost always, and the planner, which takes the province and the word for independent, would otherwise expect
 * the walk to find nothing and read every match instead.
 */
export function hotelConditions(q: SearchQuery, bindings: Record<string, unknown>, firstWordAsScan = false): string {
  const conditions = [guestVisibleSql('h')];
  q.words
    .map((word) => word.toLowerCase())
    .forEach((word, i) => {
      bindings[`word${i}`] = word;
      bindings[`wordLike${i}`] = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      if (i === 0 && firstWordAsScan) {
        conditions.push(`strpos(h.search_text, :word0) > 0`);
        return;
      }
      if ([...word].length >= 2) conditions.push(`text_bigrams(h.search_text) @> text_bigrams(:word${i})`);
      conditions.push(`h.search_text like :wordLike${i}`);
    });
  // A box is an index test (`hotels_point`); a point place's box holds its radius, the distance is then exact.
  const box = q.bounds ?? (q.near ? boxAround(q.near) : null);
  if (box) {
    Object.assign(bindings, boxBindings(box));
    conditions.push(inBoxSql('h'));
  }
  if (q.near) {
    Object.assign(bindings, nearBindings(q.near));
    conditions.push(`${distanceKmSql('h')} <= :nearRadiusKm::float8`);
  }
  if (q.hotelIds) {
    bindings.hotelIds = `{${q.hotelIds.join(',')}}`;
    conditions.push('h.id = any(:hotelIds::int[])');
  }
  if (q.minRating != null && q.minRating > 0) {
    bindings.minRating = q.minRating;
    conditions.push(`${reviewScoreSql('h')} >= :minRating`);
  }
  const types = q.types?.filter((type) => LODGING_TYPE_KEYS.includes(type));
  if (types && types.length > 0) {
    bindings.types = `{${types.join(',')}}`;
    conditions.push('h.type::text = any(:types::text[])');
  }
  const services = q.services?.filter((name) => name.length > 0);
  if (services && services.length > 0) {
    bindings.services = `{${services.map(arrayItem).join(',')}}`;
    conditions.push('h.service_names @> :services::text[]');
  }
  return conditions.join(' and ');
}

/** The named bindings of `distanceKmSql` and the radius test. */
export const nearBindings = (near: NearPoint): Record<string, number> => ({
  nearLatitude: near.latitude,
  nearLongitude: near.longitude,
  nearRadiusKm: near.radiusKm,
});

/** The price range filter on the price expression `price` (` and …`, or empty), binding its values. */
export function priceConditions(q: SearchQuery, bindings: Record<string, unknown>, price: string): string {
  let conditions = '';
  if (q.minPrice != null) {
    bindings.minPrice = q.minPrice;
    conditions += ` and ${price} >= :minPrice`;
  }
  if (q.maxPrice != null) {
    bindings.maxPrice = q.maxPrice;
    conditions += ` and ${price} <= :maxPrice`;
  }
  return conditions;
}

/**
 * The whole-list search statement (every match of a destination: the REST list, the page statement's
 * definition) with the given output columns of each ranked match `p`, and its named bindings.
 */
function searchStatement(q: SearchQuery, columns: string): { sql: string; bindings: Record<string, unknown> } {
  const bindings = stayBindings(q);
  const found = `
    select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude,
           h.service_names, m.price as min_price, m.stay_price, ${reviewScoreSql('h')} as avg_score, h.review_count,
           ${recommendedKeySql('h.id', q.seed)} as recommended_key,
           ${q.near ? distanceKmSql('h') : 'null::float8'} as distance_km
      from hotels h
      cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, q.nights)}) m
     where ${hotelConditions(q, bindings)}
       and m.price is not null`;

  const sort = SORT_KEY[q.sort];
  // Two steps: the slider's bounds are the prices of the matches under every filter but the price one
  // (so moving the slider never moves its own ends), and the total counts what the price filter keeps.
  const unlimited = q.limit === null;
  // The REST list (no limit) has no use for the total and bounds: no window over every match then.
  const bounds = unlimited
    ? 'null::int as lowest_price, null::int as highest_price'
    : 'min(f.stay_price) over () as lowest_price, max(f.stay_price) over () as highest_price';
  const total = unlimited ? 'null::bigint' : 'count(*) over ()';
  const bounded = `select f.*, ${sort.expression} as sort_key, ${bounds} from found f`;
  const ranked = `select r.*, ${total} as total from bounded r where true ${priceConditions(q, bindings, 'r.stay_price')}`;

  const direction = sort.descending ? 'desc' : 'asc';
  let cursor = '';
  if (q.after) {
    bindings.afterKey = q.after.key;
    bindings.afterId = q.after.id;
    cursor = `where p.sort_key ${sort.descending ? '<' : '>'} :afterKey or (p.sort_key = :afterKey and p.id > :afterId)`;
  }
  if (q.limit !== null) bindings.limit = q.limit;

  const sql = `
    with found as (${found}),
         bounded as (${bounded}),
         ranked as (${ranked})
    select ${columns}
      from ranked p
     ${cursor}
     order by p.sort_key ${direction}, p.id
     ${q.limit === null ? '' : 'limit :limit'}`;
  return { sql, bindings };
}

/** A lodging near a point, as the landmark page lists it. */
export interface NearbyLodgingRow extends HotelRow {
  /** Great-circle distance in km. */
  distanceKm: number;
}

/** The `limit` approved, active lodgings closest to the point (great-circle distance), nearest first. */
export function findNearestLodgings(
  connection: AbstractSqlConnection,
  point: { latitude: number; longitude: number },
  limit: number,
): Promise<NearbyLodgingRow[]> {
  return executeNamed<NearbyLodgingRow>(
    connection,
    `select n.*, ${mainImagePathSql('n.id')} as "imagePath"
       from (select h.id, h.name, h.type, h.star, h.address, h.region, h.latitude, h.longitude, h.translations,
                    ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
                    ${distanceKmSql('h', 'p.lat', 'p.lng')} as "distanceKm"
               from hotels h, (select :latitude::float8 as lat, :longitude::float8 as lng) p
              where ${guestVisibleSql('h')}
              order by "distanceKm", h.id
              limit :limit) n
      order by n."distanceKm", n.id`,
    { ...point, limit },
  );
}

/** One element of a PostgreSQL array literal, quoted. */
const arrayItem = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
