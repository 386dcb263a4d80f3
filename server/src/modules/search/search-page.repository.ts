import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { SEARCH_COUNT_BOUND } from '@shim/common/search';
import { executeNamed } from '../../db/named';
import { mainImagePathSql } from '../hotels/hotel.repository';
import {
  bookableNightSql,
  lodgingPriceSql,
  NAMED_STAY,
  openNightSql,
  reviewScoreSql,
} from '../stays/stay-offer.repository';
import {
  hotelConditions,
  priceConditions,
  recommendedKeySql,
  stayBindings,
  type SearchQuery,
  type SearchRow,
} from './search.repository';
import { distanceKmSql } from './search-geo';

/** The counts of the matches by lodging type and by service name, over the counted matches. */
export interface SearchFacetCounts {
  types: Record<string, number>;
  services: Record<string, number>;
}

/** A row of the page statement: a search row with the facets of the counted matches. */
export interface SearchPageRow extends SearchRow {
  facets: SearchFacetCounts;
}

/**
 * A page of the search at a cost that follows the page, not the destination's size
 * (docs/decisions/search.md "The page statement"): rows are read in the sort's order from an index and the walk
 * stops at the page. RECOMMENDED and RATING_DESC walk the lodgings in an index of their order, pricing each
 * with the stay-offer definition; a one-night PRICE_ASC walks the night's `room_nights` in price order, a
 * lodging's first bookable row being its price; a PRICE_ASC of several nights walks the lodgings in the order
 * of a lower bound of their stay's price and prices them in batches until no later one can enter the page
 * (`cheapestStays`). The total and the facets (counts by type and service) are of the same
 * SEARCH_COUNT_BOUND + 1 matches at most; the slider's low end for one night is an index walk, its other ends
 * the bounds of the counted matches.
 */
export async function runSearchPage(connection: AbstractSqlConnection, q: SearchQuery): Promise<SearchPageRow[]> {
  const bindings = { ...stayBindings(q), limit: q.limit, countLimit: SEARCH_COUNT_BOUND + 1, night: q.startDate };
  const hotels = hotelConditions(q, bindings);
  const oneNight = q.nights === 1;
  const split = oneNight || q.sort === 'PRICE_ASC' ? await provinceSplit(connection, q, bindings) : null;
  const priced = `from hotels h cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, q.nights)}) m
     where ${hotels} and m.price is not null`;
  let page: string;
  // Around a place or in a map box: the place's lodgings in the sort's order (`inHotelOrder`), never a night walk.
  const local = q.near != null || q.bounds != null;
  if (q.sort !== 'PRICE_ASC' || local) page = inHotelOrder(q, bindings);
  else if (oneNight) page = cheapestFirst(q, bindings, hotels, split);
  else page = pricedPage(await cheapestStays(connection, q, { ...bindings }, hotels, split), bindings);
  // The matches the total and the facets count, read once (a CTE named twice is materialized).
  const priceRange = priceConditions(q, bindings, 'm.stay_price');
  const counted = `select h.type, h.service_names, m.stay_price ${priced} ${priceRange} limit :countLimit`;
  // No index gives the highest lodging price (a max of per-lodging mins; walking the night's prices downwards
  // passes every lodging's dearer room types: 20,005 rows for 서울 at 10,000 lodgings), nor a stay's prices
  // beyond one night: those are the bounds of the matches the count reads, exact up to SEARCH_COUNT_BOUND.
  // Without a price range those are the counted matches themselves, priced once.
  const sampled = (aggregate: string) =>
    priceRange
      ? `(select ${aggregate}(m.stay_price) from (select m.stay_price ${priced} limit :countLimit) m)`
      : `(select ${aggregate}(c.stay_price) from counted c)`;
  const sort = q.sort === 'RATING_DESC' ? 'p.sort_key desc' : 'p.sort_key';

  return executeNamed<SearchPageRow>(
    connection,
    `with counted as materialized (${counted})
     select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude, h.translations,
            p.min_price as "minPrice", p.stay_price as "stayPrice", ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
            p.sort_key as "sortKey", (select count(*)::int from counted) as total, ${FACETS} as facets,
            ${oneNight && !local ? nightLowest(hotels, split) : sampled('min')} as "lowestPrice",
            ${sampled('max')} as "highestPrice",
            ${mainImagePathSql('h.id')} as "imagePath", to_json(h.service_names) as services,
            ${q.near ? `round(${distanceKmSql('h')}::numeric, 1)::float8` : 'null::float8'} as "distanceKm"
       from (${page}) p
       join hotels h on h.id = p.id
      order by ${sort}, p.id`,
    bindings,
  );

  /**
   * RECOMMENDED and RATING_DESC: the lodgings in the order of their index, each priced for the stay; around a
   * place or in a box, any sort (DISTANCE among them) over the few lodgings there, each priced.
   */
  function inHotelOrder(query: SearchQuery, named: Record<string, unknown>): string {
    const descending = query.sort === 'RATING_DESC';
    const key = {
      RATING_DESC: SCORE_KEY,
      RECOMMENDED: recommendedKeySql('h.id', query.seed),
      PRICE_ASC: 'm.stay_price',
      DISTANCE: distanceKmSql('h'),
    }[query.sort];
    // The distance is a float: its cursor key compares as one.
    const keyType = query.sort === 'DISTANCE' ? 'float8' : 'int';
    let cursor = '';
    if (query.after) {
      named.afterKey = query.after.key;
      named.afterId = query.after.id;
      cursor = descending
        ? `and (${key} < :afterKey or (${key} = :afterKey and h.id > :afterId))`
        : `and (${key}, h.id) > (:afterKey::${keyType}, :afterId::int)`;
    }
    const order = descending ? 'desc' : '';
    if (local && query.sort !== 'PRICE_ASC') {
      // The place's lodgings in the key's order first (no pricing: a sort of a few thousand keys at most), then
      // priced one by one until the page is full, instead of pricing all of them to keep 20.
      return `select h.id, m.price as min_price, m.stay_price, h.sort_key
                from (select h.id, ${key}::float8 as sort_key from hotels h
                       where ${hotels} ${cursor}
                       order by 2 ${order}, 1) h
                cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, query.nights)}) m
               where m.price is not null ${priceConditions(query, named, 'm.stay_price')}
               order by h.sort_key ${order}, h.id limit :limit`;
    }
    return `select h.id, m.price as min_price, m.stay_price, ${key}::float8 as sort_key ${priced}
              ${priceConditions(query, named, 'm.stay_price')} ${cursor}
             order by ${key} ${order}, h.id limit :limit`;
  }
}

