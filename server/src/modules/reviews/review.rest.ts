import type { Request } from 'express';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import { uploadTmpDirOf } from '../../platform/image-upload';
import { isMultipart, readMultipart, type MultipartForm } from '../../platform/multipart';
import { AppError } from '../../platform/errors';
import { field, type RestRouter } from '../../platform/rest';
import { uploadsDirOf } from '../../platform/storage/photo-storage';
import { publicImageUrl } from '../hotels/image-paths';
import { reviewedHotel, reviewPageSize, reviewPagesOf, reviewSortOf, reviewTalliesOf } from './review-page.service';
import * as reviews from './review.service';

/**
 * `GET /api/reviews/my-reviews` and `POST /api/reviews` (spec §7 Member), and a lodging's public reviews by
 * page, `GET /api/hotels/{id}/reviews?sort=&photoOnly=&size=&page=|cursor=`. The review is sent as JSON
 * (reservationId, score, content) or as `multipart/form-data` with the same fields and an optional
 * photo in `image`. Review objects carry `hid` and `hId` (REST-NOTES).
 */
export function reviewRoutes(api: RestRouter): void {
  // A lodging's reviews a page at a time, the REST twin of GraphQL `Hotel.reviews` (docs/rest-notes.md).
  api.get('/hotels/:id/reviews', 'public', async (ctx, req) => {
    const hotel = await reviewedHotel(ctx, field.integer(req.params.id));
    const query = req.query as Record<string, unknown>;
    const sort = reviewSortOf(query.sort);
    const photoOnly = field.optionalBoolean(query.photoOnly, 'photoOnly') ?? false;
    const size = reviewPageSize(field.optionalInteger(query.size) ?? undefined);
    const cursor = field.optionalString(query.cursor) ?? null;
    const page = field.optionalInteger(query.page);
    if (page !== null && cursor !== null) throw AppError.badInput(MESSAGES.reviewPageWithCursor);
    if (page !== null && !(Number.isInteger(page) && page >= 0)) throw AppError.badInput(MESSAGES.reviewPageInvalid);
    const [found, tallies] = await Promise.all([
      reviewPagesOf(ctx, { sort, photoOnly, size, after: cursor, offset: (page ?? 0) * size }).load(hotel.id),
      reviewTalliesOf(ctx).load(hotel.id),
    ]);
    return {
      hId: hotel.id,
      hid: hotel.id,
      sort,
      photoOnly,
      page,
      size,
      totalCount: photoOnly ? tallies.photoCount : hotel.reviewCount,
      reviewCount: hotel.reviewCount,
      photoReviewCount: tallies.photoCount,
      scoreCounts: [5, 4, 3, 2, 1].map((score) => ({ score, count: tallies.byScore[score - 1]! })),
      hasNext: found.hasNextPage,
      nextCursor: found.hasNextPage ? found.endCursor : null,
      reviews: found.reviews.map((review) => ({
        reviewId: review.id,
        hid: hotel.id,
        hId: hotel.id,
        userName: review.userName,
        score: review.score,
        content: review.content,
        image: publicImageUrl(ctx.origin, review.imagePath),
        createdAt: review.createdAt.toISOString(),
        reply: review.reply,
        repliedAt: review.repliedAt?.toISOString() ?? null,
      })),
    };
  });

  api.get('/reviews/my-reviews', 'authenticated', async (ctx) =>
    (await reviews.myReviews(ctx)).map((review) => toRest(review, ctx.origin)),
  );

  api.post('/reviews', 'authenticated', async (ctx, req, res) => {
    const form = isMultipart(req)
      ? await readMultipart(req, {
          tmpDir: uploadTmpDirOf(uploadsDirOf(ctx.app.config.dataDir)),
          maxFileBytes: LIMITS.uploadMaxBytes,
          tooLargeMessage: MESSAGES.imageTooLarge,
          maxFiles: 1,
          maxTotalBytes: LIMITS.uploadMaxBytes,
          totalTooLargeMessage: MESSAGES.imageTooLarge,
        })
      : null;
    try {
      const written = await reviews.writeReview(ctx, inputOf(req, form));
      res.status(201);
      return {
        message: MESSAGES.reviewCreated,
        ...toRest(written.review, ctx.origin),
        reservationStatus: statusLabel(written.reservation.status),
      };
    } finally {
      await form?.discard();
    }
  });
}

function inputOf(req: Request, form: MultipartForm | null): reviews.ReviewInput {
  if (!form) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return {
      reservationId: field.integer(body.reservationId),
      score: scoreOf(body.score),
      content: textOf(body.content),
    };
  }
  const image = form.files.find((file) => file.field === 'image' && file.size > 0);
  return {
    reservationId: field.integer(form.fields.reservationId),
    score: scoreOf(form.fields.score),
    content: textOf(form.fields.content),
    image: image?.path ?? null,
  };
}

/** Absent is null (the service answers "별점을 선택해주세요."); anything else is read as a number. */
const scoreOf = (value: unknown): number | null => field.optionalInteger(value);

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A query flag: absent is false; `true`/`false` (also `1`/`0`) in any case, anything else 400. */

/** The photo's URL is absolute on `origin` (docs/rest-clients.md). */
const toRest = (review: reviews.MyReview, origin: string) => ({
  reviewId: review.id,
  hid: review.hotelId,
  hId: review.hotelId,
  hotelName: review.hotelName,
  reservationId: review.reservationId,
  userName: review.userName,
  score: review.score,
  content: review.content,
  image: publicImageUrl(origin, review.imagePath),
  createdAt: review.createdAt.toISOString(),
  reply: review.reply,
  repliedAt: review.repliedAt?.toISOString() ?? null,
});
