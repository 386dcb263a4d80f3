import { Migration } from '@mikro-orm/migrations';

/**
 * The 대실 rooms in use on each night row (docs/decisions/reservations.md "대실 inventory"): per half hour of its
 * date (`day_use`, null when none) and at most during its night's hours (`day_use_night_peak`), so a night's hold
 * checks one column of the rows it already locks. Nullable or constant-default columns: no rewrite; the check NOT
 * VALID (no scan under the lock): the rows already there hold no 대실 and pass by definition.
 */
export class Migration20261202041000DayUseNights extends Migration {
  override async up(): Promise<void> {
    // Immutable, so a check constraint may call it: every half hour in range and within the night's rooms.
    this.addSql(`create or replace function day_use_slots_fit(slots smallint[], total smallint) returns boolean
      language sql immutable parallel safe as
      $$ select cardinality(slots) = 48 and coalesce(bool_and(s between 0 and total), true) from unnest(slots) s $$;`);
    this.addSql(`alter table "room_nights"
      add column "day_use" smallint[] null,
      add column "day_use_night_peak" smallint not null default 0;`);
    // NOT VALID: every row written from now on is checked; the rows already there hold no 대실 and pass by definition.
    this.addSql(`alter table "room_nights" add constraint "room_nights_day_use_fits" check (
        "day_use_night_peak" >= 0 and "held" + "sold" + "day_use_night_peak" <= "total"
        and ("day_use" is null or day_use_slots_fit("day_use", "total"))) not valid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "room_nights" drop constraint if exists "room_nights_day_use_fits",
      drop column if exists "day_use_night_peak", drop column if exists "day_use";`);
    this.addSql(`drop function if exists day_use_slots_fit(smallint[], smallint);`);
  }
}
