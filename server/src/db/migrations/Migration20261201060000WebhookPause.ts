import { Migration } from '@mikro-orm/migrations';

/**
 * Who paused a webhook endpoint: its owner (`OWNER`, from the console or the API) or its circuit after
 * failures in a row (`FAILURES`); null while it is not paused. And the delivery log filtered by status
 * reads each endpoint's newest deliveries of one status from an index.
 */
export class Migration20261201060000WebhookPause extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints"
      add column "paused_by" varchar(10) null check ("paused_by" in ('OWNER', 'FAILURES'));`);
    this.addSql(`update "webhook_endpoints" set "paused_by" = 'FAILURES' where "state" = 'PAUSED';`);
    this.addSql(
      `create index "webhook_deliveries_endpoint_status_index" on "webhook_deliveries" ("endpoint_id", "status", "id" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_deliveries_endpoint_status_index";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "paused_by";`);
  }
}