/** The counted matches' counts by type and by service name, as one JSON object. */
export const FACETS = `json_build_object(
    'types', (select coalesce(json_object_agg(t.type, t.count), '{}') from
               (select c.type, count(*)::int as count from counted c group by c.type) t),
    'services', (select coalesce(json_object_agg(s.name, s.count), '{}') from
                  (select x.name, count(*)::int as count from counted c cross join unnest(c.service_names) as x(name)
                    group by x.name) s))`;

/** The RATING_DESC key, as the index `hotels_score_order` (migration SearchPageOrder) holds it. */
const SCORE_KEY = `coalesce(${reviewScoreSql('h')}, 0)`;

/**
 * One night, cheapest first: the night's rows in price order, each kept when it is its lodging's cheapest
 * bookable row, which makes its price the lodging's (`lodgingPriceSql`'s one-night form).
 */
function cheapestFirst(
  q: SearchQuery,
  bindings: Record<string, unknown>,
  hotels: string,
  split: ProvinceSplit | null,
): string {
  let cursor = '';
  if (q.after) {
    bindings.afterKey = q.after.key;
    bindings.afterId = q.after.id;
    cursor = `and (n.price, n.hotel_id) > (:afterKey::int, :afterId::int)`;
  }
  // One night: the nightly price is the stay's price.
  const rows = nightBranches(
    'select n.hotel_id as id, n.price as min_price, n.price as stay_price, n.price::float8 as sort_key',
    ':night::date',
    `${bookableNightSql('n', NAMED_STAY)} and ${cheapestOfLodging('n')} ${priceConditions(q, bindings, 'n.price')} ${cursor}`,
    hotels,
    split,
    'n.price, n.hotel_id',
    ':limit',
  );
  return `${rows} order by stay_price, id limit :limit`;
}

/** The night row `n` is its lodging's cheapest bookable one that night (ties: the lowest room type id). */
const cheapestOfLodging = (n: string) => `not exists (select 1 from room_nights c
    where c.date = ${n}.date and c.hotel_id = ${n}.hotel_id and ${bookableNightSql('c', NAMED_STAY)}
      and (c.price, c.room_id) < (${n}.price, ${n}.room_id))`;

/** The slider's low end for one night: the night's cheapest bookable row, every filter but the price range. */
function nightLowest(hotels: string, split: ProvinceSplit | null): string {
  const rows = nightBranches(
    'select n.price',
    ':night::date',
    bookableNightSql('n', NAMED_STAY),
    hotels,
    split,
    'n.price',
    '1',
  );
  return `(${rows} order by price limit 1)`;
}

/** A lodging priced for the stay by the walk of `cheapestStays`. */
interface PricedStay {
  id: number;
  minPrice: number;
  stayPrice: number;
}

/** A row of the walk: a night's (by index) cheapest open row of a lodging, and the lodging's prices (null: not bookable). */
interface WalkedRow {
  night: number;
  id: number;
  nightFloor: number;
  minPrice: number | null;
  stayPrice: number | null;
}

