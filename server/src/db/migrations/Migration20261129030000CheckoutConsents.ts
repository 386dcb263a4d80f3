import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout consents (common/src/consents.ts): one row per consent shown at a booking's checkout, with the
 * text version the person saw and when. Kept with the booking for as long as the booking is (the
 * e-commerce retention): they go only with the reservation row itself.
 * Also the easy-pay provider of a payment (카카오페이, 네이버페이, 토스페이: Toss's `easyPay.provider`), in
 * the payments table and in the local sandbox's, which now remembers the method the window was opened with.
 */
export class Migration20261129030000CheckoutConsents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "checkout_consents" (
      "reservation_id" int not null references "reservations" ("id") on delete cascade,
      "kind" varchar(40) not null,
      "version" varchar(60) not null,
      "agreed" boolean not null,
      "agreed_at" timestamptz not null,
      primary key ("reservation_id", "kind"));`);
    this.addSql(`alter table "payments" add column "easy_pay_provider" varchar(30) null;`);
    this.addSql(`alter table "sandbox_payments" add column "easy_pay" varchar(30) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sandbox_payments" drop column if exists "easy_pay";`);
    this.addSql(`alter table "payments" drop column if exists "easy_pay_provider";`);
    this.addSql(`drop table if exists "checkout_consents";`);
  }
}
