import { Migration } from '@mikro-orm/migrations';

/**
 * Who holds an unpaid reservation: the client IP and the browser's key (X-Browser-Key). Guests' open
 * holds are counted per IP, and a client's abandoned checkout is released when it prepares again.
 */
export class Migration20261125190000HoldClient extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reservations" add column "hold_ip" varchar(64) null, add column "hold_browser" varchar(64) null;`,
    );
    this.addSql(`create index "reservations_hold_ip_status_index" on "reservations" ("hold_ip", "status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_hold_ip_status_index";`);
    this.addSql(`alter table "reservations" drop column "hold_ip", drop column "hold_browser";`);
  }
}
