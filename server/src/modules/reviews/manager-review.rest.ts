import type { Request } from 'express';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { field, type RestRouter } from '../../platform/rest';
import { publicImageUrl } from '../hotels/image-paths';
import * as managed from './manager-review.service';
import * as deletions from './review-deletion.service';

/**
 * Spec §7 Manager reviews (list, one lodging's list, reply, deletion request) and Admin review deletion
 * requests (list, approve = DELETE, reject). Review objects carry `hid` and `hId` (REST-NOTES).
 */
export function managerReviewRoutes(api: RestRouter): void {
  api.get('/manager/reviews', ['ROLE_MANAGER'], async (ctx) =>
    (await managed.managerReviews(ctx)).map((review) => reviewShape(review, ctx.origin)),
  );

  api.get('/manager/reviews/hotel/:id', ['ROLE_MANAGER'], async (ctx, req) =>
    (await managed.managerReviews(ctx, field.integer(req.params.id))).map((review) => reviewShape(review, ctx.origin)),
  );

  api.post('/manager/reviews/:id/reply', ['ROLE_MANAGER'], async (ctx, req) => {
    const review = await managed.replyToReview(ctx, field.integer(req.params.id), textOf(req, 'reply'));
    return { message: CONSOLE_MESSAGES.replySaved, ...reviewShape(review, ctx.origin) };
  });

  api.post('/manager/reviews/:id/request-deletion', ['ROLE_MANAGER'], async (ctx, req) => {
    const review = await managed.requestReviewDeletion(ctx, field.integer(req.params.id), textOf(req, 'reason'));
    return { message: CONSOLE_MESSAGES.deletionRequested, ...reviewShape(review, ctx.origin) };
  });

  api.get('/admin/reviews/deletion-requests', ['ROLE_ADMIN'], async (ctx) =>
    (await deletions.deletionRequests(ctx)).map((request) => ({
      id: request.requestId,
      reason: request.reason,
      status: request.status,
      requestedAt: request.requestedAt.toISOString(),
      managerName: request.managerName,
      review: reviewShape(request.review, ctx.origin),
    })),
  );

  api.delete('/admin/reviews/deletion-requests/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    const { hotelId } = await deletions.approveDeletion(ctx, field.integer(req.params.id));
    return { message: CONSOLE_MESSAGES.deletionApproved, hotelId };
  });

  api.post('/admin/reviews/deletion-requests/:id/reject', ['ROLE_ADMIN'], async (ctx, req) => {
    await deletions.rejectDeletion(ctx, field.integer(req.params.id), textOf(req, 'reason'));
    return { message: CONSOLE_MESSAGES.deletionRejected };
  });
}

const textOf = (req: Request, name: string): string | null => {
  const value = ((req.body ?? {}) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
};

/** Spec §3 review in the manager view: hotelName, deletionStatus, rejectionReason (plus the request's reason). */
function reviewShape(review: managed.ManagerReview, origin: string) {
  return {
    reviewId: review.id,
    hid: review.hotelId,
    hId: review.hotelId,
    hotelName: review.hotelName,
    reservationId: review.reservationId,
    userName: review.userName ?? MESSAGES.reviewAuthorGone,
    score: review.score,
    content: review.content,
    image: publicImageUrl(origin, review.imagePath),
    createdAt: new Date(review.createdAt).toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt ? new Date(review.repliedAt).toISOString() : null,
    deletionStatus: review.deletionStatus,
    deletionReason: review.deletionReason,
    rejectionReason: review.rejectionReason,
  };
}
