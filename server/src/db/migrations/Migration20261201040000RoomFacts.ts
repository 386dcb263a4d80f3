import { Migration } from '@mikro-orm/migrations';

/**
 * Room facts: bed type (a fixed Korean list), size in ㎡, amenity tags and a description, as the manager's form
 * sets them (common/room-facts.ts); checks keep them sane whatever writes them.
 */
export class Migration20261201040000RoomFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rooms"
      add column "bed_type" varchar(10) null,
      add column "size_sqm" smallint null,
      add column "amenities" text[] not null default '{}',
      add column "description" varchar(1000) null;`);
    this.addSql(`alter table "rooms"
      add constraint "rooms_bed_type_check" check ("bed_type" is null or "bed_type" in ('싱글', '더블', '퀸', '킹', '트윈', '온돌', '패밀리')),
      add constraint "rooms_size_sqm_check" check ("size_sqm" is null or "size_sqm" between 1 and 1000),
      add constraint "rooms_amenities_check" check (cardinality("amenities") <= 20);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rooms"
      drop constraint if exists "rooms_amenities_check",
      drop constraint if exists "rooms_size_sqm_check",
      drop constraint if exists "rooms_bed_type_check",
      drop column if exists "description",
      drop column if exists "amenities",
      drop column if exists "size_sqm",
      drop column if exists "bed_type";`);
  }
}
