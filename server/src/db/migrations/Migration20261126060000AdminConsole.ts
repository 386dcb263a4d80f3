import { Migration } from '@mikro-orm/migrations';

/** An administrator may reject a lodging (spec §4): it keeps the row and its manager sees `거절`. */
export class Migration20261126060000AdminConsole extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" drop constraint if exists "hotels_status_check";`);
    this.addSql(
      `alter table "hotels" add constraint "hotels_status_check" check ("status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELETED'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "hotels" set "status" = 'PENDING' where "status" = 'REJECTED';`);
    this.addSql(`alter table "hotels" drop constraint if exists "hotels_status_check";`);
    this.addSql(
      `alter table "hotels" add constraint "hotels_status_check" check ("status" in ('PENDING', 'APPROVED', 'DELETED'));`,
    );
  }
}
