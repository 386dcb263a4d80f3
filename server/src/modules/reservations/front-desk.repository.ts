import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { shiftNights } from './nights.repository';

/** The front desk's SQL: the day's paid bookings of a manager's lodgings, and the marks on one booking. */

export type FrontDeskList = 'ARRIVAL' | 'DEPARTURE' | 'IN_HOUSE';

export interface FrontDeskMarks {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
}

export interface FrontDeskRow extends FrontDeskMarks {
  id: number;
  list: FrontDeskList;
}

/**
 * The paid bookings of the manager's lodgings that arrive, stay or leave on `date`: arrivals keep their no-shows
 * (marked, on the sheet), departures and in-house guests are the confirmed (or reviewed) stays. A 대실 of the date
 * arrives at its start and, unless a no-show, leaves at its end the same day: it is on both lists. Each list runs by
 * lodging, then by the hour (a 대실's start or end, a night's check-in or check-out time; in-house by arrival).
 */
export function frontDeskRows(em: EntityManager, managerId: number, date: string): Promise<FrontDeskRow[]> {
  return executeNamed<FrontDeskRow>(
    em,
    `with day as (
       select r.id, r.kind, r.status, r.check_in, r.check_out, h.name as hotel_name, r.guest_name,
              case when r.check_in = :date then 'ARRIVAL' when r.check_out = :date then 'DEPARTURE' else 'IN_HOUSE' end
                as list,
              coalesce(to_char(r.day_use_starts_at at time zone 'Asia/Seoul', 'HH24:MI'),
                       coalesce(rm.checkin_time, h.checkin_time)) as arrives,
              coalesce(to_char(r.day_use_ends_at at time zone 'Asia/Seoul', 'HH24:MI'),
                       coalesce(rm.checkout_time, h.checkout_time)) as leaves,
              r.checked_in_at, r.checked_out_at, r.no_show_at
         from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
        where h.manager_id = :managerId and r.confirmed_at is not null
          and r.check_in <= :date and r.check_out >= :date
          and (r.status in ('CONFIRMED', 'REVIEWED') or (r.status = 'NO_SHOW' and r.check_in = :date))
     ), listed as (
       select id, list, case list when 'ARRIVAL' then arrives when 'DEPARTURE' then leaves end as at,
              check_in, hotel_name, guest_name, checked_in_at, checked_out_at, no_show_at
         from day
       union all
       select id, 'DEPARTURE', leaves, check_in, hotel_name, guest_name, checked_in_at, checked_out_at, no_show_at
         from day where kind = 'DAY_USE' and status <> 'NO_SHOW'
     )
     select id, list, checked_in_at as "checkedInAt", checked_out_at as "checkedOutAt", no_show_at as "noShowAt"
       from listed
      order by hotel_name, at nulls last, check_in, guest_name, id`,
    { managerId, date },
  );
}

export async function frontDeskMarks(em: EntityManager, id: number): Promise<FrontDeskMarks> {
  const [row] = await executeNamed<FrontDeskMarks>(
    em,
    `select checked_in_at as "checkedInAt", checked_out_at as "checkedOutAt", no_show_at as "noShowAt"
       from reservations where id = :id`,
    { id },
  );
  return row ?? { checkedInAt: null, checkedOutAt: null, noShowAt: null };
}

/** Marks the guest in, if the booking is still confirmed and neither in nor a no-show; answers whether it did. */
export async function markCheckedIn(tx: EntityManager, id: number, now: Date): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    tx,
    `update reservations set checked_in_at = :now
      where id = :id and status = 'CONFIRMED' and checked_in_at is null and no_show_at is null returning id`,
    { id, now },
  );
  return rows.length > 0;
}

/** Marks the guest out, if checked in and not yet out; answers whether it did. */
export async function markCheckedOut(tx: EntityManager, id: number, now: Date): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    tx,
    `update reservations set checked_out_at = :now
      where id = :id and status in ('CONFIRMED', 'REVIEWED') and checked_in_at is not null and checked_out_at is null
      returning id`,
    { id, now },
  );
  return rows.length > 0;
}

/**
 * Marks a confirmed booking a no-show (its payment stays) and gives back its nights from `releaseFrom` up to
 * check-out through the one release of nights.repository.ts, as a cancellation does; answers whether it did.
 */
export async function markNoShow(
  tx: EntityManager,
  booking: { id: number; roomId: number; releaseFrom: string; checkOut: string; roomCount: number },
  now: Date,
): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    tx,
    `update reservations set status = 'NO_SHOW', no_show_at = :now
      where id = :id and status = 'CONFIRMED' and checked_in_at is null and no_show_at is null
        and money_state <> 'REFUNDING' returning id`,
    { id: booking.id, now },
  );
  if (rows.length === 0) return false;
  if (booking.releaseFrom < booking.checkOut) {
    await shiftNights(tx, {
      roomId: booking.roomId,
      from: booking.releaseFrom,
      to: booking.checkOut,
      sold: -booking.roomCount,
    });
  }
  return true;
}
