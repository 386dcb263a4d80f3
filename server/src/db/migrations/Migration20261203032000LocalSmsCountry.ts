import { Migration } from '@mikro-orm/migrations';

/** The local Solapi records the country a message went to (`82` unless Solapi's `country` field said otherwise). */
export class Migration20261203032000LocalSmsCountry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "local_sms" add column "country" varchar(4) not null default '82';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "local_sms" drop column if exists "country";`);
  }
}
