import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInSeoul } from '@shim/common/dates';

export const INVENTORY_DAYS_AHEAD = 365;

/**
 * Makes sure every active room type has a `room_nights` row for each night from today to a year ahead
 * (ARCHITECTURE §3). Friday and Saturday nights cost 20% more, rounded to 1,000원. Existing nights keep
 * their counts and prices. Runs at start and daily; idempotent.
 */
export async function extendInventory(
  em: EntityManager,
  today: string = todayInSeoul(),
  days: number = INVENTORY_DAYS_AHEAD,
): Promise<number> {
  const last = addDays(today, days - 1);
  const result = await em.getConnection().execute<{ affectedRows?: number; rowCount?: number }>(
    `insert into room_nights (room_id, date, total, held, sold, price)
     select r.id, night::date, r.unit_count, 0, 0,
            case when extract(isodow from night) in (5, 6) then (round(r.base_price * 1.2 / 1000) * 1000)::int
                 else r.base_price end
       from rooms r
       cross join generate_series(?::date, ?::date, interval '1 day') as night
      where r.active
     on conflict (room_id, date) do nothing`,
    [today, last],
    'run',
    // Inside a transaction (the demo seed), the rooms it just wrote are visible only on its connection.
    em.getTransactionContext(),
  );
  return result.affectedRows ?? result.rowCount ?? 0;
}