/** The page of lodgings `cheapestStays` found, as the page subquery (binding them). */
function pricedPage(stays: PricedStay[], bindings: Record<string, unknown>): string {
  bindings.pageIds = `{${stays.map((stay) => stay.id).join(',')}}`;
  bindings.pageMinPrices = `{${stays.map((stay) => stay.minPrice).join(',')}}`;
  bindings.pageStayPrices = `{${stays.map((stay) => stay.stayPrice).join(',')}}`;
  return `select p.id, p.min_price, p.stay_price, p.stay_price::float8 as sort_key
            from unnest(:pageIds::int[], :pageMinPrices::int[], :pageStayPrices::int[]) as p(id, min_price, stay_price)`;
}

/**
 * Several nights, cheapest first: a threshold walk (Fagin's threshold algorithm). Each night is a list of the
 * lodgings' cheapest open rows (`openNightSql`) in price order; a lodging's stay costs at least the sum over the
 * nights of its cheapest open row, so a lodging not met yet in any list costs at least the sum of the lists'
 * last prices. Each round walks every list a batch further (three pages, then twice the last), prices the
 * lodgings met with `lodgingPriceSql`, and stops when the page is full and no lodging not yet met can come
 * before its last (it costs more, or as much with a higher id: a lodging that ties the sum sits at each list's
 * last price, after its last row), when that sum passes the price filter's top, or when a list runs out (a
 * lodging with no open row on a night cannot be booked). One statement a round; a page after a cursor, or above
 * a price floor, walks (and prices) the cheaper lodgings before it again.
 */
async function cheapestStays(
  connection: AbstractSqlConnection,
  q: SearchQuery,
  bindings: Record<string, unknown>,
  hotels: string,
  split: ProvinceSplit | null,
): Promise<PricedStay[]> {
  const limit = q.limit ?? 0;
  const nights = datesFrom(q.startDate, q.nights);
  const lists = nights.map((night, i) => {
    bindings[`walkNight${i}`] = night;
    const rows = nightBranches(
      `select ${i} as night, n.hotel_id, n.price`,
      `:walkNight${i}::date`,
      `${openNightSql('n', NAMED_STAY)} and (n.price, n.hotel_id) > (:walkPrice${i}::int, :walkId${i}::int)
         and ${cheapestOfNight('n')}`,
      hotels,
      split,
      'n.price, n.hotel_id',
      ':walkBatch',
    );
    return `select * from (${rows} order by price, hotel_id limit :walkBatch) night${i}`;
  });
  const batchSql = `select c.night, c.hotel_id as id, c.price as "nightFloor", m.price as "minPrice",
             m.stay_price as "stayPrice"
        from (${lists.join(' union all ')}) c
        cross join lateral (${lodgingPriceSql('c.hotel_id', NAMED_STAY, q.nights)}) m`;
  const before = (a: { stayPrice: number; id: number }, b: { stayPrice: number; id: number }) =>
    a.stayPrice - b.stayPrice || a.id - b.id;
  const kept = (stay: PricedStay) =>
    (q.minPrice == null || stay.stayPrice >= q.minPrice) &&
    (q.maxPrice == null || stay.stayPrice <= q.maxPrice) &&
    (!q.after || before(stay, { stayPrice: q.after.key, id: q.after.id }) > 0);

  const met = new Set<number>();
  const cursors = nights.map(() => ({ price: -1, id: 0 }));
  let page: PricedStay[] = [];
  let batch = 3 * limit;
  for (;;) {
    const walkBindings: Record<string, unknown> = { ...bindings, walkBatch: batch };
    cursors.forEach((cursor, i) =>
      Object.assign(walkBindings, { [`walkPrice${i}`]: cursor.price, [`walkId${i}`]: cursor.id }),
    );
    const rows = await executeNamed<WalkedRow>(connection, batchSql, walkBindings);
    for (const { id, minPrice, stayPrice } of rows) {
      if (met.has(id)) continue;
      met.add(id);
      if (minPrice !== null && stayPrice !== null && kept({ id, minPrice, stayPrice })) {
        page.push({ id, minPrice, stayPrice });
      }
    }
    page = page.sort(before).slice(0, limit);
    let listEnded = false;
    cursors.forEach((cursor, i) => {
      const walked = rows.filter((row) => row.night === i);
      if (walked.length < batch) listEnded = true;
      const last = walked.sort((a, b) => a.nightFloor - b.nightFloor || a.id - b.id).at(-1);
      if (last) cursors[i] = { price: last.nightFloor, id: last.id };
    });
    if (listEnded) return page;
    // What a lodging not met yet costs at least, and the highest id a tie at that price could come before.
    const threshold = cursors.reduce((sum, cursor) => sum + cursor.price, 0);
    const lastIds = Math.max(...cursors.map((cursor) => cursor.id));
    if (q.maxPrice != null && threshold > q.maxPrice) return page;
    const edge = page.at(-1);
    if (
      page.length === limit &&
      edge &&
      (edge.stayPrice < threshold || (edge.stayPrice === threshold && edge.id <= lastIds))
    ) {
      return page;
    }
    batch *= 2;
  }
}

