import { Migration } from '@mikro-orm/migrations';

/**
 * Each night carries its lodging (`hotel_id`, the lodging of its room type, which never changes) and is
 * indexed by (date, lodging): a search reads one lodging's nights of a date with one index lookup, instead
 * of one per room type (1,590 instead of 4,770 for 서울 at 10,000 lodgings). Pages keep 10% free so the
 * hold and sale updates stay on their page (HOT: no index entries written); new nights are inserted date
 * by date and lodging by lodging, as the daily extension leaves them (docs/performance.md).
 */
export class Migration20261122030000RoomNightLodging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "room_nights" add column "hotel_id" int;`);
    this.addSql(`update "room_nights" n set "hotel_id" = r."hotel_id" from "rooms" r where r."id" = n."room_id";`);
    this.addSql(`alter table "room_nights" alter column "hotel_id" set not null;`);
    this.addSql(
      `alter table "room_nights" add constraint "room_nights_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "room_nights_date_hotel_id_index" on "room_nights" ("date", "hotel_id");`);
    this.addSql(`alter table "room_nights" set (fillfactor = 90);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "room_nights" reset (fillfactor);`);
    this.addSql(`drop index "room_nights_date_hotel_id_index";`);
    this.addSql(`alter table "room_nights" drop constraint "room_nights_hotel_id_foreign";`);
    this.addSql(`alter table "room_nights" drop column "hotel_id";`);
  }
}
