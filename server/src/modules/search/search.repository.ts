import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { executeNamed } from '../../db/named';
import { guestVisibleSql, mainImagePathSql, type HotelRow } from '../hotels/hotel.repository';
import { lodgingPriceSql, NAMED_STAY, reviewScoreSql } from '../stays/stay-offer.repository';

/** The search's SQL: the one statement of the search page and the lodgings near a landmark. */

/** What the search query needs, already validated by the service. */
export interface SearchQuery {
  /** Words of the destination (at most two); each must appear in the region, address or name. */
  words: string[];
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

export const SEARCH_SORTS = ['RECOMMENDED', 'PRICE_ASC', 'RATING_DESC'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A lodging that has rooms for the stay: the search result hotel of spec §3. */
export interface HotelHit extends HotelRow {
  active: boolean;
  /** Lowest average nightly price (won, one room) among the room types that fit the stay. */
  minPrice: number;
  /** Lowest price of the whole stay (won, one room) among them: what the price filter and sort compare. */
  stayPrice: number;
  services: string[];
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
  RECOMMENDED: { expression: `hashtext(f.id::text || ':' || :seed)::float8`, descending: false },
  // The stay's total: for one night the same as the nightly price, for more what guests compare (issue 30).
  PRICE_ASC: { expression: 'f.stay_price::float8', descending: false },
  RATING_DESC: { expression: 'coalesce(f.avg_score, 0)', descending: true },
};

/**
 * The whole search in one statement (no N+1): approved, active lodgings matching the words, each with its
 * price for the stay (stay-offer module: the lowest nightly price of a bookable room type), its score, then
 * the page with its main photo and services.
 */
export async function runSearch(connection: AbstractSqlConnection, q: SearchQuery): Promise<SearchRow[]> {
  // The photo subquery runs after the sort and limit: for a page, on its rows only. Service names are
  // kept on the lodging by triggers (migration HotelServiceNames).
  const { sql, bindings } = searchStatement(
    q,
    `p.id, p.name, p.type, p.star, p.address, p.region, p.active, p.latitude, p.longitude,
     p.min_price as "minPrice", p.stay_price as "stayPrice", p.avg_score as "avgScore", p.review_count as "reviewCount",
     p.sort_key as "sortKey", p.total::int as total, p.lowest_price as "lowestPrice",
     p.highest_price as "highestPrice", ${mainImagePathSql('p.id')} as "imagePath",
     -- As JSON: the driver parses it natively, where a text[] goes through a slower array parser.
     to_json(p.service_names) as services`,
  );
  return executeNamed<SearchRow>(connection, sql, bindings);
}

/** Every service name a lodging can offer, in id order (the search page's service filter). */
export async function readServiceNames(connection: AbstractSqlConnection): Promise<string[]> {
  const rows = await executeNamed<{ name: string }>(connection, 'select name from services order by id');
  return rows.map((row) => row.name);
}

/** The search statement with the given output columns of each ranked match `p`, and its named bindings. */
function searchStatement(q: SearchQuery, columns: string): { sql: string; bindings: Record<string, unknown> } {
  const bindings: Record<string, unknown> = {
    stayDates: `{${datesFrom(q.startDate, q.nights).join(',')}}`,
    stayRooms: q.rooms,
    stayPersons: q.persons,
    seed: q.seed,
  };

  // A word of two or more characters is looked up in the bigram index first (migration SearchBigrams);
  // the `like` is the exact test either way.
  const wordConditions = q.words
    .map((word) => word.toLowerCase())
    .map((word, i) => {
      bindings[`word${i}`] = word;
      bindings[`wordLike${i}`] = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const pieces = [...word].length >= 2 ? `and text_bigrams(h.search_text) @> text_bigrams(:word${i})` : '';
      return `${pieces} and h.search_text like :wordLike${i}`;
    })
    .join(' ');
  let hotelCondition = '';
  if (q.hotelIds) {
    bindings.hotelIds = `{${q.hotelIds.join(',')}}`;
    hotelCondition = 'and h.id = any(:hotelIds::int[])';
  }
  const found = `
    select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude,
           h.service_names, m.price as min_price, m.stay_price, ${reviewScoreSql('h')} as avg_score, h.review_count
      from hotels h
      cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, q.nights)}) m
     where ${guestVisibleSql('h')} ${wordConditions} ${hotelCondition}
       and m.price is not null`;

  const sort = SORT_KEY[q.sort];
  // Two steps: the slider's bounds are the prices of the matches under every filter but the price one
  // (so moving the slider never moves its own ends), and the total counts what the price filter keeps.
  const filters: string[] = [];
  if (q.minRating != null && q.minRating > 0) {
    bindings.minRating = q.minRating;
    filters.push('f.avg_score >= :minRating');
  }
  const types = q.types?.filter((type) => LODGING_TYPE_KEYS.includes(type));
  if (types && types.length > 0) {
    bindings.types = `{${types.join(',')}}`;
    filters.push('f.type::text = any(:types::text[])');
  }
  const services = q.services?.filter((name) => name.length > 0);
  if (services && services.length > 0) {
    bindings.services = `{${services.map(arrayItem).join(',')}}`;
    filters.push('f.service_names @> :services::text[]');
  }
  const priceFilters: string[] = [];
  if (q.minPrice != null) {
    bindings.minPrice = q.minPrice;
    priceFilters.push('r.stay_price >= :minPrice');
  }
  if (q.maxPrice != null) {
    bindings.maxPrice = q.maxPrice;
    priceFilters.push('r.stay_price <= :maxPrice');
  }

  // The REST list (no limit) has no use for the total and bounds: no window over every match then.
  const unlimited = q.limit === null;
  const bounds = unlimited
    ? 'null::int as lowest_price, null::int as highest_price'
    : 'min(f.stay_price) over () as lowest_price, max(f.stay_price) over () as highest_price';
  const total = unlimited ? 'null::bigint' : 'count(*) over ()';
  const bounded = `select f.*, ${sort.expression} as sort_key, ${bounds} from found f
     ${filters.length > 0 ? `where ${filters.join(' and ')}` : ''}`;
  const ranked = `select r.*, ${total} as total from bounded r
     ${priceFilters.length > 0 ? `where ${priceFilters.join(' and ')}` : ''}`;

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
       from (select h.id, h.name, h.type, h.star, h.address, h.region, h.latitude, h.longitude,
                    ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
                    2 * 6371 * asin(sqrt(power(sin(radians(h.latitude - p.lat) / 2), 2) +
                      cos(radians(p.lat)) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - p.lng) / 2), 2)))
                      as "distanceKm"
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
