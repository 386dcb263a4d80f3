import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222052HotelSearchText extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "hotels" add column "search_text" text generated always as (lower((region || ' ' || address || ' ' || name))) stored null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hotels" drop column "search_text";`);
  }
}
