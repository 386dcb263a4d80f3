import { Migration } from '@mikro-orm/migrations';

/** A rejected lodging keeps the administrator's reason, which its manager sees beside `거절`. */
export class Migration20261127160000HotelRejectionReason extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" add column "rejection_reason" varchar(500) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hotels" drop column "rejection_reason";`);
  }
}
