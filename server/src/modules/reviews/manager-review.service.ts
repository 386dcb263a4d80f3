import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { deletionReasonProblem, replyProblem } from '@shim/common/review-moderation';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import {
  insertDeletionRequest,
  managerReviewRows,
  managesHotel,
  saveReply,
  type ConsoleReviewRow,
} from './review-console.repository';

/** A review as the manager sees it (spec §3 review in the manager view). */
export type ManagerReview = Omit<ConsoleReviewRow, 'createdKey'>;

export interface ManagerReviewPage {
  items: Array<{ cursor: string; review: ManagerReview }>;
  hasNextPage: boolean;
  endCursor: string | null;
}

function managerOf(ctx: RequestContext): number {
  assertAccess(ctx, ['ROLE_MANAGER']);
  return ctx.user!.id;
}

const withoutKey = ({ createdKey: _key, ...review }: ConsoleReviewRow): ManagerReview => review;

/** Reviews of the manager's lodgings (or of one of them: another manager's lodging answers 404), newest first. */
export async function managerReviews(ctx: RequestContext, hotelId: number | null = null): Promise<ManagerReview[]> {
  const managerId = managerOf(ctx);
  await assertHotel(ctx, managerId, hotelId);
  return (await managerReviewRows(ctx.connection, { managerId, hotelId, limit: null })).map(withoutKey);
}

/** A page of them after a cursor (GraphQL). */
export async function managerReviewPage(
  ctx: RequestContext,
  hotelId: number | null,
  page: { first?: number | null; after?: string | null },
): Promise<ManagerReviewPage> {
  const managerId = managerOf(ctx);
  await assertHotel(ctx, managerId, hotelId);
  const first = pageSize(page.first);
  let after: { createdKey: string; id: number } | null = null;
  if (page.after) {
    const [createdKey, id] = decodeCursor(page.after);
    if (typeof createdKey !== 'string' || !Number.isSafeInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    after = { createdKey, id: id as number };
  }
  const rows = await managerReviewRows(ctx.connection, { managerId, hotelId, limit: first + 1, after });
  const items = rows
    .slice(0, first)
    .map((row) => ({ cursor: encodeCursor([row.createdKey, row.id]), review: withoutKey(row) }));
  return { items, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}

async function assertHotel(ctx: RequestContext, managerId: number, hotelId: number | null): Promise<void> {
  if (hotelId === null) return;
  if (!Number.isSafeInteger(hotelId) || !(await managesHotel(ctx.connection, managerId, hotelId))) {
    throw AppError.notFound(MESSAGES.invalidHotel);
  }
}

/** One review of the manager's lodgings; another manager's (or none) answers 404. */
export async function managerReview(ctx: RequestContext, reviewId: number): Promise<ManagerReview> {
  const managerId = managerOf(ctx);
  const [row] = Number.isSafeInteger(reviewId)
    ? await managerReviewRows(ctx.connection, { managerId, reviewId, limit: 1 })
    : [];
  if (!row) throw AppError.notFound(CONSOLE_MESSAGES.reviewNotFound);
  return withoutKey(row);
}

/**
 * The manager's reply under a review (spec §5: required), shown on the hotel page with its date. A
 * second reply rewrites the first: one answer per review, kept current.
 */
export async function replyToReview(
  ctx: RequestContext,
  reviewId: number,
  reply: string | null | undefined,
): Promise<ManagerReview> {
  const managerId = managerOf(ctx);
  const problem = replyProblem(reply);
  if (problem) throw AppError.badInput(problem);
  const saved = Number.isSafeInteger(reviewId)
    ? await saveReply(ctx.connection, { managerId, reviewId, reply: reply!.trim(), now: ctx.clock.now() })
    : false;
  if (!saved) throw AppError.notFound(CONSOLE_MESSAGES.reviewNotFound);
  return managerReview(ctx, reviewId);
}

/**
 * Asks an administrator to delete a review (spec §4): a reason is required; one request per review, as the
 * console hides the button once a status exists. A second one is refused (409): while the first is pending
 * as in progress, after a rejection as final (the administrator's reason stands).
 */
export async function requestReviewDeletion(
  ctx: RequestContext,
  reviewId: number,
  reason: string | null | undefined,
): Promise<ManagerReview> {
  const managerId = managerOf(ctx);
  const review = await managerReview(ctx, reviewId);
  const problem = deletionReasonProblem(reason);
  if (problem) throw AppError.badInput(problem);
  if (review.deletionStatus === 'REJECTED') throw AppError.conflict(CONSOLE_MESSAGES.deletionRequestWasRejected);
  if (review.deletionStatus) throw AppError.conflict(CONSOLE_MESSAGES.deletionRequestExists);
  if (
    !(await insertDeletionRequest(ctx.connection, {
      reviewId,
      managerId,
      reason: reason!.trim(),
      now: ctx.clock.now(),
    }))
  ) {
    throw AppError.conflict(CONSOLE_MESSAGES.deletionRequestExists);
  }
  return managerReview(ctx, reviewId);
}
