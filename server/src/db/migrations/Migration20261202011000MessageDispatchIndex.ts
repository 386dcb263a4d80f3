import { Migration } from '@mikro-orm/migrations';
import { createIndexConcurrently } from '../migration-runner';

/**
 * The unsettled messages by channel in order: the few rows a dispatcher's claim reads however many are already
 * settled. Built CONCURRENTLY (notifications grows with every booking), so outside a transaction.
 */
export class Migration20261202011000MessageDispatchIndex extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    for (const sql of createIndexConcurrently(
      'notifications_unsettled_index',
      `on "notifications" ("channel", "id") where "status" in ('PENDING', 'SENDING')`,
    )) {
      this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop index concurrently if exists "notifications_unsettled_index";`);
  }
}
