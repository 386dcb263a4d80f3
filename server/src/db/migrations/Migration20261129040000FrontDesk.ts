import { Migration } from '@mikro-orm/migrations';

/**
 * The front desk's marks on a booking (reservations/front-desk.service.ts): when the guest checked in, checked
 * out, or was marked a no-show (status NO_SHOW too). Nullable columns with no default: no table rewrite. The
 * partial index serves the 오늘 sheet, which reads paid bookings by their check-in and check-out days.
 */
export class Migration20261129040000FrontDesk extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations"
      add column "checked_in_at" timestamptz null,
      add column "checked_out_at" timestamptz null,
      add column "no_show_at" timestamptz null;`);
    this
      .addSql(`create index if not exists "reservations_front_desk_index" on "reservations" ("hotel_id", "check_in", "check_out")
      where "confirmed_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_front_desk_index";`);
    this.addSql(`alter table "reservations"
      drop column if exists "no_show_at",
      drop column if exists "checked_out_at",
      drop column if exists "checked_in_at";`);
  }
}
