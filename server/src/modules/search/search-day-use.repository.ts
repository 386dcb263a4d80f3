import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { mainImagePathSql } from '../hotels/hotel.repository';
import { dayUsePricePath, lodgingDayUseSql } from '../stays/day-use-stay.repository';
import { reviewScoreSql } from '../stays/stay-offer.repository';
import { distanceKmSql } from './search-geo';
import { FACETS, type SearchPageRow } from './search-page.repository';
import {
  hotelConditions,
  priceConditions,
  recommendedKeySql,
  type SearchQuery,
  type SearchSort,
} from './search.repository';

/** The 대실 search's SQL (docs/decisions/search.md "대실"): the lodgings with a 대실 of the asked hours that fits. */

/** A 대실 search's inputs, checked by the service. */
export interface DayUseQuery {
  date: string;
  hours: number;
  /** The Fri/Sat/holiday hours apply (common/src/day-use.ts `weekendHoursApply`). */
  weekend: boolean;
  /** The earliest half hour a start may take: the asked start, now + the lead. */
  fromSlot: number;
  /** Now, in minutes after the date's midnight in Seoul (negative before it). */
  nowMinutes: number;
  /** Only starts whose free-cancel deadline (the lodging's setting) is still ahead. */
  freeCancellation: boolean;
}

/** A match: a lodging with its cheapest fitting room type's one-room 대실 price and that type's earliest start. */
export interface DayUseRow extends SearchPageRow {
  dayUsePrice: number;
  dayUseStartSlot: number;
  dayUseFreeCancelMinutes: number;
}

const SORT_KEY: Record<SearchSort, { expression: string; descending: boolean }> = {
  RECOMMENDED: { expression: 'f.recommended_key::float8', descending: false },
  PRICE_ASC: { expression: 'f.day_use_price::float8', descending: false },
  RATING_DESC: { expression: 'coalesce(f.avg_score, 0)', descending: true },
  DISTANCE: { expression: 'f.distance_km', descending: false },
};

/**
 * The 대실 search in one statement: every lodging of the destination (or box, or place) under the filters, each
 * with its 대실 (`lodgingDayUseSql`), the slider's bounds before the price range, the total and facets after it,
 * then the page in the sort's order after the cursor (every row when `q.limit` is null: the REST list, the map's
 * pins). It prices every lodging with an enabled offer rather than walking a price index: a 대실's price depends
 * on the date's uses and nights.
 */
export function runDayUseSearch(
  connection: AbstractSqlConnection,
  q: SearchQuery,
  dayUse: DayUseQuery,
): Promise<DayUseRow[]> {
  const bindings: Record<string, unknown> = {
    duDate: dayUse.date,
    duHours: dayUse.hours,
    duRooms: q.rooms,
    duPersons: q.persons,
    duWeekend: dayUse.weekend,
    duFromSlot: dayUse.fromSlot,
    duNowMinutes: dayUse.nowMinutes,
    duFreeCancellation: dayUse.freeCancellation,
    duPricePath: dayUsePricePath(dayUse.hours),
  };
  const sort = SORT_KEY[q.sort];
  const direction = sort.descending ? 'desc' : 'asc';
  let cursor = '';
  if (q.after) {
    bindings.afterKey = q.after.key;
    bindings.afterId = q.after.id;
    cursor = `where p.sort_key ${sort.descending ? '<' : '>'} :afterKey or (p.sort_key = :afterKey and p.id > :afterId)`;
  }
  if (q.limit !== null) bindings.limit = q.limit;
  return executeNamed<DayUseRow>(
    connection,
    `with found as (
       select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude, h.service_names,
              h.translations,
              h.day_use_free_cancel_minutes, u.price as day_use_price, u.start_slot,
              ${reviewScoreSql('h')} as avg_score, h.review_count,
              ${recommendedKeySql('h.id', q.seed)} as recommended_key,
              ${q.near ? distanceKmSql('h') : 'null::float8'} as distance_km
         from hotels h
         cross join lateral (${lodgingDayUseSql('h')}) u
        where ${hotelConditions(q, bindings)}),
     bounded as (
       select f.*, ${sort.expression} as sort_key, min(f.day_use_price) over () as lowest_price,
              max(f.day_use_price) over () as highest_price
         from found f),
     counted as materialized (
       select r.* from bounded r where true ${priceConditions(q, bindings, 'r.day_use_price')})
     select p.id, p.name, p.type, p.star, p.address, p.region, p.active, p.latitude, p.longitude, p.translations,
            p.day_use_price as "minPrice", p.day_use_price as "stayPrice", p.day_use_price as "dayUsePrice",
            p.start_slot as "dayUseStartSlot", p.day_use_free_cancel_minutes as "dayUseFreeCancelMinutes",
            p.avg_score as "avgScore", p.review_count as "reviewCount", p.sort_key as "sortKey",
            (select count(*)::int from counted) as total, ${FACETS} as facets,
            p.lowest_price as "lowestPrice", p.highest_price as "highestPrice",
            ${mainImagePathSql('p.id')} as "imagePath", to_json(p.service_names) as services,
            round(p.distance_km::numeric, 1)::float8 as "distanceKm"
       from counted p
      ${cursor}
      order by p.sort_key ${direction}, p.id
      ${q.limit === null ? '' : 'limit :limit'}`,
    bindings,
  );
}
