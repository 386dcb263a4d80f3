import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { dayUseSlots, DAY_SLOTS } from './day-use-slots';

/** Giving a 대실's half hours back (docs/decisions/reservations.md "대실 inventory"): expiry and cancellation call it. */

/** A 대실 reservation's hours, room and times, to give its half hours back. */
interface HeldDayUse {
  roomId: number;
  date: string;
  roomCount: number;
  startsAt: Date;
  heldUntil: Date;
  checkinTime: string;
  checkoutTime: string;
}

/**
 * Gives a 대실's half hours back, in the caller's transaction (after it changed the reservation's status, so
 * the reservation row is already its own): the rows of the day before, the date and the day after locked in date
 * order, the use taken off its date's row, then the two night peaks it may have set recomputed (in a second
 * statement, whose snapshot sees the locked rows as they are). A night reservation is left alone.
 */
export async function releaseDayUse(tx: EntityManager, reservationId: number): Promise<void> {
  const [use] = await executeNamed<HeldDayUse>(
    tx,
    `select r.room_id as "roomId", to_char(r.check_in, 'YYYY-MM-DD') as date, r.room_count as "roomCount",
            r.day_use_starts_at as "startsAt", r.day_use_held_until as "heldUntil",
            coalesce(rm.checkin_time, h.checkin_time) as "checkinTime",
            coalesce(rm.checkout_time, h.checkout_time) as "checkoutTime"
       from reservations r join rooms rm on rm.id = r.room_id join hotels h on h.id = r.hotel_id
      where r.id = :reservationId and r.kind = 'DAY_USE'`,
    { reservationId },
  );
  if (!use) return;
  const slots = dayUseSlots({ ...use, startsAt: new Date(use.startsAt), heldUntil: new Date(use.heldUntil) });
  const params = { ...slots, roomId: use.roomId, roomCount: use.roomCount };
  await executeNamed(
    tx,
    `with locked as (
       select date from room_nights where room_id = :roomId and date >= :prevDate and date <= :nextDate
        order by date for update),
     freed as (
       update room_nights n
          set day_use = (select array_agg(greatest(coalesce(n.day_use[k + 1], 0)
                                 - case when k >= :startSlot and k < :endSlot then :roomCount else 0 end, 0)::smallint
                                 order by k)
                           from generate_series(0, ${DAY_SLOTS - 1}) k)
        where n.room_id = :roomId and n.date = :date and n.date in (select date from locked)
       returning 1)
     select count(*) from freed`,
    params,
  );
  // A night's peak is the most 대실 rooms from its check-in to the next morning's check-out; a release never raises it.
  await executeNamed(
    tx,
    `update room_nights n
        set day_use_night_peak = least(n.day_use_night_peak, coalesce((
              select max(u.v) from (
                select x.v from unnest(n.day_use) with ordinality x(v, i) where i > :checkinSlot
                union all
                select x.v from room_nights m cross join unnest(m.day_use) with ordinality x(v, i)
                 where m.room_id = n.room_id and m.date = n.date + 1 and i <= :checkoutSlot) u), 0))
      where n.room_id = :roomId and n.date >= :prevDate and n.date <= :date`,
    params,
  );
}
