import { Migration } from '@mikro-orm/migrations';

/**
 * 대실 as a manager offers it: one offer per room type (hours, durations and prices, last start, cleaning
 * buffer, rooms at once), per-day overrides beside the nights' calendar with their own history (the shape of
 * `room_night_changes`) and the lodging's free-cancellation window (the coupon's opt-in: DayUseCoupons).
 */
export class Migration20261202030000DayUseOffers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "day_use_offers" (
      "room_id" integer primary key references "rooms" ("id") on delete cascade,
      "enabled" boolean not null default false,
      "opens" time not null,
      "closes" time not null,
      "weekend_opens" time null,
      "weekend_closes" time null,
      "last_start" time not null,
      "buffer_minutes" smallint not null default 30 check ("buffer_minutes" between 0 and 240),
      "max_rooms" smallint not null check ("max_rooms" >= 0),
      "durations" jsonb not null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "day_use_days" (
      "room_id" integer not null references "rooms" ("id") on delete cascade,
      "date" date not null,
      "prices" jsonb null,
      "max_rooms" smallint null check ("max_rooms" >= 0),
      "closed" boolean not null default false,
      primary key ("room_id", "date")
    );`);
    this.addSql(`create table "day_use_day_changes" (
      "id" bigserial primary key,
      "room_id" int not null references "rooms" ("id") on delete cascade,
      "date" date not null,
      "field" varchar(20) not null,
      "before_value" varchar(20) null,
      "after_value" varchar(20) not null,
      "changed_by" int null references "users" ("id") on delete set null,
      "changed_by_name" varchar(100) not null,
      "changed_at" timestamptz not null
    );`);
    this.addSql(`create index "day_use_day_changes_day_index" on "day_use_day_changes" ("room_id", "date", "id");`);
    // A constant default: no rewrite; the check NOT VALID (no scan under the lock), held by every row written.
    this.addSql(`alter table "hotels" add column "day_use_free_cancel_minutes" smallint not null default 60;`);
    this.addSql(`alter table "hotels" add constraint "hotels_day_use_free_cancel_minutes"
      check ("day_use_free_cancel_minutes" between 0 and 1440) not valid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hotels" drop column if exists "day_use_free_cancel_minutes";`);
    this.addSql(`drop table if exists "day_use_day_changes";`);
    this.addSql(`drop table if exists "day_use_days";`);
    this.addSql(`drop table if exists "day_use_offers";`);
  }
}
