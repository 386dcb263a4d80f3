import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { MANAGER_PERIODS, SQL_LABEL, type Buckets, type Grain, type ManagerPeriod } from './periods';

/** The dashboards' SQL: sales from the rollups of hotels/revenue.ts, occupancy from `room_nights`. */

export interface ManagerLodging {
  hotelId: number;
  hotelName: string;
  address: string;
  rooms: Array<{ id: number; name: string }>;
}

export function findManagerLodgings(connection: AbstractSqlConnection, managerId: number): Promise<ManagerLodging[]> {
  return executeNamed<ManagerLodging>(
    connection,
    `select h.id as "hotelId", h.name as "hotelName", h.address,
              coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
                       filter (where r.id is not null), '[]') as rooms
         from hotels h left join rooms r on r.hotel_id = h.id
        where h.manager_id = :managerId
        group by h.id order by h.id`,
    { managerId },
  );
}

/** A figure of one lodging: its total per room type (`period` null), or one bucket of one period. */
export interface BucketRow {
  hotelId: number;
  period: ManagerPeriod | null;
  label: string | null;
  roomId: number | null;
  sales: number;
  /** The part of `sales` that is 대실 (0 on occupancy rows). */
  dayUseSales: number;
  sold: number;
  open: number;
}

/** The bucket rows of `source` (columns hotel_id, day, and the figures), one union branch per period. */
function bucketUnion(periods: Record<ManagerPeriod, Buckets>, figures: string): string {
  return MANAGER_PERIODS.map(
    (period) =>
      `select hotel_id, '${period}' as period, ${SQL_LABEL[periods[period].grain as Grain]('day')} as label,
              null::int as room_id, ${figures}
         from source where day >= :${period}From group by 1, 3`,
  ).join(' union all ');
}

/**
 * The manager's sales: per lodging and room type in total, and per lodging in every bucket of the four
 * periods (rows `sales` and its 대실 part; `sold` and `open` are 0).
 */
export function findManagerSales(
  connection: AbstractSqlConnection,
  managerId: number,
  periods: Record<ManagerPeriod, Buckets>,
  today: string,
): Promise<BucketRow[]> {
  return executeNamed<BucketRow>(
    connection,
    `with source as materialized (
         select s.hotel_id, s.room_id, s.day, s.sales, s.day_use_sales
           from sales_days s join hotels h on h.id = s.hotel_id
          where h.manager_id = :managerId and s.day <= :today)
       select hotel_id as "hotelId", period, label, room_id as "roomId", sales::float8 as sales,
              day_use_sales::float8 as "dayUseSales", 0 as sold, 0 as "open"
         from (select hotel_id, null as period, null as label, room_id, sum(sales) as sales,
                      sum(day_use_sales) as day_use_sales
                 from source group by hotel_id, room_id
               union all ${bucketUnion(periods, 'sum(sales) as sales, sum(day_use_sales) as day_use_sales')}) b`,
    { managerId, today, ...fromBindings(periods) },
  );
}

/**
 * Writes the occupancy of the manager's lodgings for the months from `from` up to (not including)
 * `currentMonth` that `occupancy_months` lacks: sold and open nights of the room types active now. Those
 * nights no longer change, so each month is read from `room_nights` once.
 */
export async function fillClosedOccupancyMonths(
  connection: AbstractSqlConnection,
  managerId: number,
  from: string,
  currentMonth: string,
): Promise<void> {
  await executeNamed(
    connection,
    `insert into occupancy_months (hotel_id, month, sold, open)
       select m.hotel_id, m.month,
              coalesce(sum(n.sold) filter (where n.room_active), 0), coalesce(sum(n.total) filter (where n.room_active), 0)
         from (select h.id as hotel_id, month::date as month
                 from hotels h
                cross join generate_series(:from::date, :currentMonth::date - interval '1 month', interval '1 month') month
                where h.manager_id = :managerId
                  and not exists (select 1 from occupancy_months o where o.hotel_id = h.id and o.month = month::date)) m
         left join rooms r on r.hotel_id = m.hotel_id
         left join room_nights n on n.room_id = r.id and n.date >= m.month and n.date < m.month + interval '1 month'
        group by 1, 2
       on conflict do nothing`,
    { managerId, from, currentMonth },
  );
}

/**
 * Writes the occupancy of the manager's lodgings for the days `from`..`yesterday` that `occupancy_days`
 * lacks (as the months above). Every fill writes the whole range, so when a lodging has both ends nothing
 * between is missing, and the days are not read at all.
 */
export async function fillClosedOccupancyDays(
  connection: AbstractSqlConnection,
  managerId: number,
  from: string,
  yesterday: string,
): Promise<void> {
  await executeNamed(
    connection,
    `insert into occupancy_days (hotel_id, day, sold, open)
       select d.hotel_id, d.day,
              coalesce(sum(n.sold) filter (where n.room_active), 0), coalesce(sum(n.total) filter (where n.room_active), 0)
         from (select h.id as hotel_id, day::date as day
                 from hotels h
                cross join generate_series(:from::date, :yesterday::date, interval '1 day') day
                where h.manager_id = :managerId
                  and exists (select 1 from hotels g where g.manager_id = :managerId
                                 and (not exists (select 1 from occupancy_days o where o.hotel_id = g.id and o.day = :yesterday)
                                      or not exists (select 1 from occupancy_days o where o.hotel_id = g.id and o.day = :from)))
                  and not exists (select 1 from occupancy_days o where o.hotel_id = h.id and o.day = day::date)) d
         left join rooms r on r.hotel_id = d.hotel_id
         left join room_nights n on n.room_id = r.id and n.date = d.day
        group by 1, 2
       on conflict do nothing`,
    { managerId, from, yesterday },
  );
}

