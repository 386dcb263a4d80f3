import { Migration } from '@mikro-orm/migrations';

/**
 * Each 대실 offer carries its room type's lodging, set by a trigger on every write, so the 대실 search reads a
 * lodging's offers through an index (DayUseOfferLodgingIndex) and skips the lodgings with none instead of pricing
 * every lodging of the destination (docs/performance.md "대실 search"). `day_use_offers` is young and small (대실
 * came with the previous release): one `update` fills it. NOT NULL as a check NOT VALID, held by every row written.
 */
export class Migration20261202080000DayUseOfferLodging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "day_use_offers" add column "hotel_id" integer null;`);
    this.addSql(`create function day_use_offers_lodging() returns trigger language plpgsql as $$
      begin
        new.hotel_id := (select r.hotel_id from rooms r where r.id = new.room_id);
        return new;
      end $$;`);
    this.addSql(`create trigger day_use_offers_lodging before insert or update of room_id on day_use_offers
      for each row execute function day_use_offers_lodging();`);
    this.addSql(`update "day_use_offers" o set "hotel_id" = r."hotel_id" from "rooms" r where r."id" = o."room_id";`);
    this.addSql(`alter table "day_use_offers" add constraint "day_use_offers_hotel_id_not_null"
      check ("hotel_id" is not null) not valid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists day_use_offers_lodging on day_use_offers;`);
    this.addSql(`drop function if exists day_use_offers_lodging();`);
    this.addSql(`alter table "day_use_offers" drop column if exists "hotel_id";`);
  }
}
