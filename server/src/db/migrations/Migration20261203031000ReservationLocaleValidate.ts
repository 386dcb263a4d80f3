import { Migration } from '@mikro-orm/migrations';

/** The locale check added NOT VALID (ReservationLocale) now holds for every existing row too. */
export class Migration20261203031000ReservationLocaleValidate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" validate constraint "reservations_locale";`);
  }

  override async down(): Promise<void> {
    // A validated check is the same constraint: nothing to undo.
  }
}
