import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { mainImagePathSql } from '../hotels/image-paths';
import type { HotelHit, LodgingCard, StayFigures } from './search.service';

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

/** A matching lodging as the statement returns it, with its place in the order. */
export interface SearchRow extends HotelHit {
  sortKey: number;
  /** Matches after the filters, on every row of a page; null in the unlimited (REST) list. */
  total: number | null;
  /** Lowest and highest `minPrice` of the matches before the price filter (the slider's bounds); null in the REST list. */
  lowestPrice: number | null;
  highestPrice: number | null;
}

/** Mean review score to one decimal, from the figures the review triggers keep on the lodging; null without reviews. */
const AVG_SCORE = 'round(h.review_score_sum::numeric / nullif(h.review_count, 0), 1)';

const SORT_KEY: Record<SearchSort, { expression: string; descending: boolean }> = {
  RECOMMENDED: { expression: `hashtext(f.id::text || ':' || ?)::float8`, descending: false },
  PRICE_ASC: { expression: 'f.min_price::float8', descending: false },
  RATING_DESC: { expression: 'coalesce(f.avg_score, 0)', descending: true },
};

/**
 * The whole search in one statement (no N+1): room types with `rooms` units free on every night of the
 * stay and room for the persons, their lodgings (approved, active, matching the words), each lodging's
 * lowest average nightly price, review figures, then the page with its main photo and services.
 */
export async function runSearch(connection: AbstractSqlConnection, q: SearchQuery): Promise<SearchRow[]> {
  // The photo subquery runs after the sort and limit: for a page, on its rows only. Service names are
  // kept on the lodging by triggers (migration HotelServiceNames). Rows carry `sortKey` and `total`
  // beside the hit's fields, for the page's cursors and count.
  const { sql, params } = searchStatement(
    q,
    `p.id, p.name, p.type, p.star, p.address, p.region, p.active, p.latitude, p.longitude,
     p.min_price as "minPrice", p.avg_score as "avgScore", p.review_count as "reviewCount",
     p.sort_key as "sortKey", p.total::int as total, p.lowest_price as "lowestPrice",
     p.highest_price as "highestPrice", ${mainImagePathSql('p.id')} as "imagePath",
     -- As JSON: the driver parses it natively, where a text[] goes through a slower array parser.
     to_json(p.service_names) as services`,
  );
  return connection.execute<SearchRow[]>(sql, params);
}

/**
 * The same search, each match as its lodging's id and card revision with the stay's figures only: the
 * driver parses five small columns a row instead of sixteen (for 서울 at 10,000 lodgings, 1,590 rows).
 */
export async function runSearchFigures(connection: AbstractSqlConnection, q: SearchQuery): Promise<StayFigures[]> {
  const { sql, params } = searchStatement(
    q,
    `p.id, p.card_revision::text as "cardRevision", p.min_price as "minPrice", p.avg_score as "avgScore",
     p.review_count as "reviewCount"`,
  );
  return connection.execute<StayFigures[]>(sql, params);
}

