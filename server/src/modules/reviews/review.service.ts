import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DAY_USE_MESSAGES } from '@shim/common/day-use-messages';
import { MESSAGES } from '@shim/common/messages';
import { reviewProblem } from '@shim/common/reviews';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { normalizeImage, removeFile, uploadTmpDirOf, type ImageSource } from '../../platform/image-upload';
import { uploadsDirOf } from '../../platform/storage/photo-storage';
import { IMAGES_URL, photoKeyOf } from '../hotels/image-paths';
import { myReservation, withNextSteps, type Reservation } from '../reservations/reservation.service';
import { Review } from './review.entity';
import { insertReview, markReviewed, type ReviewRow } from './review.repository';
import { recordWebhookEvent } from '../webhooks/webhook-outbox';

/** One of the caller's reviews as my page lists it (spec §3 review, plus hotelName). */
export interface MyReview extends ReviewRow {
  hotelId: number;
  hotelName: string;
  reservationId: number | null;
}

/** A review to write: score and text as sent (checked here), and the photo (bytes or a file) if one came. */
export interface ReviewInput {
  reservationId: number;
  score: number | null;
  content: string | null;
  image?: ImageSource | null;
}

/** The review written, and its reservation as it now is (리뷰 작성 완료). */
export interface WrittenReview {
  review: MyReview;
  reservation: Reservation;
}

/** Review photos live beside the lodging photos, under unguessable names. */
const REVIEW_IMAGES = 'reviews';

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
    reservationId: review.reservation?.id ?? null,
    userName: user.name,
    score: review.score,
    content: review.content,
    imagePath: review.imagePath ?? null,
    createdAt: review.createdAt,
    reply: review.reply ?? null,
    repliedAt: review.repliedAt ?? null,
  }));
}

/**
 * Writes the review of one of the caller's stays (spec §4, §5): their own reservation (else 404), confirmed
 * and over (checked out before today in Asia/Seoul; a 대실 past its end), not reviewed yet (else 409); a
 * score of 1–5 and a text that is not blank (400). The photo, if any, must really be a jpg, png or gif of at most 10 MB and is
 * re-encoded before anything is written. One transaction moves the reservation to REVIEWED and inserts
 * the review (its triggers keep the lodging's count and score); the stored photo is removed again if
 * that fails, so a refusal leaves neither a row nor a photo.
 */
export async function writeReview(ctx: RequestContext, input: ReviewInput): Promise<WrittenReview> {
  const user = requireUser(ctx);
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  const view = await myReservation(ctx, input.reservationId);
  if (!view) throw AppError.notFound(MESSAGES.reservationNotFound);
  // Whether it may be reviewed is the reservation's rule (lifecycle.ts `nextSteps`); here only why not.
  if (!view.reviewable) {
    if (view.status === 'REVIEWED') throw AppError.conflict(MESSAGES.reviewAlreadyWritten);
    if (view.status !== 'CONFIRMED') throw AppError.conflict(MESSAGES.reviewNotAllowed);
    throw AppError.conflict(
      view.kind === 'DAY_USE' ? DAY_USE_MESSAGES.dayUseReviewBeforeEnd : MESSAGES.reviewBeforeCheckout,
    );
  }
  const problem = reviewProblem(input);
  if (problem) throw AppError.badInput(problem);
  const content = input.content!.trim();
  const photos = ctx.app.adapters.photos;
  const scratch = uploadTmpDirOf(uploadsDirOf(ctx.app.config.dataDir));
  const photo = input.image ? await normalizeImage(input.image, scratch) : null;

  const imagePath = photo ? `${IMAGES_URL}/${REVIEW_IMAGES}/${randomUUID()}.jpg` : null;
  const key = imagePath ? photoKeyOf(imagePath) : null;
  let placed = false;
  try {
    const id = await ctx.em.fork().transactional(async (tx) => {
      if (!(await markReviewed(tx, { id: view.reservationId, userId: user.id, today, now }))) {
        throw AppError.conflict(MESSAGES.reviewAlreadyWritten);
      }
      if (key && photo) {
        placed = await photos.create(key, { file: photo }, 'image/jpeg');
        if (!placed) throw new Error(`review photo ${key} exists`);
      }
      const reviewId = await insertReview(tx, {
        hotelId: view.hotelId,
        userId: user.id,
        reservationId: view.reservationId,
        score: input.score!,
        content,
        imagePath,
        createdAt: now,
      });
      await recordWebhookEvent(tx, {
        type: 'review.created',
        hotelId: view.hotelId,
        reservationId: view.reservationId,
        data: { reviewId, hotelId: view.hotelId, reservationId: view.reservationId, score: input.score!, content },
        at: now,
      });
      return reviewId;
    });
    return {
      review: {
        id,
        hotelId: view.hotelId,
        hotelName: view.hotelName,
        reservationId: view.reservationId,
        userName: user.name,
        score: input.score!,
        content,
        imagePath,
        createdAt: now,
        reply: null,
        repliedAt: null,
      },
      reservation: withNextSteps(ctx, { ...view, status: 'REVIEWED' }),
    };
  } catch (error) {
    if (key && placed) await photos.discard(key).catch(() => undefined);
    // The unique key on reviews.reservation_id is the last guard against a twin request.
    if (error instanceof UniqueConstraintViolationException) throw AppError.conflict(MESSAGES.reviewAlreadyWritten);
    throw error;
  } finally {
    if (photo) await removeFile(photo);
  }
}
