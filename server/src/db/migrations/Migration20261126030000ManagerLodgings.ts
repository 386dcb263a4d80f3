import { Migration } from '@mikro-orm/migrations';

/**
 * The manager console's lodgings: a lodging a manager deletes becomes DELETED (hidden everywhere, its
 * reservations and payments kept), and a room type may have its own check-in and check-out times (null:
 * the lodging's).
 */
export class Migration20261126030000ManagerLodgings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" drop constraint if exists "hotels_status_check";`);
    this.addSql(
      `alter table "hotels" add constraint "hotels_status_check" check ("status" in ('PENDING', 'APPROVED', 'DELETED'));`,
    );
    this.addSql(
      `alter table "rooms" add column "checkin_time" varchar(5) null, add column "checkout_time" varchar(5) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rooms" drop column "checkin_time", drop column "checkout_time";`);
    this.addSql(`alter table "hotels" drop constraint if exists "hotels_status_check";`);
    this.addSql(
      `alter table "hotels" add constraint "hotels_status_check" check ("status" in ('PENDING', 'APPROVED'));`,
    );
  }
}
