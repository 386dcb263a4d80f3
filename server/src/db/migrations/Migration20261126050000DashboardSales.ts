import { Migration } from '@mikro-orm/migrations';

/**
 * The sales of the dashboards (docs/decisions/dashboards.md), kept by statement-level triggers on
 * `payments` so a dashboard reads a few thousand rows instead of every payment: `sales_days` per lodging,
 * room type and Asia/Seoul day of payment (the manager dashboard, a lodging's monthly revenue) and
 * `region_sales_days` per region and day (the admin dashboard). A payment's sale is its amount net of
 * refunds (`amount - canceled_amount`), counted on the day it was approved; a booking counts until it
 * is refunded in full. This is the one definition of revenue: both tables apply it, nothing else does.
 * The keys include the figures, so the dashboards' reads are index-only scans.
 */
const APPLY = (rows: string) => `
  with changed as (${rows}),
  delta as (
    select r.hotel_id, r.room_id, (c.approved_at at time zone 'Asia/Seoul')::date as day,
           sum(c.sales)::bigint as sales, sum(c.bookings)::int as bookings
      from changed c join reservations r on r.id = c.reservation_id
     group by 1, 2, 3
    having sum(c.sales) <> 0 or sum(c.bookings) <> 0),
  lodging as (
    insert into sales_days as s (hotel_id, room_id, day, sales, bookings)
    select hotel_id, room_id, day, sales, bookings from delta
    on conflict (hotel_id, day, room_id)
    do update set sales = s.sales + excluded.sales, bookings = s.bookings + excluded.bookings)
  insert into region_sales_days as s (day, region, sales, bookings)
  select d.day, h.region, sum(d.sales), sum(d.bookings) from delta d join hotels h on h.id = d.hotel_id
   group by 1, 2
  on conflict (day, region)
  do update set sales = s.sales + excluded.sales, bookings = s.bookings + excluded.bookings;`;

const SALE = (table: string, sign: '' | '-') =>
  `select reservation_id, approved_at, ${sign}(amount - canceled_amount) as sales,
          ${sign}(case when amount > canceled_amount then 1 else 0 end) as bookings from ${table}`;

export class Migration20261126050000DashboardSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "sales_days" (
      "hotel_id" int not null references "hotels" ("id") on delete cascade,
      "room_id" int not null references "rooms" ("id") on delete cascade,
      "day" date not null,
      "sales" bigint not null default 0,
      "bookings" int not null default 0,
      primary key ("hotel_id", "day", "room_id") include ("sales", "bookings"));`);
    this.addSql(`create table "region_sales_days" (
      "day" date not null,
      "region" varchar(100) not null,
      "sales" bigint not null default 0,
      "bookings" int not null default 0,
      primary key ("day", "region") include ("sales", "bookings"));`);
    // Occupancy of months that are over, per lodging: their nights no longer change (a cancellation gives
    // back nights from today on), so the dashboard writes each once instead of reading ~4,500 nights a year.
    this.addSql(`create table "occupancy_months" (
      "hotel_id" int not null references "hotels" ("id") on delete cascade,
      "month" date not null,
      "sold" int not null,
      "open" int not null,
      primary key ("hotel_id", "month") include ("sold", "open"));`);
    // The same for the days before today that the daily and weekly charts show.
    this.addSql(`create table "occupancy_days" (
      "hotel_id" int not null references "hotels" ("id") on delete cascade,
      "day" date not null,
      "sold" int not null,
      "open" int not null,
      primary key ("hotel_id", "day") include ("sold", "open"));`);
    this.addSql(`create function payments_sales_inserted() returns trigger language plpgsql as $$
      begin ${APPLY(SALE('new_rows', ''))} return null; end $$;`);
    this.addSql(`create function payments_sales_updated() returns trigger language plpgsql as $$
      begin ${APPLY(`${SALE('new_rows', '')} union all ${SALE('old_rows', '-')}`)} return null; end $$;`);
    this.addSql(`create function payments_sales_deleted() returns trigger language plpgsql as $$
      begin ${APPLY(SALE('old_rows', '-'))} return null; end $$;`);
    this.addSql(`create trigger payments_sales_inserted after insert on payments
      referencing new table as new_rows for each statement execute function payments_sales_inserted();`);
    this.addSql(`create trigger payments_sales_updated after update on payments
      referencing old table as old_rows new table as new_rows for each statement execute function payments_sales_updated();`);
    this.addSql(`create trigger payments_sales_deleted after delete on payments
      referencing old table as old_rows for each statement execute function payments_sales_deleted();`);
    // The payments made before the tables existed.
    this.addSql(`do $$ begin ${APPLY(SALE('payments', ''))} end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists payments_sales_inserted on payments;`);
    this.addSql(`drop trigger if exists payments_sales_updated on payments;`);
    this.addSql(`drop trigger if exists payments_sales_deleted on payments;`);
    this.addSql(
      `drop function if exists payments_sales_inserted(), payments_sales_updated(), payments_sales_deleted();`,
    );
    this.addSql(`drop table if exists "occupancy_days";`);
    this.addSql(`drop table if exists "occupancy_months";`);
    this.addSql(`drop table if exists "region_sales_days";`);
    this.addSql(`drop table if exists "sales_days";`);
  }
}
