import { Migration } from '@mikro-orm/migrations';

/**
 * `hotels.updated_at`, the sitemap's `lastmod`: kept by a trigger on every real change of the row (the manager's
 * edits, approval, hiding, and the review and service summaries other triggers write), so no writer can
 * forget it. Existing rows start at their creation.
 */
export class Migration20261127173100HotelUpdatedAt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" add column "updated_at" timestamptz not null default now();`);
    this.addSql(`update "hotels" set "updated_at" = "created_at";`);
    this.addSql(`create or replace function hotels_touch_updated_at() returns trigger language plpgsql as $$
      begin
        -- The stored generated search_text is not computed yet in a BEFORE trigger: compare without it.
        if to_jsonb(new) - 'search_text' - 'updated_at' is distinct from to_jsonb(old) - 'search_text' - 'updated_at' then
          new.updated_at := now();
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger hotels_touch_updated_at before update on "hotels"
      for each row execute function hotels_touch_updated_at();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists hotels_touch_updated_at on "hotels";`);
    this.addSql(`drop function if exists hotels_touch_updated_at();`);
    this.addSql(`alter table "hotels" drop column "updated_at";`);
  }
}
