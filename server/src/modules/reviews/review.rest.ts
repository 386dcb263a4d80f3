import type { RestRouter } from '../../platform/rest';
import { publicImageUrl } from '../hotels/image-paths';
import * as reviews from './review.service';

/** `GET /api/reviews/my-reviews` (spec §7 Member); review objects carry `hid` and `hId` (REST-NOTES). */
export function reviewRoutes(api: RestRouter): void {
  api.get('/reviews/my-reviews', 'authenticated', async (ctx) =>
    (await reviews.myReviews(ctx)).map((review) => ({
      reviewId: review.id,
      hid: review.hotelId,
      hId: review.hotelId,
      hotelName: review.hotelName,
      reservationId: review.reservationId,
      userName: review.userName,
      score: review.score,
      content: review.content,
      image: publicImageUrl(ctx.origin, review.imagePath),
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
      repliedAt: review.repliedAt?.toISOString() ?? null,
    })),
  );
}
