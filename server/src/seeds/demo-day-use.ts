import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The demo lodgings' 대실 offers (docs/decisions/day-use.md): every motel (all day, weekend afternoons) and every
 * tourist hotel (a few daytime hours), on their room types for up to four, so a 대실 search finds some in 서울,
 * 부산 and the other cities. Prices follow the lodging's own level (its room's base price).
 */
export async function seedDemoDayUse(tx: EntityManager): Promise<void> {
  await tx.getConnection().execute(
    `insert into day_use_offers (room_id, enabled, opens, closes, weekend_opens, weekend_closes, last_start,
       buffer_minutes, max_rooms, durations)
     select r.id, true, o.opens, o.closes, o.weekend_opens, o.weekend_closes, o.last_start, o.buffer_minutes,
            greatest(1, r.unit_count / 2),
            (select jsonb_agg(jsonb_build_object('hours', d.hours,
                      'price', (round(r.base_price * d.share / 1000.0) * 1000)::int) order by d.hours)
               from jsonb_to_recordset(o.durations) as d(hours int, share numeric))
       from hotels h
       join rooms r on r.hotel_id = h.id and r.active and r.capacity <= 4
       join (values
         ('MOTEL', '10:00'::time, '23:00'::time, '13:00'::time, '23:00'::time, '20:00'::time, 30,
          '[{"hours":3,"share":0.4},{"hours":4,"share":0.5},{"hours":5,"share":0.6}]'::jsonb),
         ('TOURIST_HOTEL', '11:00', '21:00', null, null, '17:00', 60,
          '[{"hours":4,"share":0.5},{"hours":6,"share":0.7}]'))
         as o(type, opens, closes, weekend_opens, weekend_closes, last_start, buffer_minutes, durations)
         on o.type = h.type
     on conflict (room_id) do nothing`,
    [],
    'run',
    tx.getTransactionContext(),
  );
}
