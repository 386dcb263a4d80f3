import { Migration } from '@mikro-orm/migrations';

/**
 * The 대실 share of `sales_days` (docs/decisions/dashboards.md): the same one definition of revenue, its part from
 * 대실 bookings kept beside the total, so the sales view splits 숙박 and 대실 from the rollup it already reads. A
 * constant default: no rewrite. No payment of a 대실 exists before this release, so nothing is backfilled.
 */
const APPLY = (rows: string, dayUse: boolean) => `
  with changed as (${rows}),
  delta as (
    select r.hotel_id, r.room_id, (c.approved_at at time zone 'Asia/Seoul')::date as day,
           sum(c.sales)::bigint as sales, sum(c.bookings)::int as bookings,
           sum(case when r.kind = 'DAY_USE' then c.sales else 0 end)::bigint as day_use_sales
      from changed c join reservations r on r.id = c.reservation_id
     group by 1, 2, 3
    having sum(c.sales) <> 0 or sum(c.bookings) <> 0),
  lodging as (
    insert into sales_days as s (hotel_id, room_id, day, sales, bookings${dayUse ? ', day_use_sales' : ''})
    select hotel_id, room_id, day, sales, bookings${dayUse ? ', day_use_sales' : ''} from delta
    on conflict (hotel_id, day, room_id)
    do update set sales = s.sales + excluded.sales, bookings = s.bookings + excluded.bookings
                  ${dayUse ? ', day_use_sales = s.day_use_sales + excluded.day_use_sales' : ''})
  insert into region_sales_days as s (day, region, sales, bookings)
  select d.day, h.region, sum(d.sales), sum(d.bookings) from delta d join hotels h on h.id = d.hotel_id
   group by 1, 2
  on conflict (day, region)
  do update set sales = s.sales + excluded.sales, bookings = s.bookings + excluded.bookings;`;

const SALE = (table: string, sign: '' | '-') =>
  `select reservation_id, approved_at, ${sign}(amount - canceled_amount) as sales,
          ${sign}(case when amount > canceled_amount then 1 else 0 end) as bookings from ${table}`;

/** The three trigger functions of DashboardSales, with or without the 대실 share. */
const functions = (dayUse: boolean): string[] => [
  `create or replace function payments_sales_inserted() returns trigger language plpgsql as $$
    begin ${APPLY(SALE('new_rows', ''), dayUse)} return null; end $$;`,
  `create or replace function payments_sales_updated() returns trigger language plpgsql as $$
    begin ${APPLY(`${SALE('new_rows', '')} union all ${SALE('old_rows', '-')}`, dayUse)} return null; end $$;`,
  `create or replace function payments_sales_deleted() returns trigger language plpgsql as $$
    begin ${APPLY(SALE('old_rows', '-'), dayUse)} return null; end $$;`,
];

export class Migration20261202071000DayUseSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sales_days" add column "day_use_sales" bigint not null default 0;`);
    for (const sql of functions(true)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of functions(false)) this.addSql(sql);
    this.addSql(`alter table "sales_days" drop column if exists "day_use_sales";`);
  }
}
