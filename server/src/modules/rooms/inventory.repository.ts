import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** The SQL of the nights on sale (`room_nights`), with named parameters. */

/** The distinct base prices of active room types (only `roomIds` when given). */
export async function activeBasePrices(em: EntityManager, roomIds?: readonly number[]): Promise<number[]> {
  const rows = await executeNamed<{ basePrice: number }>(
    em,
    `select distinct base_price as "basePrice" from rooms
      where active and (cast(:roomIds as int[]) is null or id = any(cast(:roomIds as int[])))`,
    { roomIds: roomIds ? `{${roomIds.join(',')}}` : null },
  );
  return rows.map((row) => row.basePrice);
}

/**
 * Adds the missing nights of active room types (only `roomIds` when given), each priced by looking its
 * room type's base price and the night's surcharge percent up in `prices`; existing nights are kept.
 * Answers how many were added.
 */
export async function insertMissingNights(
  em: EntityManager,
  values: {
    nights: string[];
    percents: number[];
    prices: Array<{ basePrice: number; percent: number; price: number }>;
    roomIds?: readonly number[];
  },
): Promise<number> {
  // PostgreSQL array literals (knex would spread a JS array into a list of placeholders).
  const literal = (list: ReadonlyArray<string | number>) => `{${list.join(',')}}`;
  const [row] = await executeNamed<{ added: number }>(
    em,
    `with added as (
       insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price, region_key)
       select r.id, r.hotel_id, d.night, r.unit_count, 0, 0, r.capacity, r.active, p.price, lodging_region_key(h.region)
         from rooms r
         join hotels h on h.id = r.hotel_id
         cross join unnest(:nights::date[], :percents::int[]) as d(night, percent)
         join unnest(:bases::int[], :pricePercents::int[], :prices::int[]) as p(base_price, percent, price)
           on p.base_price = r.base_price and p.percent = d.percent
        where r.active and (:roomIds::int[] is null or r.id = any(:roomIds::int[]))
        -- Date by date, lodging by lodging, as the daily run adds them: a search's lookups for one night
        -- then land on a few neighbouring pages.
        order by d.night, r.hotel_id, r.id
       on conflict (room_id, date) do nothing
       returning 1)
     select count(*)::int as added from added`,
    {
      nights: literal(values.nights),
      percents: literal(values.percents),
      bases: literal(values.prices.map((row) => row.basePrice)),
      pricePercents: literal(values.prices.map((row) => row.percent)),
      prices: literal(values.prices.map((row) => row.price)),
      roomIds: values.roomIds ? literal([...values.roomIds]) : null,
    },
  );
  return row?.added ?? 0;
}
