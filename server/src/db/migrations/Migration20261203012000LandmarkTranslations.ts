import { Migration } from '@mikro-orm/migrations';

/**
 * Landmarks' names, descriptions and overviews in the translated locales (`{"en": {"name": …, "description": …, "overview": …}, …}`; Korean
 * stays in its columns, the source of truth). A constant default: no table rewrite. docs/decisions/i18n-content.md.
 */
export class Migration20261203012000LandmarkTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "landmarks" add column "translations" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "landmarks" drop column if exists "translations";`);
  }
}
