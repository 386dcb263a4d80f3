import { Migration } from '@mikro-orm/migrations';

/**
 * One state per webhook endpoint: ACTIVE, PAUSED (its circuit opened after consecutive failures; its
 * deliveries wait for the owner to resume it) or DISABLED (failing for 24 h). Expands only: `active` is
 * filled from the state for replicas of the previous release and dropped by a later migration.
 */
export class Migration20261128231000WebhookCircuit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints"
      add column "state" varchar(10) not null default 'ACTIVE' check ("state" in ('ACTIVE', 'PAUSED', 'DISABLED')),
      add column "consecutive_failures" int not null default 0,
      add column "paused_at" timestamptz null;`);
    this.addSql(`update "webhook_endpoints" set "state" = 'DISABLED' where not "active";`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "webhook_endpoints" set "active" = "state" <> 'DISABLED';`);
    this.addSql(`alter table "webhook_endpoints" drop column "state", drop column "consecutive_failures",
      drop column "paused_at";`);
  }
}
