import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';
import type { DateRange, RangeGrain } from '@shim/common/sales-range';
import { executeNamed } from '../../db/named';

/**
 * A period's sums for the manager's lodgings (kpis.ts turns them into figures): one set-based statement per
 * figure set, every lodging at once. Sales from `sales_days`, nights from `room_nights`, room revenue from
 * the stays' payments.
 */

/** The period and the one compared with; `from`/`to` of each included. */
export interface RangePair {
  current: DateRange;
  previous: DateRange;
  grain: RangeGrain;
}

/** One lodging's sums in one bucket of the period (`label` as rangeBuckets gives it), or `previous` in total. */
export interface RangeBucketRow {
  hotelId: number;
  label: string;
  sales: number;
  dayUseSales: number;
  bookings: number;
  soldNights: number;
  availableNights: number;
}

const LABEL: Record<RangeGrain, (day: string) => string> = {
  day: (day) => `to_char(${day}, 'YYYY-MM-DD')`,
  month: (day) => `to_char(${day}, 'YYYY-MM')`,
};

const bindings = ({ current, previous }: RangePair) => ({
  from: current.from,
  to: current.to,
  previousFrom: previous.from,
  previousTo: previous.to,
});

/** Sales, bookings and room-nights per lodging and bucket of the period, and per lodging over the previous one. */
export function findRangeBuckets(
  connection: AbstractSqlConnection,
  managerId: number,
  pair: RangePair,
): Promise<RangeBucketRow[]> {
  const label = (day: string) => `case when ${day} >= :from then ${LABEL[pair.grain](day)} else 'previous' end`;
  return executeNamed<RangeBucketRow>(
    connection,
    `with mine as materialized (select id from hotels where manager_id = :managerId),
     sales as (
       select s.hotel_id, ${label('s.day')} as label, sum(s.sales)::float8 as sales, sum(s.bookings)::int as bookings,
              sum(s.day_use_sales)::float8 as day_use_sales
         from sales_days s join mine on mine.id = s.hotel_id
        where s.day between :from and :to or s.day between :previousFrom and :previousTo
        group by 1, 2),
     nights as (
       select n.hotel_id, ${label('n.date')} as label, sum(n.sold)::int as sold, sum(n.total)::int as total
         from room_nights n join mine on mine.id = n.hotel_id
        where n.room_active and (n.date between :from and :to or n.date between :previousFrom and :previousTo)
        group by 1, 2)
     select hotel_id as "hotelId", label, coalesce(s.sales, 0)::float8 as sales,
            coalesce(s.day_use_sales, 0)::float8 as "dayUseSales", coalesce(s.bookings, 0) as bookings,
            coalesce(n.sold, 0) as "soldNights", coalesce(n.total, 0) as "availableNights"
       from sales s full join nights n using (hotel_id, label)`,
    { managerId, ...bindings(pair) },
  );
}

/**
 * Room revenue per lodging for the period and the previous one: the net paid (payments less refunds) of each
 * night stay (a 대실 has no night to spread over) still sold (confirmed, reviewed, or a no-show, whose money is its check-in night's) spread evenly over
 * its nights, counting the nights inside each period.
 */
export function findRoomRevenue(
  connection: AbstractSqlConnection,
  managerId: number,
  pair: RangePair,
): Promise<Array<{ hotelId: number; label: 'current' | 'previous'; roomRevenue: number }>> {
  return executeNamed(
    connection,
    `with stays as (
       select r.hotel_id, r.check_in,
              case when r.status = 'NO_SHOW' then r.check_in + 1 else r.check_out end as check_out,
              sum(p.amount - p.canceled_amount)::float8 as net
         from hotels h join reservations r on r.hotel_id = h.id
         join payments p on p.reservation_id = r.id
        where h.manager_id = :managerId and r.kind = 'NIGHT' and r.status in ('CONFIRMED', 'REVIEWED', 'NO_SHOW')
          and r.check_in <= :to and r.check_in > :previousFrom::date - :maxNights and r.check_out > :previousFrom
        group by r.id)
     select s.hotel_id as "hotelId", w.label,
            sum(s.net * greatest(0, least(s.check_out, w.upto + 1) - greatest(s.check_in, w.since))
                / (s.check_out - s.check_in))::float8 as "roomRevenue"
       from stays s
      cross join (values ('current', :from::date, :to::date), ('previous', :previousFrom::date, :previousTo::date))
                 as w(label, since, upto)
      group by 1, 2`,
    { managerId, maxNights: LIMITS.maxNights, ...bindings(pair) },
  );
}

/** Sales per room type of the manager's lodgings over the period (room types without sales absent). */
export function findRoomSales(
  connection: AbstractSqlConnection,
  managerId: number,
  range: DateRange,
): Promise<Array<{ hotelId: number; roomId: number; sales: number }>> {
  return executeNamed(
    connection,
    `select s.hotel_id as "hotelId", s.room_id as "roomId", sum(s.sales)::float8 as sales
       from hotels h join sales_days s on s.hotel_id = h.id
      where h.manager_id = :managerId and s.day between :from and :to
      group by 1, 2`,
    { managerId, from: range.from, to: range.to },
  );
}
