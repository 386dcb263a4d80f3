import type { EntityManager } from '@mikro-orm/postgresql';
import { datesFrom, todayInSeoul } from '@shim/common/dates';
import { executeNamed } from '../../db/named';
import { nightSurchargePercent, surchargedPrice } from './night-price';

export const INVENTORY_DAYS_AHEAD = 365;

/**
 * Makes sure every active room type has a `room_nights` row for each night from today to a year ahead
 * (ARCHITECTURE §3), priced by `night-price.ts` (the one definition of a night's price: the statement
 * only looks each room type's base price and night's surcharge up in the prices it was given). Existing
 * nights keep their counts and prices (a new season applies to nights opened after it). Runs at start and
 * daily; idempotent.
 */
export async function extendInventory(
  em: EntityManager,
  today: string = todayInSeoul(),
  days: number = INVENTORY_DAYS_AHEAD,
  /** Only these room types (a manager's new or reactivated room); all active ones when absent. */
  roomIds?: readonly number[],
): Promise<number> {
  const connection = em.getConnection();
  const nights = datesFrom(today, days);
  const percents = nights.map((night) => nightSurchargePercent(night));
  // Inside a transaction (the demo seed), the rooms it just wrote are visible only on its connection.
  const bases = await executeNamed<{ basePrice: number }>(
    connection,
    'select distinct base_price as "basePrice" from rooms where active',
    {},
    em,
  );
  const prices = bases.flatMap(({ basePrice }) =>
    [...new Set(percents)].map((percent) => ({ basePrice, percent, price: surchargedPrice(basePrice, percent) })),
  );
  // PostgreSQL array literals (knex would spread a JS array into a list of placeholders).
  const literal = (values: Array<string | number>) => `{${values.join(',')}}`;
  const result = await connection.execute<{ affectedRows?: number; rowCount?: number }>(
    connection.getKnex().raw(
      `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
       select r.id, r.hotel_id, d.night, r.unit_count, 0, 0, r.capacity, r.active, p.price
         from rooms r
         cross join unnest(:nights::date[], :percents::int[]) as d(night, percent)
         join unnest(:bases::int[], :pricePercents::int[], :prices::int[]) as p(base_price, percent, price)
           on p.base_price = r.base_price and p.percent = d.percent
        where r.active and (:roomIds::int[] is null or r.id = any(:roomIds::int[]))
        -- Date by date, lodging by lodging, as the daily run adds them: a search's lookups for one night
        -- then land on a few neighbouring pages.
        order by d.night, r.hotel_id, r.id
       on conflict (room_id, date) do nothing`,
      {
        nights: literal(nights),
        percents: literal(percents),
        bases: literal(prices.map((row) => row.basePrice)),
        pricePercents: literal(prices.map((row) => row.percent)),
        prices: literal(prices.map((row) => row.price)),
        roomIds: roomIds ? literal([...roomIds]) : null,
      },
    ),
    [],
    'run',
    em.getTransactionContext(),
  );
  return result.affectedRows ?? result.rowCount ?? 0;
}
