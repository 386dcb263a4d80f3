import { Migration } from '@mikro-orm/migrations';

/**
 * Coupon conditions: an order minimum (won, on the stay total before the coupon), a maximum discount (PERCENT
 * only) and a start date; checks keep them sane whatever writes them. One copy per member and coupon type was the
 * services' rule under a lock on the type's row; the unique index makes it the database's too.
 */
export class Migration20261130020000CouponConditions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "coupons"
      add column "min_order_amount" int not null default 0,
      add column "max_discount" int null,
      add column "start_date" date null;`);
    this.addSql(`alter table "coupons"
      add constraint "coupons_min_order_amount_check" check ("min_order_amount" >= 0),
      add constraint "coupons_max_discount_check" check ("max_discount" is null or ("type" = 'PERCENT' and "max_discount" > 0)),
      add constraint "coupons_start_date_check" check ("start_date" is null or "expiry_date" is null or "start_date" <= "expiry_date");`);
    this.addSql(
      `create unique index if not exists "user_coupons_user_coupon_unique" on "user_coupons" ("user_id", "coupon_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "user_coupons_user_coupon_unique";`);
    this.addSql(`alter table "coupons"
      drop constraint if exists "coupons_start_date_check",
      drop constraint if exists "coupons_max_discount_check",
      drop constraint if exists "coupons_min_order_amount_check",
      drop column if exists "start_date",
      drop column if exists "max_discount",
      drop column if exists "min_order_amount";`);
  }
}
