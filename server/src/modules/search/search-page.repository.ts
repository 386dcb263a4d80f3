import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { SEARCH_COUNT_BOUND } from '@shim/common/search';
import { executeNamed } from '../../db/named';
import { mainImagePathSql } from '../hotels/hotel.repository';
import { bookableNightSql, lodgingPriceSql, NAMED_STAY, reviewScoreSql } from '../stays/stay-offer.repository';
import {
  hotelConditions,
  priceConditions,
  recommendedKeySql,
  stayBindings,
  type SearchQuery,
  type SearchRow,
} from './search.repository';

/**
 * A page of the search at a cost that follows the page, not the destination's size (issue 33,
 * docs/decisions/search.md "The page statement"): rows are read in the sort's order from an index and the walk
 * stops at the page. RECOMMENDED and RATING_DESC walk the lodgings in an index of their order, pricing each
 * with the stay-offer definition; a one-night PRICE_ASC walks the night's `room_nights` in price order, a
 * lodging's first bookable row being its price. The total is counted up to SEARCH_COUNT_BOUND + 1 matches;
 * the slider's low end for one night is an index walk, its other ends the bounds of the counted matches.
 * Not for a PRICE_ASC page of several nights (no index has a stay's price order): `runSearch` answers it.
 */
export async function runSearchPage(connection: AbstractSqlConnection, q: SearchQuery): Promise<SearchRow[]> {
  const bindings = { ...stayBindings(q), limit: q.limit, countLimit: SEARCH_COUNT_BOUND + 1, night: q.startDate };
  const hotels = hotelConditions(q, bindings);
  const oneNight = q.nights === 1;
  const priced = `from hotels h cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, q.nights)}) m
     where ${hotels} and m.price is not null`;
  const page = oneNight && q.sort === 'PRICE_ASC' ? cheapestFirst(q, bindings, hotels) : inHotelOrder(q, bindings);
  const count = `(select count(*)::int from (select 1 ${priced} ${priceConditions(q, bindings, 'm.stay_price')}
      limit :countLimit) c)`;
  // No index gives the highest lodging price (a max of per-lodging mins; walking the night's prices downwards
  // passes every lodging's dearer room types: 20,005 rows for 서울 at 10,000 lodgings), nor a stay's prices
  // beyond one night: those are the bounds of the matches the count reads, exact up to SEARCH_COUNT_BOUND.
  const sampled = (aggregate: string) => `(select ${aggregate}(m.stay_price) from (select m.stay_price ${priced}
      limit :countLimit) m)`;
  const sort = q.sort === 'RATING_DESC' ? 'p.sort_key desc' : 'p.sort_key';

  return executeNamed<SearchRow>(
    connection,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude,
            p.min_price as "minPrice", p.stay_price as "stayPrice", ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
            p.sort_key as "sortKey", ${count} as total,
            ${oneNight ? nightLowest(hotels) : sampled('min')} as "lowestPrice",
            ${sampled('max')} as "highestPrice",
            ${mainImagePathSql('h.id')} as "imagePath", to_json(h.service_names) as services
       from (${page}) p
       join hotels h on h.id = p.id
      order by ${sort}, p.id`,
    bindings,
  );

  /** RECOMMENDED and RATING_DESC: the lodgings in the order of their index, each priced for the stay. */
  function inHotelOrder(query: SearchQuery, named: Record<string, unknown>): string {
    const descending = query.sort === 'RATING_DESC';
    const key = descending ? SCORE_KEY : recommendedKeySql('h.id', query.seed);
    let cursor = '';
    if (query.after) {
      named.afterKey = query.after.key;
      named.afterId = query.after.id;
      cursor = descending
        ? `and (${key} < :afterKey or (${key} = :afterKey and h.id > :afterId))`
        : `and (${key}, h.id) > (:afterKey::int, :afterId::int)`;
    }
    return `select h.id, m.price as min_price, m.stay_price, ${key}::float8 as sort_key ${priced}
              ${priceConditions(query, named, 'm.stay_price')} ${cursor}
             order by ${key} ${descending ? 'desc' : ''}, h.id limit :limit`;
  }
}

/** The RATING_DESC key, as the index `hotels_score_order` (migration SearchPageOrder) holds it. */
const SCORE_KEY = `coalesce(${reviewScoreSql('h')}, 0)`;

/**
 * One night, cheapest first: the night's rows in price order, each kept when it is its lodging's cheapest
 * bookable row, which makes its price the lodging's (`lodgingPriceSql`'s one-night form).
 */
function cheapestFirst(q: SearchQuery, bindings: Record<string, unknown>, hotels: string): string {
  let cursor = '';
  if (q.after) {
    bindings.afterKey = q.after.key;
    bindings.afterId = q.after.id;
    cursor = `and (n.price, n.hotel_id) > (:afterKey::int, :afterId::int)`;
  }
  // One night: the nightly price is the stay's price.
  return `select n.hotel_id as id, n.price as min_price, n.price as stay_price, n.price::float8 as sort_key
            from room_nights n join hotels h on h.id = n.hotel_id
           where n.date = :night::date and ${bookableNightSql('n', NAMED_STAY)} and ${hotels}
             and ${cheapestOfLodging('n')} ${priceConditions(q, bindings, 'n.price')} ${cursor}
           order by n.price, n.hotel_id limit :limit`;
}

/** The night row `n` is its lodging's cheapest bookable one that night (ties: the lowest room type id). */
const cheapestOfLodging = (n: string) => `not exists (select 1 from room_nights c
    where c.date = ${n}.date and c.hotel_id = ${n}.hotel_id and ${bookableNightSql('c', NAMED_STAY)}
      and (c.price, c.room_id) < (${n}.price, ${n}.room_id))`;

/** The slider's low end for one night: the night's cheapest bookable row, every filter but the price range. */
const nightLowest = (hotels: string) => `(select n.price
    from room_nights n join hotels h on h.id = n.hotel_id
   where n.date = :night::date and ${bookableNightSql('n', NAMED_STAY)} and ${hotels}
   order by n.price limit 1)`;
