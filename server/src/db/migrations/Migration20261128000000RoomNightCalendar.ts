import { Migration } from '@mikro-orm/migrations';

/**
 * A manager's rates calendar closes nights and asks for a minimum stay per arrival night. Defaults keep
 * every existing night open with no minimum, so nothing booked or searchable changes.
 */
export class Migration20261128000000RoomNightCalendar extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "room_nights" add column "closed" boolean not null default false,
         add column "min_stay" smallint not null default 1,
         add constraint "room_nights_min_stay_range" check (min_stay between 1 and 30);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "room_nights" drop constraint "room_nights_min_stay_range", drop column "closed", drop column "min_stay";`,
    );
  }
}