/**
 * The manager's occupancy per lodging and bucket: room-nights sold and open of active room types. Today from
 * `room_nights`, the days before from `occupancy_days`, the months that are over from `occupancy_months`.
 */
export function liveFromOf(periods: Record<ManagerPeriod, Buckets>, today: string): string {
  return [periods.daily.from, periods.weekly.from, `${today.slice(0, 7)}-01`].sort()[0]!;
}

export function findManagerOccupancy(
  connection: AbstractSqlConnection,
  managerId: number,
  periods: Record<ManagerPeriod, Buckets>,
  today: string,
): Promise<BucketRow[]> {
  const currentMonth = `${today.slice(0, 7)}-01`;
  const liveFrom = liveFromOf(periods, today);
  const branch = (period: ManagerPeriod, source: string) =>
    `select hotel_id, '${period}' as period, ${SQL_LABEL[periods[period].grain]('day')} as label,
            sum(sold) as sold, sum(open_nights) as open_nights
       from ${source} where day >= :${period}From group by 1, 3`;
  return executeNamed<BucketRow>(
    connection,
    `with live as materialized (
         select o.hotel_id, o.day, o.sold, o.open as open_nights
           from hotels h join occupancy_days o on o.hotel_id = h.id
          where h.manager_id = :managerId and o.day >= :liveFrom and o.day < :today
         union all
         select r.hotel_id, n.date, sum(n.sold)::int, sum(n.total)::int
           from hotels h join rooms r on r.hotel_id = h.id join room_nights n on n.room_id = r.id
          where h.manager_id = :managerId and n.room_active and n.date = :today
          group by r.hotel_id, n.date),
       months as materialized (
         select o.hotel_id, o.month as day, o.sold, o.open as open_nights
           from hotels h join occupancy_months o on o.hotel_id = h.id
          where h.manager_id = :managerId and o.month >= :yearlyFrom and o.month < :currentMonth
         union all
         select hotel_id, :currentMonth::date, sum(sold), sum(open_nights) from live where day >= :currentMonth group by 1)
       select hotel_id as "hotelId", period, label, null as "roomId", 0 as sales, 0 as "dayUseSales", sold::int,
              open_nights::int as "open"
         from (${branch('daily', 'live')} union all ${branch('weekly', 'live')}
               union all ${branch('monthly', 'months')} union all ${branch('yearly', 'months')}) b`,
    { managerId, today, liveFrom, currentMonth, ...fromBindings(periods) },
  );
}

const fromBindings = (periods: Record<ManagerPeriod, Buckets>) =>
  Object.fromEntries(MANAGER_PERIODS.map((period) => [`${period}From`, periods[period].from]));

/** Every sale ever (the admin's total revenue). */
export async function totalRevenue(connection: AbstractSqlConnection): Promise<number> {
  const [row] = await executeNamed<{ sales: number }>(
    connection,
    'select coalesce(sum(sales), 0)::float8 as sales from region_sales_days',
  );
  return row?.sales ?? 0;
}

/** Sales and paid bookings of days `from`..`to`. */
export async function salesBetween(
  connection: AbstractSqlConnection,
  from: string,
  to: string,
): Promise<{ sales: number; bookings: number }> {
  const [row] = await executeNamed<{ sales: number; bookings: number }>(
    connection,
    `select coalesce(sum(sales), 0)::float8 as sales, coalesce(sum(bookings), 0)::int as bookings
         from region_sales_days where day between :from and :to`,
    { from, to },
  );
  return row ?? { sales: 0, bookings: 0 };
}

export async function countPendingLodgings(connection: AbstractSqlConnection): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    connection,
    `select count(*)::int as count from hotels where status = 'PENDING'`,
  );
  return row?.count ?? 0;
}

/** Sales and paid bookings per bucket of `buckets` (buckets without any are absent). */
export function trendRows(
  connection: AbstractSqlConnection,
  buckets: Buckets,
  today: string,
): Promise<Array<{ label: string; sales: number; bookings: number }>> {
  return executeNamed(
    connection,
    `select ${SQL_LABEL[buckets.grain]('day')} as label, sum(sales)::float8 as sales, sum(bookings)::int as bookings
         from region_sales_days where day between :from and :today group by 1`,
    { from: buckets.from, today },
  );
}

/** Sales per region over days `from`..`today`, largest first. */
export function regionalRows(
  connection: AbstractSqlConnection,
  from: string,
  today: string,
): Promise<Array<{ region: string; totalSales: number }>> {
  return executeNamed(
    connection,
    `select region, sum(sales)::float8 as "totalSales" from region_sales_days
        where day between :from and :today group by region having sum(sales) <> 0
        order by 2 desc, region`,
    { from, today },
  );
}
