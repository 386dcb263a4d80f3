import { Migration } from '@mikro-orm/migrations';

/**
 * Settlement statements (modules/settlements): the months closed, each lodging's statement of a month with its
 * figures, and the statement's line items and adjustments as they were at close. Closed statements never change:
 * triggers refuse any update of a statement other than its one paid marking, and any update or delete of its
 * lines and adjustments, so no code path (nor a hand-typed statement) can rewrite history.
 */
export class Migration20261130010000Settlements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "settlement_months" (
      "month" date not null primary key check (extract(day from "month") = 1),
      "closed_at" timestamptz not null);`);
    this.addSql(`create table "settlement_statements" (
      "id" serial primary key,
      "hotel_id" int not null references "hotels" ("id") on delete restrict,
      "month" date not null references "settlement_months" ("month") on delete restrict,
      "commission_rate" numeric(5, 2) not null check ("commission_rate" between 0 and 100),
      "gross_amount" int not null,
      "refund_amount" int not null,
      "net_sales" int not null,
      "commission_amount" int not null,
      "payment_fee_amount" int not null,
      "adjustment_amount" int not null,
      "payout_amount" int not null,
      "line_count" int not null,
      "closed_at" timestamptz not null,
      "paid_on" date null,
      "paid_at" timestamptz null,
      constraint "settlement_statements_hotel_month_unique" unique ("hotel_id", "month"),
      constraint "settlement_statements_figures" check (
        "net_sales" = "gross_amount" - "refund_amount"
        and "payout_amount" = "net_sales" - "commission_amount" - "payment_fee_amount" + "adjustment_amount"),
      constraint "settlement_statements_paid" check (("paid_on" is null) = ("paid_at" is null)));`);
    this.addSql(`create index "settlement_statements_month_index" on "settlement_statements" ("month");`);
    // Closing a month and the admin's month read every lodging's paid stays by check-out date.
    this.addSql(`create index if not exists "reservations_paid_check_out_index" on "reservations" ("check_out")
      where "confirmed_at" is not null;`);
    this.addSql(`create table "settlement_lines" (
      "statement_id" int not null references "settlement_statements" ("id") on delete restrict,
      "reservation_id" int not null references "reservations" ("id") on delete restrict,
      "booking_number" varchar(14) not null,
      "order_id" varchar(64) not null,
      "room_name" varchar(255) not null,
      "check_in" date not null,
      "check_out" date not null,
      "status" varchar(20) not null,
      "paid_amount" int not null,
      "refund_amount" int not null,
      "net_amount" int not null,
      "commission_amount" int not null,
      "payment_fee_amount" int not null,
      "payout_amount" int not null,
      primary key ("statement_id", "reservation_id"),
      constraint "settlement_lines_figures" check (
        "net_amount" = "paid_amount" - "refund_amount"
        and "payout_amount" = "net_amount" - "commission_amount" - "payment_fee_amount"));`);
    this.addSql(`create index "settlement_lines_reservation_index" on "settlement_lines" ("reservation_id");`);
    this.addSql(`create table "settlement_adjustments" (
      "id" serial primary key,
      "statement_id" int not null references "settlement_statements" ("id") on delete restrict,
      "reservation_id" int not null references "reservations" ("id") on delete restrict,
      "booking_number" varchar(14) not null,
      "origin_month" date not null,
      "reason" varchar(100) not null,
      "amount" int not null check ("amount" <> 0));`);
    this.addSql(`create index "settlement_adjustments_statement_index" on "settlement_adjustments" ("statement_id");`);
    this.addSql(
      `create index "settlement_adjustments_reservation_index" on "settlement_adjustments" ("reservation_id");`,
    );

    // A statement's figures are frozen at close; only its paid marking may be written, once.
    this.addSql(`create function "settlement_statement_frozen"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          raise exception 'settlement statement % is closed and cannot be deleted', old.id using errcode = 'P0001';
        end if;
        if (new.id, new.hotel_id, new.month, new.commission_rate, new.gross_amount, new.refund_amount, new.net_sales,
            new.commission_amount, new.payment_fee_amount, new.adjustment_amount, new.payout_amount, new.line_count,
            new.closed_at)
           is distinct from
           (old.id, old.hotel_id, old.month, old.commission_rate, old.gross_amount, old.refund_amount, old.net_sales,
            old.commission_amount, old.payment_fee_amount, old.adjustment_amount, old.payout_amount, old.line_count,
            old.closed_at) then
          raise exception 'settlement statement % is closed: its figures cannot change', old.id using errcode = 'P0001';
        end if;
        if old.paid_on is not null then
          raise exception 'settlement statement % is already marked paid', old.id using errcode = 'P0001';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "settlement_statements_frozen" before update or delete on "settlement_statements"
      for each row execute function "settlement_statement_frozen"();`);
    this.addSql(`create function "settlement_rows_frozen"() returns trigger language plpgsql as $$
      begin
        raise exception '% of a closed settlement statement cannot change', tg_table_name using errcode = 'P0001';
      end $$;`);
    this.addSql(`create trigger "settlement_lines_frozen" before update or delete on "settlement_lines"
      for each row execute function "settlement_rows_frozen"();`);
    this.addSql(`create trigger "settlement_adjustments_frozen" before update or delete on "settlement_adjustments"
      for each row execute function "settlement_rows_frozen"();`);
    this.addSql(`create trigger "settlement_months_frozen" before update or delete on "settlement_months"
      for each row execute function "settlement_rows_frozen"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "settlement_adjustments";`);
    this.addSql(`drop table if exists "settlement_lines";`);
    this.addSql(`drop table if exists "settlement_statements";`);
    this.addSql(`drop table if exists "settlement_months";`);
    this.addSql(`drop function if exists "settlement_rows_frozen"();`);
    this.addSql(`drop function if exists "settlement_statement_frozen"();`);
    this.addSql(`drop index if exists "reservations_paid_check_out_index";`);
  }
}
