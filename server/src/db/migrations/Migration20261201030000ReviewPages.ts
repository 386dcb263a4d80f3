import { Migration } from '@mikro-orm/migrations';

/**
 * A lodging's reviews a page at a time (reviews/review-page.repository.ts): each order and the photo filter
 * read one index range from the page's keyset cursor, and the score counts an index-only scan. The
 * (hotel_id, created_at, id) index takes over from (hotel_id, created_at).
 */
export class Migration20261201030000ReviewPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "reviews_hotel_recent_index" on "reviews" ("hotel_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index if not exists "reviews_hotel_score_index" on "reviews" ("hotel_id", "score", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index if not exists "reviews_hotel_photo_index" on "reviews" ("hotel_id", "created_at" desc, "id" desc) where "image_path" is not null;`,
    );
    this.addSql(`drop index if exists "reviews_hotel_id_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create index if not exists "reviews_hotel_id_created_at_index" on "reviews" ("hotel_id", "created_at");`,
    );
    this.addSql(`drop index if exists "reviews_hotel_photo_index";`);
    this.addSql(`drop index if exists "reviews_hotel_score_index";`);
    this.addSql(`drop index if exists "reviews_hotel_recent_index";`);
  }
}
