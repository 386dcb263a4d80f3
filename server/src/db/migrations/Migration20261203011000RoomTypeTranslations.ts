import { Migration } from '@mikro-orm/migrations';

/**
 * Room types' names and descriptions in the translated locales (`{"en": {"name": …, "description": …}, …}`; Korean
 * stays in its columns, the source of truth). A constant default: no table rewrite. docs/decisions/i18n-content.md.
 */
export class Migration20261203011000RoomTypeTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rooms" add column "translations" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rooms" drop column if exists "translations";`);
  }
}
