import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import { executeNamed, idArray } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';
import { dayUseHalfHourRefusedSql, halfHourOf } from '../stays/day-use-stay.repository';
import { dayUseDaySql, dayUseOfferSql, type DayUseRoom } from './day-use-hold.repository';
import { DAY_SLOTS } from './day-use-slots';

export interface DayUseRoomOn extends DayUseRoom {
  /**
   * Per offered duration (`"4"`), the date's half hours (`HH:MM`) from which a use of the asked rooms and its buffer
   * fit the rooms left, whatever the offer's hours and the lead (the caller's rules, common/src/day-use.ts).
   */
  startsThatFit: Record<string, string[]>;
}

/**
 * The guest-visible room types with an enabled 대실 offer (of the lodging `hotelId`, or the ids `roomIds`), each
 * with its offer, the date's override and, per duration, the starts whose every half hour up to the end of the
 * buffer passes THE check the hold runs on its locked rows (`dayUseHalfHourRefusedSql`, with the same rows: the
 * date's and the day before's `room_nights`, read here without locks; a buffer past midnight not held, as
 * day-use-slots.ts). ONE statement for every room type and every start of a page.
 */
export async function findDayUseRoomsOn(
  em: EntityManager,
  criteria: { roomIds?: readonly number[]; hotelId?: number; date: string; roomCount: number },
): Promise<DayUseRoomOn[]> {
  const refused = dayUseHalfHourRefusedSql({
    used: 'coalesce(t.day_use[j + 1], 0) + :roomCount::int',
    morning: 'j < edge.checkout_slot',
    evening: 'j >= edge.checkin_slot',
    eveTaken: 'e.held + e.sold',
    eveTotal: 'e.total',
    tonightTaken: 't.held + t.sold',
    total: 't.total',
    maxRooms: 'coalesce(d.max_rooms, o.max_rooms)',
  });
  return executeNamed<DayUseRoomOn>(
    em,
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName",
            coalesce(r.checkin_time, h.checkin_time) as "checkinTime",
            coalesce(r.checkout_time, h.checkout_time) as "checkoutTime",
            h.day_use_free_cancel_minutes as "freeCancelMinutes",
            ${dayUseOfferSql('r')} as offer,
            ${dayUseDaySql('r', ':date::date')} as day,
            fit.starts as "startsThatFit"
       from rooms r join hotels h on h.id = r.hotel_id
       join day_use_offers o on o.room_id = r.id and o.enabled
       left join day_use_days d on d.room_id = r.id and d.date = :date::date
       left join room_nights t on t.room_id = r.id and t.date = :date::date
       left join room_nights e on e.room_id = r.id and e.date = :prevDate::date
      cross join lateral (
        select ${halfHourOf(`coalesce(r.checkin_time, h.checkin_time)`, 'floor')} as checkin_slot,
               ${halfHourOf(`coalesce(r.checkout_time, h.checkout_time)`, 'ceil')} as checkout_slot) edge
      -- The half hours refusing the use do not depend on its start or length: each checked once per room type,
      -- with the first refusing one from each half hour on; a start fits when that lies past its buffer's end.
      cross join lateral (
        select coalesce(jsonb_object_agg(u.hours, u.starts), '{}'::jsonb) as starts
          from (select u.hours, coalesce(array_agg(j.at order by j.slot)
                                           filter (where j.refused_from is null or j.refused_from >= j.slot + u.span),
                                         '{}') as starts
                  from (select (du ->> 'hours')::int as hours,
                               ceil(((du ->> 'hours')::int * 60 + o.buffer_minutes) / 30.0)::int as span
                          from jsonb_array_elements(o.durations) du) u
                 cross join (
                   select j as slot, to_char(time '00:00' + j * interval '30 minutes', 'HH24:MI') as at,
                          min(case when ${refused} then j end) over (order by j desc) as refused_from
                     from generate_series(0, ${DAY_SLOTS - 1}) j
                    where t.room_active) j
                 group by u.hours) u) fit
      where (r.id = any(:roomIds::int[]) or r.hotel_id = :hotelId::int)
        and r.active and ${guestVisibleSql('h')}
      order by r.id`,
    {
      roomIds: idArray(criteria.roomIds ?? []),
      hotelId: criteria.hotelId ?? null,
      date: criteria.date,
      prevDate: addDays(criteria.date, -1),
      roomCount: criteria.roomCount,
    },
  );
}
