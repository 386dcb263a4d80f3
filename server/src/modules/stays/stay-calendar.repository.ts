import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';
import type { CalendarNight } from '@shim/common/price-calendar';
import { executeNamed } from '../../db/named';
import { stayOffersSql } from './stay-offer.repository';

/** A lodging's nights `from` … `from + nights − 1` for one room and `persons`. */
export interface CalendarQuery {
  hotelId: number;
  from: string;
  nights: number;
  persons: number;
}

/**
 * The guest's price calendar in one statement: for each night of the range, the lodging's room types' offers
 * for that night and one room (`stayOffersSql` in its one-night form, over a date series), so the price, the
 * availability and whether a room type can take the night are the stay offer's own, never rewritten here. The
 * minimum stay is held to the longest stay taken (30 nights): a night is priced as the first of a stay long
 * enough for it, and its minimum is given beside.
 * - `lowestPrice`: the lowest stay price of a bookable offer (one night: the night's price);
 * - `soldOut`: no open room type has a unit free that night;
 * - `closed`: the lodging's active room types all have that night closed (closed nights have no offer);
 * - `minStay`: the smallest minimum stay among the bookable offers.
 */
export function readStayCalendar(connection: AbstractSqlConnection, q: CalendarQuery): Promise<CalendarNight[]> {
  const offers = stayOffersSql(
    'room_nights',
    'n.hotel_id = :hotelId',
    { dates: 'array[d.night]', rooms: '1', persons: ':persons', nights: String(LIMITS.maxNights) },
    1,
  );
  return executeNamed<CalendarNight>(
    connection,
    `select to_char(d.night, 'YYYY-MM-DD') as date,
            min(o."stayPrice") filter (where o.bookable) as "lowestPrice",
            not coalesce(bool_or(o.available > 0), false) as "soldOut",
            coalesce(c.closed, false) as closed,
            min(o."minStay") filter (where o.bookable) as "minStay"
       from (select :from::date + i as night from generate_series(0, :nights - 1) as i) d
       left join lateral (${offers}) o on true
       left join lateral (select bool_and(n.closed) as closed from room_nights n
                           where n.hotel_id = :hotelId and n.date = d.night and n.room_active) c on true
      group by d.night, c.closed
      order by d.night`,
    { hotelId: q.hotelId, from: q.from, nights: q.nights, persons: q.persons },
  );
}
