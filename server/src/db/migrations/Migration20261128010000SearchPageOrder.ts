import { Migration } from '@mikro-orm/migrations';

/** A night's open rows in price order (one-night PRICE_ASC); the scale seeder builds it after its bulk load. */
export const PAGE_PRICE_INDEX = `create index "room_nights_date_price" on "room_nights" ("date", "price", "hotel_id")
  where "room_active" and not "closed"`;

/**
 * Indexes in the orders the search's pages are read in (issue 33, search-page.repository.ts), so a page
 * walks its order and stops instead of pricing every match: a night's open rows by price (one-night
 * PRICE_ASC; `held`/`sold` are not in it, so a booking's updates stay HOT), the lodgings by score (RATING_DESC)
 * and by each weekday slot's RECOMMENDED hash (the expression of `recommendedKeySql`).
 */
export class Migration20261128010000SearchPageOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(PAGE_PRICE_INDEX);
    this.addSql(`create index "hotels_score_order" on "hotels"
      ((coalesce(round(review_score_sum::numeric / nullif(review_count, 0), 1)::float8, 0)) desc, "id");`);
    for (let slot = 0; slot < 7; slot++) {
      this.addSql(`create index "hotels_recommended_${slot}" on "hotels" ((hashtext(id::text || ':${slot}')), "id");`);
    }
  }

  override async down(): Promise<void> {
    for (let slot = 0; slot < 7; slot++) this.addSql(`drop index "hotels_recommended_${slot}";`);
    this.addSql(`drop index "hotels_score_order";`);
    this.addSql(`drop index "room_nights_date_price";`);
  }
}
