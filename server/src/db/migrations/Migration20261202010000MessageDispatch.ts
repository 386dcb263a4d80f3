import { Migration } from '@mikro-orm/migrations';

/** The SMS dispatcher: when an unsettled message is due again (`retry_at`); its index is MessageDispatchIndex. */
export class Migration20261202010000MessageDispatch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "retry_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop column if exists "retry_at";`);
  }
}
