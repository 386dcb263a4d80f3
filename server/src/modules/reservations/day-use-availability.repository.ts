import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import { executeNamed, idArray } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';
import type { DayUseRows } from './day-use-availability';
import { dayUseDaySql, dayUseOfferSql, type DayUseRoom } from './day-use-hold.repository';

export type DayUseRoomOn = DayUseRoom & DayUseRows;

/**
 * The guest-visible room types with a 대실 offer (of the lodging `hotelId`, or the ids `roomIds`), each with its
 * offer, the date's override and the date's and the day before's inventory rows, read without locks: ONE
 * statement for every room type of a page.
 */
export async function findDayUseRoomsOn(
  em: EntityManager,
  criteria: { roomIds?: readonly number[]; hotelId?: number; date: string },
): Promise<DayUseRoomOn[]> {
  return executeNamed<DayUseRoomOn>(
    em,
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName",
            coalesce(r.checkin_time, h.checkin_time) as "checkinTime",
            coalesce(r.checkout_time, h.checkout_time) as "checkoutTime",
            h.day_use_free_cancel_minutes as "freeCancelMinutes",
            ${dayUseOfferSql('r')} as offer,
            ${dayUseDaySql('r', ':date::date')} as day,
            (select json_build_object('total', n.total, 'held', n.held, 'sold', n.sold, 'dayUse', n.day_use,
                      'roomActive', n.room_active)
               from room_nights n where n.room_id = r.id and n.date = :date::date) as tonight,
            (select json_build_object('total', n.total, 'held', n.held, 'sold', n.sold)
               from room_nights n where n.room_id = r.id and n.date = :prevDate::date) as eve
       from rooms r join hotels h on h.id = r.hotel_id
      where (r.id = any(:roomIds::int[]) or r.hotel_id = :hotelId::int)
        and r.active and ${guestVisibleSql('h')}
        and exists (select 1 from day_use_offers o where o.room_id = r.id and o.enabled)
      order by r.id`,
    {
      roomIds: idArray(criteria.roomIds ?? []),
      hotelId: criteria.hotelId ?? null,
      date: criteria.date,
      prevDate: addDays(criteria.date, -1),
    },
  );
}
