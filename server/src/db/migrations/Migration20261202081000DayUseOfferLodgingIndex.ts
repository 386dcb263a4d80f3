import { Migration } from '@mikro-orm/migrations';
import { createIndexConcurrently } from '../migration-runner';

/**
 * A lodging's enabled 대실 offers: the 대실 search's first read per lodging, empty for the ~40 % that sell none
 * (docs/decisions/search.md "대실"). Built CONCURRENTLY on an existing table, so outside a transaction.
 */
export class Migration20261202081000DayUseOfferLodgingIndex extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    for (const sql of createIndexConcurrently(
      'day_use_offers_lodging_index',
      `on "day_use_offers" ("hotel_id") where "enabled"`,
    )) {
      this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop index concurrently if exists "day_use_offers_lodging_index";`);
  }
}
