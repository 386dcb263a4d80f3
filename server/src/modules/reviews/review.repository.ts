import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** The review module's SQL (ARCHITECTURE §1): writing a review and its reservation's move to REVIEWED. */

/** A review's own columns, as every list of reviews reads them (a lodging's, my page's, the consoles'). */
export interface ReviewRow {
  id: number;
  userName: string;
  score: number;
  content: string;
  imagePath: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

/**
 * Moves the member's confirmed reservation whose use is over to REVIEWED; false when it no longer is one (a
 * twin request reviewed it first). The row stays locked until the transaction ends.
 */
export async function markReviewed(
  tx: EntityManager,
  reservation: { id: number; userId: number; today: string; now: Date },
): Promise<boolean> {
  // Over as reservations/stay-phase.ts `stayOver` says: a night checked out before today, a 대실 past its end.
  const rows = await executeNamed<{ id: number }>(
    tx,
    `update reservations set status = 'REVIEWED'
      where id = :id and user_id = :userId and status = 'CONFIRMED'
        and case when kind = 'DAY_USE' then day_use_ends_at <= :now else check_out < :today::date end
      returning id`,
    reservation,
  );
  return rows.length === 1;
}

/** Inserts the review (the triggers on `reviews` update the lodging's count and score sum). */
export async function insertReview(
  tx: EntityManager,
  review: {
    hotelId: number;
    userId: number;
    reservationId: number;
    score: number;
    content: string;
    imagePath: string | null;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await executeNamed<{ id: number }>(
    tx,
    `insert into reviews (hotel_id, user_id, reservation_id, score, content, image_path, created_at)
     values (:hotelId, :userId, :reservationId, :score, :content, :imagePath, :createdAt) returning id`,
    review,
  );
  return row!.id;
}
