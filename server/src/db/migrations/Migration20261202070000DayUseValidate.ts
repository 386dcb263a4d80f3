import { Migration } from '@mikro-orm/migrations';

/**
 * The 대실 checks added NOT VALID (DayUseOffers, DayUseBookings) now hold for every existing row too: each
 * `validate constraint` scans its table under a lock that blocks no reader or writer (docs/decisions/data.md
 * "Changing the schema"), so one migration may validate all three.
 */
export class Migration20261202070000DayUseValidate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" validate constraint "reservations_day_use_hours";`);
    this.addSql(`alter table "room_nights" validate constraint "room_nights_day_use_fits";`);
    this.addSql(`alter table "hotels" validate constraint "hotels_day_use_free_cancel_minutes";`);
  }

  override async down(): Promise<void> {
    // A validated check is the same constraint: nothing to undo.
  }
}
