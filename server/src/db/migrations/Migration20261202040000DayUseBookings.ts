import { Migration } from '@mikro-orm/migrations';

/**
 * 대실 bookings (docs/decisions/reservations.md "대실 inventory"): a reservation says what it sells (`kind`) and a
 * 대실's hours; the rooms in use per half hour are on the night rows (DayUseNights: one table a migration keeps the
 * app's locks out of a cycle). Nullable or constant-default columns: no rewrite; the check NOT VALID (no scan under
 * the exclusive lock) holds for every row written from now on.
 */
export class Migration20261202040000DayUseBookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations"
      add column "kind" text not null default 'NIGHT',
      add column "day_use_starts_at" timestamptz null,
      add column "day_use_ends_at" timestamptz null,
      add column "day_use_held_until" timestamptz null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_day_use_hours" check (
        ("kind" = 'NIGHT' and "day_use_starts_at" is null and "day_use_ends_at" is null and "day_use_held_until" is null)
        or ("kind" = 'DAY_USE' and "check_out" = "check_in" and "day_use_starts_at" < "day_use_ends_at"
            and "day_use_ends_at" <= "day_use_held_until")) not valid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_day_use_hours",
      drop column if exists "day_use_held_until", drop column if exists "day_use_ends_at",
      drop column if exists "day_use_starts_at", drop column if exists "kind";`);
  }
}
