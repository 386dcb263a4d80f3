import { Migration } from '@mikro-orm/migrations';

/**
 * The guest's language and e-mail on a booking (docs/decisions/i18n-guests.md): its notices are written in
 * `locale`, and a guest abroad whose phone cannot take SMS hears by `guest_email`. A constant default and a
 * nullable column: no rewrite; the check NOT VALID (no scan under the exclusive lock), validated in
 * ReservationLocaleValidate.
 */
export class Migration20261203030000ReservationLocale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations"
      add column "locale" text not null default 'ko',
      add column "guest_email" varchar(254) null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_locale"
      check ("locale" in ('ko', 'en', 'ja', 'zh-Hans')) not valid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_locale",
      drop column if exists "guest_email", drop column if exists "locale";`);
  }
}
