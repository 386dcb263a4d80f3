import { Migration } from '@mikro-orm/migrations';

/**
 * A landmark's 1-based data row in the spreadsheet: /landmark/{id} falls back to it when no row has
 * that id (spec §2). Rows imported before it take their place in id order.
 */
export class Migration20261125160000LandmarkSheetRow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "landmarks" add column "sheet_row" int not null default 0;`);
    this.addSql(
      `update "landmarks" l set "sheet_row" = r.n
         from (select id, row_number() over (order by id) as n from "landmarks") r
        where r.id = l.id;`,
    );
    this.addSql(`alter table "landmarks" alter column "sheet_row" drop default;`);
    this.addSql(`create unique index "landmarks_sheet_row_unique" on "landmarks" ("sheet_row");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "landmarks" drop column "sheet_row";`);
  }
}
