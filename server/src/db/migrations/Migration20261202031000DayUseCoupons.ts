import { Migration } from '@mikro-orm/migrations';

/** A coupon type applies to 대실 only when it says so (docs/decisions/day-use.md): one table a migration. */
export class Migration20261202031000DayUseCoupons extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "coupons" add column "applies_to_day_use" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "coupons" drop column if exists "applies_to_day_use";`);
  }
}
