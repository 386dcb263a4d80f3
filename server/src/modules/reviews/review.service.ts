import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { Review } from './review.entity';

/** One of the caller's reviews as my page lists it (spec §3 review, plus hotelName). */
export interface MyReview {
  id: number;
  hotelId: number;
  hotelName: string;
  reservationId: number | null;
  userName: string;
  score: number;
  content: string;
  imagePath: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

/** The caller's reviews, newest first, with the lodging's name and the manager's reply. */
export async function myReviews(ctx: RequestContext): Promise<MyReview[]> {
  const user = requireUser(ctx);
  const reviews = await ctx.em.find(
    Review,
    { user: user.id },
    { populate: ['hotel'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return reviews.map((review) => ({
    id: review.id,
    hotelId: review.hotel.id,
    hotelName: review.hotel.name,
    reservationId: review.reservationId ?? null,
    userName: user.name,
    score: review.score,
    content: review.content,
    imagePath: review.imagePath ?? null,
    createdAt: review.createdAt,
    reply: review.reply ?? null,
    repliedAt: review.repliedAt ?? null,
  }));
}
