import { Migration } from '@mikro-orm/migrations';

/**
 * `hotels.card_revision`: changes whenever what a search result shows of a lodging (name, type, star,
 * address, region, coordinates, active flag, services, photos) changes, so the REST search can keep each
 * lodging's rendered result and read only its id, revision and the stay's figures (search.rest.ts). The
 * values come from a sequence, not a per-row counter: a lodging rebuilt under the same id never gets a
 * revision it had before. The sequence belongs to no column, so `truncate ... restart identity` keeps it.
 */
export class Migration20261125130000HotelCardRevision extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "hotel_card_revisions";`);
    this.addSql(
      `alter table "hotels" add column "card_revision" bigint not null default nextval('hotel_card_revisions');`,
    );
    this.addSql(`create function hotel_card_revise() returns trigger language plpgsql as $$
      begin
        new.card_revision := nextval('hotel_card_revisions');
        return new;
      end $$;`);
    // Review figures are not part of the card (the search reads them with the prices): new reviews keep it.
    this.addSql(`create trigger hotels_card_revise before update on hotels for each row
      when ((old.name, old.type, old.star, old.address, old.region, old.latitude, old.longitude, old.active,
             old.service_names)
            is distinct from
            (new.name, new.type, new.star, new.address, new.region, new.latitude, new.longitude, new.active,
             new.service_names))
      execute function hotel_card_revise();`);
    this.addSql(`create function hotel_images_revise_card() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update hotels set card_revision = nextval('hotel_card_revisions')
           where id in (select distinct hotel_id from old_rows);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update hotels set card_revision = nextval('hotel_card_revisions')
           where id in (select distinct hotel_id from new_rows);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger hotel_images_card_insert after insert on hotel_images
      referencing new table as new_rows for each statement execute function hotel_images_revise_card();`);
    this.addSql(`create trigger hotel_images_card_update after update on hotel_images
      referencing old table as old_rows new table as new_rows
      for each statement execute function hotel_images_revise_card();`);
    this.addSql(`create trigger hotel_images_card_delete after delete on hotel_images
      referencing old table as old_rows for each statement execute function hotel_images_revise_card();`);
    // A truncate names no rows: every lodging's card changes.
    this.addSql(`create function hotel_images_truncated() returns trigger language plpgsql as $$
      begin
        update hotels set card_revision = nextval('hotel_card_revisions');
        return null;
      end $$;`);
    this.addSql(`create trigger hotel_images_card_truncate after truncate on hotel_images
      for each statement execute function hotel_images_truncated();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists hotel_images_card_truncate on hotel_images;`);
    this.addSql(`drop function if exists hotel_images_truncated();`);
    this.addSql(`drop trigger if exists hotel_images_card_insert on hotel_images;`);
    this.addSql(`drop trigger if exists hotel_images_card_update on hotel_images;`);
    this.addSql(`drop trigger if exists hotel_images_card_delete on hotel_images;`);
    this.addSql(`drop function if exists hotel_images_revise_card();`);
    this.addSql(`drop trigger if exists hotels_card_revise on hotels;`);
    this.addSql(`drop function if exists hotel_card_revise();`);
    this.addSql(`alter table "hotels" drop column "card_revision";`);
    this.addSql(`drop sequence if exists "hotel_card_revisions";`);
  }
}
