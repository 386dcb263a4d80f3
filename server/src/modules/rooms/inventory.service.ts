import type { EntityManager } from '@mikro-orm/postgresql';
import { datesFrom, todayInSeoul } from '@shim/common/dates';
import { nightSurchargePercent } from './night-price';

export const INVENTORY_DAYS_AHEAD = 365;

/**
 * Makes sure every active room type has a `room_nights` row for each night from today to a year ahead
 * (ARCHITECTURE §3), priced by `night-price.ts`: Friday and Saturday nights +20%, peak seasons +30%,
 * the largest surcharge only, rounded to 1,000원. Existing nights keep their counts and prices (a new
 * season applies to nights opened after it). Runs at start and daily; idempotent. One statement: the
 * nights and their surcharges travel as two array parameters.
 */
export async function extendInventory(
  em: EntityManager,
  today: string = todayInSeoul(),
  days: number = INVENTORY_DAYS_AHEAD,
  /** Only these room types (a manager's new or reactivated room); all active ones when absent. */
  roomIds?: readonly number[],
): Promise<number> {
  const nights = datesFrom(today, days);
  const percents = nights.map((night) => nightSurchargePercent(night));
  const result = await em.getConnection().execute<{ affectedRows?: number; rowCount?: number }>(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, d.night, r.unit_count, 0, 0, r.capacity, r.active,
            case when d.percent = 0 then r.base_price
                 else (round(r.base_price * (100 + d.percent) / 100000.0) * 1000)::int end
       from rooms r
       cross join unnest(?::date[], ?::int[]) as d(night, percent)
      where r.active and (?::int[] is null or r.id = any(?::int[]))
      -- Date by date, lodging by lodging, as the daily run adds them: a search's lookups for one night
      -- then land on a few neighbouring pages.
      order by d.night, r.hotel_id, r.id
     on conflict (room_id, date) do nothing`,
    // PostgreSQL array literals (knex would spread a JS array into a list of placeholders).
    [`{${nights.join(',')}}`, `{${percents.join(',')}}`, ...Array(2).fill(roomIds ? `{${roomIds.join(',')}}` : null)],
    'run',
    // Inside a transaction (the demo seed), the rooms it just wrote are visible only on its connection.
    em.getTransactionContext(),
  );
  return result.affectedRows ?? result.rowCount ?? 0;
}
