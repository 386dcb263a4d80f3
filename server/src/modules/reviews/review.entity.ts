import { Check, Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Hotel } from '../hotels/hotel.entity';
import { Reservation } from '../reservations/reservation.entity';
import { User } from '../users/user.entity';

/** A guest's review of a hotel (spec §3 Review): score 1–5, text, an optional photo and the manager's reply. */
@Entity({ tableName: 'reviews' })
// A lodging's pages in each order and with a photo only (migration ReviewPages, review-page.repository.ts).
@Index({
  name: 'reviews_hotel_recent_index',
  expression: 'create index "reviews_hotel_recent_index" on "reviews" ("hotel_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'reviews_hotel_score_index',
  expression:
    'create index "reviews_hotel_score_index" on "reviews" ("hotel_id", "score", "created_at" desc, "id" desc)',
})
@Index({
  name: 'reviews_hotel_photo_index',
  expression:
    'create index "reviews_hotel_photo_index" on "reviews" ("hotel_id", "created_at" desc, "id" desc) where "image_path" is not null',
})
@Check({ name: 'reviews_score_range', expression: '(score >= 1) AND (score <= 5)' })
export class Review {
  [OptionalProps]?: 'createdAt' | 'imagePath' | 'reply' | 'repliedAt' | 'user' | 'reservation';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Hotel, { deleteRule: 'cascade' })
  hotel!: Hotel;

  /** The author; null once the account is deleted (the review stays). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user?: User | null;

  /**
   * The stay it reviews: one review per reservation, enforced by the unique foreign key. Null only for
   * reviews written before bookings were kept (the demo set's reviews by its demo guests).
   */
  @OneToOne(() => Reservation, { nullable: true, owner: true, unique: true, deleteRule: 'restrict' })
  reservation?: Reservation | null;

  @Property({ type: 'smallint' })
  score!: number;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  imagePath?: string | null;

  @Property({ type: 'text', nullable: true })
  reply?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  repliedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