/** The cards of the given lodgings, whatever their state; an unknown id is absent. */
export async function readLodgingCards(connection: AbstractSqlConnection, ids: number[]): Promise<LodgingCard[]> {
  if (ids.length === 0) return [];
  return connection.execute<LodgingCard[]>(
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude,
            h.card_revision::text as "cardRevision", ${mainImagePathSql('h.id')} as "imagePath",
            to_json(h.service_names) as services
       from hotels h
      where h.id = any(?::int[])`,
    [`{${ids.join(',')}}`],
  );
}

/** Every service name a lodging can offer, in id order (the search page's service filter). */
export async function readServiceNames(connection: AbstractSqlConnection): Promise<string[]> {
  const rows = await connection.execute<Array<{ name: string }>>('select name from services order by id');
  return rows.map((row) => row.name);
}

/** The search statement with the given output columns of each ranked match `p`. */
function searchStatement(q: SearchQuery, columns: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return '?';
  };

  // Placeholders are positional: every fragment binds its values in the order it appears in the SQL.
  // A word of two or more characters is looked up in the bigram index first (migration SearchBigrams);
  // the `like` is the exact test either way.
  const wordConditions = () =>
    q.words
      .map((word) => word.toLowerCase())
      .map((word) => {
        const pieces = [...word].length >= 2 ? `and text_bigrams(h.search_text) @> text_bigrams(${bind(word)})` : '';
        return `${pieces} and h.search_text like ${bind(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
      })
      .join(' ');
  const hotelCondition = () =>
    q.hotelIds ? `and h.id in (${q.hotelIds.length > 0 ? q.hotelIds.map((id) => bind(id)).join(', ') : 'null'})` : '';
  // Per lodging (read once, the destination matched first): its nights of the stay by (date, lodging), one
  // index lookup per night (migration RoomNightLodging), keeping the nights of active room types that hold
  // the persons (each night carries its room type's capacity and flag, migration RoomNightFit): the lowest
  // average nightly price over the room types with `rooms` units free every night. No `rooms` lookup: ≈ 30%
  // less time for 서울 at 10,000 lodgings (docs/performance.md). One night, the usual search, needs no
  // aggregate per room type: the night itself is free or not.
  const fitting = () =>
    `n.hotel_id = h.id and n.room_active and n.room_capacity * ${bind(q.rooms)} >= ${bind(q.persons)}`;
  const lowestPrice =
    q.nights === 1
      ? `select min(n.price) as min_price
           from room_nights n
          where n.date = ${bind(q.startDate)}::date and ${fitting()}
            and n.total - n.held - n.sold >= ${bind(q.rooms)}`
      : `select min(x.nightly) as min_price
           from (select round(avg(n.price))::int as nightly
                   from room_nights n
                  where n.date = any(${bind(`{${datesFrom(q.startDate, q.nights).join(',')}}`)}::date[]) and ${fitting()}
                  group by n.room_id
                 having count(*) = ${bind(q.nights)} and min(n.total - n.held - n.sold) >= ${bind(q.rooms)}) x`;
  const found = `
    select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude,
           h.service_names, h.card_revision, m.min_price, ${AVG_SCORE}::float8 as avg_score, h.review_count
      from hotels h
      cross join lateral (${lowestPrice}) m
     where h.status = 'APPROVED' and h.active ${wordConditions()} ${hotelCondition()}
       and m.min_price is not null`;

  const sort = SORT_KEY[q.sort];
  const sortKey = sort.expression.includes('?') ? sort.expression.replace('?', bind(q.seed)) : sort.expression;
  // Two steps: the slider's bounds are the prices of the matches under every filter but the price one
  // (so moving the slider never moves its own ends), and the total counts what the price filter keeps.
  const filters: string[] = [];
  if (q.minRating != null && q.minRating > 0) filters.push(`f.avg_score >= ${bind(q.minRating)}`);
  const types = q.types?.filter((type) => LODGING_TYPE_KEYS.includes(type));
  if (types && types.length > 0) filters.push(`f.type in (${types.map((type) => bind(type)).join(', ')})`);
  const services = q.services?.filter((name) => name.length > 0);
  if (services && services.length > 0)
    filters.push(`f.service_names @> ${bind(`{${services.map(arrayItem).join(',')}}`)}::text[]`);
  const priceFilters: string[] = [];
  if (q.minPrice != null) priceFilters.push(`r.min_price >= ${bind(q.minPrice)}`);
  if (q.maxPrice != null) priceFilters.push(`r.min_price <= ${bind(q.maxPrice)}`);

  // The REST list (no limit) has no use for the total and bounds: no window over every match then.
  const unlimited = q.limit === null;
  const bounds = unlimited
    ? 'null::int as lowest_price, null::int as highest_price'
    : 'min(f.min_price) over () as lowest_price, max(f.min_price) over () as highest_price';
  const total = unlimited ? 'null::bigint' : 'count(*) over ()';
  const bounded = `select f.*, ${sortKey} as sort_key, ${bounds} from found f
     ${filters.length > 0 ? `where ${filters.join(' and ')}` : ''}`;
  const ranked = `select r.*, ${total} as total from bounded r
     ${priceFilters.length > 0 ? `where ${priceFilters.join(' and ')}` : ''}`;

  const direction = sort.descending ? 'desc' : 'asc';
  let cursor = '';
  if (q.after) {
    const beyond = sort.descending ? '<' : '>';
    cursor = `where p.sort_key ${beyond} ${bind(q.after.key)} or (p.sort_key = ${bind(q.after.key)} and p.id > ${bind(q.after.id)})`;
  }
  const limit = q.limit === null ? '' : `limit ${bind(q.limit)}`;

  const sql = `
    with found as (${found}),
         bounded as (${bounded}),
         ranked as (${ranked})
    select ${columns}
      from ranked p
     ${cursor}
     order by p.sort_key ${direction}, p.id
     ${limit}`;
  return { sql, params };
}

/** A lodging near a point, as the landmark page lists it. */
export interface NearbyLodgingRow {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  latitude: number;
  longitude: number;
  avgScore: number | null;
  reviewCount: number;
  imagePath: string | null;
  /** Great-circle distance in km. */
  distanceKm: number;
}

/** The `limit` approved, active lodgings closest to the point (great-circle distance), nearest first. */
export function findNearestLodgings(
  connection: AbstractSqlConnection,
  point: { latitude: number; longitude: number },
  limit: number,
): Promise<NearbyLodgingRow[]> {
  return connection.execute<NearbyLodgingRow[]>(
    `select n.*, ${mainImagePathSql('n.id')} as "imagePath"
       from (select h.id, h.name, h.type, h.star, h.address, h.region, h.latitude, h.longitude,
                    ${AVG_SCORE}::float8 as "avgScore", h.review_count as "reviewCount",
                    2 * 6371 * asin(sqrt(power(sin(radians(h.latitude - p.lat) / 2), 2) +
                      cos(radians(p.lat)) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - p.lng) / 2), 2)))
                      as "distanceKm"
               from hotels h, (select ?::float8 as lat, ?::float8 as lng) p
              where h.status = 'APPROVED' and h.active
              order by "distanceKm", h.id
              limit ?) n
      order by n."distanceKm", n.id`,
    [point.latitude, point.longitude, limit],
  );
}

/** One element of a PostgreSQL array literal, quoted. */
const arrayItem = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
