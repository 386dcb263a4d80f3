import { Migration } from '@mikro-orm/migrations';

/** Booking notices: one row per message with its delivery, and the local Solapi's messages. */
export class Migration20261127150000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notifications" (
      "id" serial primary key,
      "key" varchar(200) not null unique,
      "event" varchar(40) not null,
      "channel" varchar(10) not null check ("channel" in ('SMS', 'EMAIL')),
      "recipient" varchar(320) not null,
      "subject" varchar(300) null,
      "body" text not null,
      "reservation_id" int null,
      "status" varchar(10) not null default 'PENDING' check ("status" in ('PENDING', 'SENDING', 'SENT', 'FAILED')),
      "attempts" smallint not null default 0,
      "last_error" text null,
      "provider_id" varchar(200) null,
      "attempted_at" timestamptz null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "notifications_reservation_id_index" on "notifications" ("reservation_id");`);
    this.addSql(`create index "notifications_status_created_at_index" on "notifications" ("status", "created_at");`);
    this.addSql(`create table "local_sms" (
      "id" serial primary key,
      "message_id" varchar(40) not null unique,
      "group_id" varchar(40) not null,
      "to" varchar(20) not null,
      "from" varchar(20) not null,
      "text" text not null,
      "subject" varchar(100) null,
      "type" varchar(10) not null,
      "sent_at" timestamptz not null default now());`);
    this.addSql(`create index "local_sms_to_index" on "local_sms" ("to");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "local_sms";`);
    this.addSql(`drop table if exists "notifications";`);
  }
}
