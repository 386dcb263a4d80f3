import { Migration } from '@mikro-orm/migrations';

/**
 * Daily caps per recipient: a notice over its cap is kept as SUPPRESSED, and today's messages to one
 * recipient are counted through an index on (recipient, created_at).
 */
export class Migration20261128230000NotificationCaps extends Migration {
  override async up(): Promise<void> {
    // A wider check only admits more rows: NOT VALID skips re-reading the table under the exclusive lock.
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_status_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_status_check"
      check ("status" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED')) not valid;`);
    this.addSql(
      `create index "notifications_recipient_created_at_index" on "notifications" ("recipient", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "notifications_recipient_created_at_index";`);
    this.addSql(`update "notifications" set "status" = 'FAILED' where "status" = 'SUPPRESSED';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_status_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_status_check"
      check ("status" in ('PENDING', 'SENDING', 'SENT', 'FAILED'));`);
  }
}
