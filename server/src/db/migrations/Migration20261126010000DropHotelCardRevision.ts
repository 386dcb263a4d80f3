import { Migration } from '@mikro-orm/migrations';
import { Migration20261125130000HotelCardRevision } from './Migration20261125130000HotelCardRevision';

/**
 * The REST search no longer keeps rendered results per lodging (docs/decisions/search.md, search): `hotels.card_revision`,
 * its sequence and the triggers that bumped it go, as their own migration's `down` removes them.
 */
export class Migration20261126010000DropHotelCardRevision extends Migration {
  override async up(): Promise<void> {
    await this.replay((made) => made.down());
  }

  override async down(): Promise<void> {
    await this.replay((made) => made.up());
  }

  private async replay(step: (made: Migration) => void | Promise<void>): Promise<void> {
    const made = new Migration20261125130000HotelCardRevision(this.driver, this.config);
    await step(made);
    for (const query of made.getQueries()) this.addSql(query);
  }
}
