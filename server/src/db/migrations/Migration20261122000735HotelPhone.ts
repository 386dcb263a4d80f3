import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000735HotelPhone extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" add column "phone" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hotels" drop column "phone";`);
  }
}
