import { Migration } from '@mikro-orm/migrations';

/**
 * Coupon codes a member types in (쿠폰 등록): an optional code per coupon type, unique, stored upper-case.
 * One use per member is the existing rule of user_coupons (a member ever holding a type is never given it again).
 */
export class Migration20261129020000CouponCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "coupons" add column "code" varchar(20) null;`);
    this.addSql(`create unique index "coupons_code_unique" on "coupons" ("code") where "code" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "coupons_code_unique";`);
    this.addSql(`alter table "coupons" drop column if exists "code";`);
  }
}
