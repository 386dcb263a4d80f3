import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { rejectionReasonProblem } from '@shim/common/review-moderation';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { isStoredPhoto, photoKeyOf } from '../hotels/image-paths';
import {
  countPendingDeletionRequests,
  deleteRequestedReview,
  deletionRequestExists,
  pendingDeletionRequests,
  rejectRequest,
  type DeletionRequestRow,
} from './review-console.repository';

/** A deletion request as the administrator sees it (spec §3): with its review, lodging and manager. */
export type DeletionRequest = Omit<DeletionRequestRow, 'review'> & {
  review: Omit<DeletionRequestRow['review'], 'createdKey'>;
};

const shown = (row: DeletionRequestRow): DeletionRequest => {
  const { createdKey: _key, ...review } = row.review;
  return { ...row, review };
};

/** The pending requests, oldest first (the administrator's queue). */
export async function deletionRequests(ctx: RequestContext): Promise<DeletionRequest[]> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const rows: DeletionRequestRow[] = [];
  // The queue is short; read it whole in pages so a long one never becomes one huge statement.
  for (let afterId: number | null = null; ;) {
    const page = await pendingDeletionRequests(ctx.connection, { limit: 500, afterId });
    rows.push(...page);
    if (page.length < 500) break;
    afterId = page.at(-1)!.requestId;
  }
  return rows.map(shown);
}

export async function deletionRequestPage(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null },
): Promise<{
  items: Array<{ cursor: string; request: DeletionRequest }>;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const first = pageSize(page.first);
  let afterId: number | null = null;
  if (page.after) {
    const [id] = decodeCursor(page.after);
    if (!Number.isSafeInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    afterId = id as number;
  }
  const [rows, totalCount] = await Promise.all([
    pendingDeletionRequests(ctx.connection, { limit: first + 1, afterId }),
    countPendingDeletionRequests(ctx.connection),
  ]);
  const items = rows.slice(0, first).map((row) => ({ cursor: encodeCursor([row.requestId]), request: shown(row) }));
  return { items, totalCount, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}

/**
 * Approves a request: the review is deleted in one transaction, and the lodging's score and count follow
 * at once (the review triggers, as when one is written). Its reservation stays 리뷰 작성 완료: the stay was
 * reviewed once. A decided request is refused (409), an unknown one is 404.
 */
export async function approveDeletion(ctx: RequestContext, requestId: number): Promise<{ hotelId: number }> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  if (!Number.isSafeInteger(requestId)) throw AppError.notFound(CONSOLE_MESSAGES.deletionRequestNotFound);
  const deleted = await ctx.em.fork().transactional((tx) => deleteRequestedReview(tx, requestId));
  if (!deleted) throw await notPending(ctx, requestId);
  // Deferred (docs/decisions/photos.md); a storage that cannot mark it leaves the photo stored, the review still gone.
  if (deleted.imagePath && isStoredPhoto(deleted.imagePath)) {
    await ctx.app.adapters.photos.delete(photoKeyOf(deleted.imagePath)).catch(() => undefined);
  }
  return { hotelId: deleted.hotelId };
}

/** Rejects a request with a reason (spec §5: not blank), which the manager then sees. */
export async function rejectDeletion(
  ctx: RequestContext,
  requestId: number,
  reason: string | null | undefined,
): Promise<void> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  if (!Number.isSafeInteger(requestId)) throw AppError.notFound(CONSOLE_MESSAGES.deletionRequestNotFound);
  const problem = rejectionReasonProblem(reason);
  if (problem) throw AppError.badInput(problem);
  if (!(await rejectRequest(ctx.connection, { requestId, reason: reason!.trim(), now: ctx.clock.now() }))) {
    throw await notPending(ctx, requestId);
  }
}

async function notPending(ctx: RequestContext, requestId: number): Promise<AppError> {
  return (await deletionRequestExists(ctx.connection, requestId))
    ? AppError.conflict(CONSOLE_MESSAGES.deletionRequestDecided)
    : AppError.notFound(CONSOLE_MESSAGES.deletionRequestNotFound);
}