/** The night row `n` is its lodging's cheapest open row that night (ties: the lowest room type id). */
const cheapestOfNight = (n: string) => `not exists (select 1 from room_nights c
    where c.date = ${n}.date and c.hotel_id = ${n}.hotel_id and ${openNightSql('c', NAMED_STAY)}
      and (c.price, c.room_id) < (${n}.price, ${n}.room_id))`;

/**
 * The provinces whose name holds the destination's first word (서울 → 서울특별시), by their key: a night's rows of
 * those provinces are walked in price order in `room_nights_date_region_price` (migration SearchRegionKey), and
 * the destination's other lodgings, those holding the word outside their own province's name, beside them.
 */
interface ProvinceSplit {
  provinces: number;
  /** The lodging conditions of a province's walk (`hotelConditions`' `firstWordAsScan`). */
  hotels: string;
}

/** At most this many provinces are walked side by side; a word in more (or in none) walks every province's rows. */
const SPLIT_PROVINCES = 4;

/**
 * The split of the night walk for this destination, or null to walk every province's rows: the province tokens in
 * use (a loose scan of `hotels_region_token`, one probe a province) that hold the first word.
 */
async function provinceSplit(
  connection: AbstractSqlConnection,
  q: SearchQuery,
  bindings: Record<string, unknown>,
): Promise<ProvinceSplit | null> {
  // A one-character word has no bigram to find the lodgings outside the province by.
  if (q.words.length === 0 || [...q.words[0]!].length < 2) return null;
  const rows = await executeNamed<{ key: number }>(
    connection,
    `with recursive tokens(token) as (
       (select lodging_region_token(region) from hotels order by 1 limit 1)
       union all
       select (select lodging_region_token(h.region) from hotels h
                where lodging_region_token(h.region) > t.token order by 1 limit 1)
         from tokens t where t.token is not null)
     select lodging_region_key(token) as key from tokens where token like :wordLike0`,
    bindings,
  );
  if (rows.length === 0 || rows.length > SPLIT_PROVINCES) return null;
  rows.forEach((row, i) => (bindings[`regionKey${i}`] = row.key));
  bindings.regionKeys = `{${rows.map((row) => row.key).join(',')}}`;
  return { provinces: rows.length, hotels: hotelConditions(q, bindings, true) };
}

/**
 * The first `limit` in `order` of the night's rows `n` (of `night`) of the destination's lodgings `h` meeting
 * `conditions`, as a `union all` to order and limit again: each branch is planned alone, with its own order and
 * limit, so a walk stays a walk. Split by province: one branch a province, walking its rows in
 * `room_nights_date_region_price` and testing each row's lodging (a lateral probe the planner cannot turn into a
 * scan of every lodging: it takes the province and the destination for independent and would expect the walk to
 * find nothing); and the lodgings of other provinces that hold the first word outside their own province's name
 * (`hotels_search_outside_region`: a lodging whose province's name does not hold the word holds it elsewhere in
 * its text), with their nights. The branches part the rows by their `region_key`.
 */
function nightBranches(
  select: string,
  night: string,
  conditions: string,
  hotels: string,
  split: ProvinceSplit | null,
  order: string,
  limit: string,
): string {
  if (!split) {
    // One branch: the caller's order and limit are its own (a lone parenthesized branch would take two).
    return `${select} from room_nights n join hotels h on h.id = n.hotel_id
             where n.date = ${night} and ${conditions} and ${hotels}`;
  }
  const branch = (sql: string) => `(${sql} order by ${order} limit ${limit})`;
  const outside = 'search_text_outside_region(h.search_text, h.region)';
  return [
    ...Array.from({ length: split.provinces }, (_, i) =>
      branch(`${select} from room_nights n
                cross join lateral (select h.id from hotels h where h.id = n.hotel_id and ${split.hotels} offset 0) h
               where n.date = ${night} and n.region_key = :regionKey${i} and ${conditions}`),
    ),
    branch(`${select} from hotels h join room_nights n on n.hotel_id = h.id and n.date = ${night}
             where text_bigrams(${outside}) @> text_bigrams(:word0) and ${outside} like :wordLike0
               and not coalesce(lodging_region_key(h.region) = any(:regionKeys::int[]), false)
               and not coalesce(n.region_key = any(:regionKeys::int[]), false)
               and ${conditions} and ${hotels}`),
  ].join(' union all ');
}
