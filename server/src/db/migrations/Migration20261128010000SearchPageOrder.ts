import { Migration } from '@mikro-orm/migrations';

/**
 * The indexes, by name: a night's open rows in price order (one-night PRICE_ASC), the lodgings by score and by
 * each weekday slot's RECOMMENDED hash. The scale seeder builds them after its bulk load.
 */
export const PAGE_ORDER_INDEXES: Array<[name: string, definition: string]> = [
  ['room_nights_date_price', `on "room_nights" ("date", "price", "hotel_id") where "room_active" and not "closed"`],
  [
    'hotels_score_order',
    `on "hotels" ((coalesce(round(review_score_sum::numeric / nullif(review_count, 0), 1)::float8, 0)) desc, "id")`,
  ],
  ...Array.from({ length: 7 }, (_, slot): [string, string] => [
    `hotels_recommended_${slot}`,
    `on "hotels" ((hashtext(id::text || ':${slot}')), "id")`,
  ]),
];

/**
 * Indexes in the orders the search's pages are read in (search-page.repository.ts), so a page
 * walks its order and stops instead of pricing every match: a night's open rows by price (one-night
 * PRICE_ASC; `held`/`sold` are not in it, so a booking's updates stay HOT), the lodgings by score (RATING_DESC)
 * and by each weekday slot's RECOMMENDED hash (the expression of `recommendedKeySql`).
 */
export class Migration20261128010000SearchPageOrder extends Migration {
  override async up(): Promise<void> {
    for (const [name, definition] of PAGE_ORDER_INDEXES) this.addSql(`create index "${name}" ${definition};`);
  }

  override async down(): Promise<void> {
    for (const [name] of PAGE_ORDER_INDEXES) this.addSql(`drop index "${name}";`);
  }
}
