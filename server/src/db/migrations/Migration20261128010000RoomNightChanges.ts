import { Migration } from '@mikro-orm/migrations';

/**
 * Who changed which night of the calendar, and how: one row per night and
 * field, written in the edit's transaction. The changer stays named after the account is gone (`changed_by`
 * set null, `changed_by_name` kept).
 */
export class Migration20261128010000RoomNightChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "room_night_changes" (
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
    this.addSql(`create index "room_night_changes_night_index" on "room_night_changes" ("room_id", "date", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "room_night_changes";`);
  }
}
