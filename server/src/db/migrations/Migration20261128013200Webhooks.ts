import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks: endpoints, the event outbox (written in the transaction of the change), one
 * delivery per event and endpoint, and each attempt recorded before the call and answered after it.
 */
export class Migration20261128013200Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoints" (
      "id" serial primary key,
      "owner_id" int not null references "users" ("id") on delete cascade,
      "scope" varchar(10) not null check ("scope" in ('MANAGER', 'PARTNER')),
      "url" varchar(2000) not null,
      "events" text[] not null,
      "secret_cipher" text not null,
      "active" boolean not null default true,
      "failing_since" timestamptz null,
      "disabled_at" timestamptz null,
      "deleted_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "webhook_endpoints_owner_id_index" on "webhook_endpoints" ("owner_id");`);
    this.addSql(`create table "webhook_events" (
      "id" bigserial primary key,
      "public_id" uuid not null unique default gen_random_uuid(),
      "type" varchar(40) not null,
      "hotel_id" int null,
      "reservation_id" int null,
      "stream" varchar(80) not null,
      "data" jsonb not null,
      "created_at" timestamptz not null,
      "fanned_out_at" timestamptz null);`);
    this.addSql(
      `create index "webhook_events_unfanned_index" on "webhook_events" ("stream", "id") where "fanned_out_at" is null;`,
    );
    this.addSql(`create table "webhook_deliveries" (
      "id" bigserial primary key,
      "event_id" bigint not null references "webhook_events" ("id") on delete cascade,
      "endpoint_id" int not null references "webhook_endpoints" ("id") on delete cascade,
      "stream" varchar(80) not null,
      "status" varchar(10) not null default 'PENDING' check ("status" in ('PENDING', 'SUCCEEDED', 'FAILED')),
      "attempts" smallint not null default 0,
      "next_attempt_at" timestamptz not null,
      "last_status_code" int null,
      "last_error" text null,
      "last_attempt_at" timestamptz null,
      "delivered_at" timestamptz null,
      "created_at" timestamptz not null,
      unique ("event_id", "endpoint_id"));`);
    this.addSql(
      `create index "webhook_deliveries_stream_index" on "webhook_deliveries" ("endpoint_id", "stream", "event_id") where "status" = 'PENDING';`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_recent_index" on "webhook_deliveries" ("endpoint_id", "id" desc);`,
    );
    this.addSql(`create table "webhook_attempts" (
      "id" bigserial primary key,
      "delivery_id" bigint not null references "webhook_deliveries" ("id") on delete cascade,
      "started_at" timestamptz not null,
      "finished_at" timestamptz null,
      "status_code" int null,
      "error" text null);`);
    this.addSql(`create index "webhook_attempts_delivery_id_index" on "webhook_attempts" ("delivery_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempts";`);
    this.addSql(`drop table if exists "webhook_deliveries";`);
    this.addSql(`drop table if exists "webhook_events";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
  }
}
