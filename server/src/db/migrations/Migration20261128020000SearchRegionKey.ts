import { Migration } from '@mikro-orm/migrations';

/**
 * A night's rows by province, in price order (docs/decisions/search.md "Cheapest first by province"):
 * each night carries its lodging's province key (`lodging_region_key` of the region's first word, e.g.
 * 서울특별시), so a one-night PRICE_ASC page of 서울 walks 서울's rows alone instead of every province's cheaper
 * ones. Kept like `room_capacity`: the bulk insert writes it, a trigger fills any other insert, and a lodging's
 * region change rewrites its nights. Lodgings named after a province they are not in are found through
 * `search_text_outside_region`, their text without their own province.
 */
export const REGION_WALK_INDEXES: Array<[name: string, definition: string]> = [
  [
    'room_nights_date_region_price',
    `on "room_nights" ("date", "region_key", "price", "hotel_id") where "room_active" and not "closed"`,
  ],
  ['hotels_region_token', `on "hotels" (lodging_region_token("region"))`],
  [
    'hotels_search_outside_region',
    `on "hotels" using gin (text_bigrams(search_text_outside_region("search_text", "region")))`,
  ],
];

export class Migration20261128020000SearchRegionKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function lodging_region_token(region text) returns text language sql immutable parallel safe
      return lower(split_part(region, ' ', 1));`);
    this.addSql(`create function lodging_region_key(region text) returns int language sql immutable parallel safe
      return hashtext(lodging_region_token(region));`);
    // The text with the lodging's own province token taken out (whole, space-delimited tokens only).
    this.addSql(`create function search_text_outside_region(search_text text, region text) returns text
      language sql immutable parallel safe
      return replace(' ' || search_text || ' ', ' ' || lodging_region_token(region) || ' ', ' ');`);
    this.addSql(`alter table "room_nights" add column "region_key" int;`);
    this.addSql(
      `update "room_nights" n set "region_key" = lodging_region_key(h."region") from "hotels" h where h."id" = n."hotel_id";`,
    );
    this.addSql(`create function room_nights_region_key() returns trigger language plpgsql as $$
      begin
        select lodging_region_key(h.region) into new.region_key from hotels h where h.id = new.hotel_id;
        return new;
      end $$;`);
    this.addSql(`create trigger room_nights_region_key before insert on room_nights for each row
      when (new.region_key is null) execute function room_nights_region_key();`);
    this.addSql(`create function room_nights_follow_region() returns trigger language plpgsql as $$
      begin
        update room_nights set region_key = lodging_region_key(new.region) where hotel_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger hotels_nights_follow_region after update of region on hotels for each row
      when (old.region is distinct from new.region) execute function room_nights_follow_region();`);
    for (const [name, definition] of REGION_WALK_INDEXES) this.addSql(`create index "${name}" ${definition};`);
  }

  override async down(): Promise<void> {
    for (const [name] of REGION_WALK_INDEXES) this.addSql(`drop index "${name}";`);
    this.addSql(`drop trigger hotels_nights_follow_region on hotels;`);
    this.addSql(`drop function room_nights_follow_region();`);
    this.addSql(`drop trigger room_nights_region_key on room_nights;`);
    this.addSql(`drop function room_nights_region_key();`);
    this.addSql(`alter table "room_nights" drop column "region_key";`);
    this.addSql(`drop function search_text_outside_region(text, text);`);
    this.addSql(`drop function lodging_region_key(text);`);
    this.addSql(`drop function lodging_region_token(text);`);
  }
}
