import type { EntityManager } from '@mikro-orm/postgresql';

/** The review module's SQL (ARCHITECTURE §1): writing a review and its reservation's move to REVIEWED. */

/**
 * Moves the member's confirmed, checked-out reservation to REVIEWED; false when it no longer is one (a
 * twin request reviewed it first). The row stays locked until the transaction ends.
 */
export async function markReviewed(
  tx: EntityManager,
  reservation: { id: number; userId: number; today: string },
): Promise<boolean> {
  const rows = await tx.execute<Array<{ id: number }>>(
    `update reservations set status = 'REVIEWED'
      where id = ? and user_id = ? and status = 'CONFIRMED' and check_out < ?::date
      returning id`,
    [reservation.id, reservation.userId, reservation.today],
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
  const [row] = await tx.execute<Array<{ id: number }>>(
    `insert into reviews (hotel_id, user_id, reservation_id, score, content, image_path, created_at)
     values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      review.hotelId,
      review.userId,
      review.reservationId,
      review.score,
      review.content,
      review.imagePath,
      review.createdAt,
    ],
  );
  return row!.id;
}
