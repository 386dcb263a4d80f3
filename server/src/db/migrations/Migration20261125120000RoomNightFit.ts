import { Migration } from '@mikro-orm/migrations';

/**
 * Each night carries its room type's capacity and active flag, kept by a trigger on `rooms`, so a search
 * reads a lodging's nights of a date alone: before, it looked up the lodging's fitting room types first,
 * one `rooms` lookup per lodging (≈ 30% of the 서울 search statement at 10,000 lodgings,
 * docs/performance.md). Neither column is indexed: the trigger's updates stay HOT.
 */
export class Migration20261125120000RoomNightFit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "room_nights" add column "room_capacity" smallint, add column "room_active" boolean;`);
    this.addSql(
      `update "room_nights" n set "room_capacity" = r."capacity", "room_active" = r."active" from "rooms" r where r."id" = n."room_id";`,
    );
    this.addSql(
      `alter table "room_nights" alter column "room_capacity" set not null, alter column "room_active" set not null;`,
    );
    this.addSql(`create function room_nights_follow_room() returns trigger language plpgsql as $$
      begin
        update room_nights set room_capacity = new.capacity, room_active = new.active where room_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger rooms_nights_follow after update of capacity, active on rooms for each row
      when (old.capacity is distinct from new.capacity or old.active is distinct from new.active)
      execute function room_nights_follow_room();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists rooms_nights_follow on rooms;`);
    this.addSql(`drop function if exists room_nights_follow_room();`);
    this.addSql(`alter table "room_nights" drop column "room_capacity", drop column "room_active";`);
  }
}
