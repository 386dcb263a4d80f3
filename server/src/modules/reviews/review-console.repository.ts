import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import type { ReviewRow } from './review.repository';
import type { ReviewDeletionStatus } from '@shim/common/review-moderation';

/**
 * The consoles' review SQL (named bindings): a manager's reviews with their deletion request, the reply,
 * the request, and the administrator's queue and decisions.
 */

/** A review as the consoles show it, with its deletion request if there is one. */
export interface ConsoleReviewRow extends Omit<ReviewRow, 'userName'> {
  hotelId: number;
  hotelName: string;
  reservationId: number | null;
  /** Null once the author's account is gone. */
  userName: string | null;
  deletionStatus: ReviewDeletionStatus | null;
  deletionReason: string | null;
  rejectionReason: string | null;
  /** The review's creation instant as PostgreSQL writes it (microseconds kept): the cursor's key. */
  createdKey: string;
}

const REVIEW_COLUMNS = `v.id, v.hotel_id as "hotelId", h.name as "hotelName", v.reservation_id as "reservationId",
  u.name as "userName", v.score, v.content, v.image_path as "imagePath", v.created_at as "createdAt",
  v.reply, v.replied_at as "repliedAt", d.status as "deletionStatus", d.reason as "deletionReason",
  d.rejection_reason as "rejectionReason", cast(v.created_at as text) as "createdKey"`;

const REVIEW_JOINS = `reviews v join hotels h on h.id = v.hotel_id left join users u on u.id = v.user_id
  left join review_deletion_requests d on d.review_id = v.id`;

/** The manager's reviews, newest first: of one lodging or of all, after the keyset when given. */
export async function managerReviewRows(
  connection: AbstractSqlConnection,
  q: {
    managerId: number;
    hotelId?: number | null;
    reviewId?: number | null;
    limit: number | null;
    after?: { createdKey: string; id: number } | null;
  },
): Promise<ConsoleReviewRow[]> {
  const where = ['h.manager_id = :managerId'];
  if (q.hotelId != null) where.push('v.hotel_id = :hotelId');
  if (q.reviewId != null) where.push('v.id = :reviewId');
  if (q.after) where.push('(v.created_at, v.id) < (cast(:afterKey as timestamptz), :afterId)');
  const sql = `select ${REVIEW_COLUMNS} from ${REVIEW_JOINS} where ${where.join(' and ')}
    order by v.created_at desc, v.id desc ${q.limit !== null ? 'limit :limit' : ''}`;
  const rows = await executeNamed<ConsoleReviewRow>(connection, sql, {
    managerId: q.managerId,
    hotelId: q.hotelId ?? null,
    reviewId: q.reviewId ?? null,
    afterKey: q.after?.createdKey ?? null,
    afterId: q.after?.id ?? null,
    limit: q.limit,
  });
  return rows.map(withDates);
}

/** Instants as Date, whatever the driver's parser gave. */
function withDates<T extends ConsoleReviewRow>(row: T): T {
  return { ...row, createdAt: new Date(row.createdAt), repliedAt: row.repliedAt ? new Date(row.repliedAt) : null };
}

/** Whether the lodging is the manager's (another's, or none, is answered alike). */
export async function managesHotel(connection: AbstractSqlConnection, managerId: number, hotelId: number) {
  const rows = await executeNamed<{ id: number }>(
    connection,
    'select id from hotels where id = :hotelId and manager_id = :managerId',
    {
      hotelId,
      managerId,
    },
  );
  return rows.length === 1;
}

/** Sets (or rewrites) the reply of a review of the manager's lodging; false when it is none of its reviews. */
export async function saveReply(
  connection: AbstractSqlConnection,
  q: { managerId: number; reviewId: number; reply: string; now: Date },
): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    connection,
    `update reviews v set reply = :reply, replied_at = :now from hotels h
        where v.id = :reviewId and h.id = v.hotel_id and h.manager_id = :managerId returning v.id`,
    q,
  );
  return rows.length === 1;
}

/** Files the request; false when the review already has one (the unique key decides between twins). */
export async function insertDeletionRequest(
  connection: AbstractSqlConnection,
  q: { reviewId: number; managerId: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    connection,
    `insert into review_deletion_requests (review_id, requested_by_id, reason, status, created_at)
       values (:reviewId, :managerId, :reason, 'PENDING', :now)
       on conflict (review_id) do nothing returning id`,
    q,
  );
  return rows.length === 1;
}

/** A deletion request with its review, as the administrator's list shows it. */
export interface DeletionRequestRow {
  requestId: number;
  reason: string;
  status: ReviewDeletionStatus;
  requestedAt: Date;
  managerName: string | null;
  review: ConsoleReviewRow;
}

/** The pending requests, oldest first (a queue), after `afterId` when given. */
export async function pendingDeletionRequests(
  connection: AbstractSqlConnection,
  q: { limit: number; afterId: number | null },
): Promise<DeletionRequestRow[]> {
  const rows = await executeNamed<ConsoleReviewRow & Omit<DeletionRequestRow, 'review' | 'reason'>>(
    connection,
    `select ${REVIEW_COLUMNS}, d.id as "requestId", d.status, d.created_at as "requestedAt", m.name as "managerName"
         from ${REVIEW_JOINS} left join users m on m.id = d.requested_by_id
        where d.status = 'PENDING' ${q.afterId !== null ? 'and d.id > :afterId' : ''}
        order by d.id limit :limit`,
    { limit: q.limit, afterId: q.afterId },
  );
  return rows.map(({ requestId, status, requestedAt, managerName, ...review }) => ({
    requestId,
    reason: review.deletionReason ?? '',
    status,
    requestedAt: new Date(requestedAt),
    managerName,
    review: withDates(review),
  }));
}

export async function countPendingDeletionRequests(connection: AbstractSqlConnection): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    connection,
    `select count(*)::int as count from review_deletion_requests where status = 'PENDING'`,
  );
  return row?.count ?? 0;
}

/**
 * Approval, in the caller's transaction: the pending request's row is locked, then its review is deleted
 * (the request goes with it; the review triggers take its score and count off the lodging). Answers the
 * deleted review's photo path, or undefined when the request is not pending (decided, or none).
 */
export async function deleteRequestedReview(
  tx: EntityManager,
  requestId: number,
): Promise<{ hotelId: number; imagePath: string | null } | undefined> {
  const [request] = await executeNamed<{ review_id: number }>(
    tx,
    `select review_id from review_deletion_requests where id = :requestId and status = 'PENDING' for update`,
    { requestId },
  );
  if (!request) return undefined;
  const [deleted] = await executeNamed<{ hotel_id: number; image_path: string | null }>(
    tx,
    'delete from reviews where id = :reviewId returning hotel_id, image_path',
    { reviewId: request.review_id },
  );
  return deleted ? { hotelId: deleted.hotel_id, imagePath: deleted.image_path } : undefined;
}

/** Rejection: PENDING becomes REJECTED with the reason; false when the request is not pending. */
export async function rejectRequest(
  connection: AbstractSqlConnection,
  q: { requestId: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    connection,
    `update review_deletion_requests set status = 'REJECTED', rejection_reason = :reason, decided_at = :now
        where id = :requestId and status = 'PENDING' returning id`,
    q,
  );
  return rows.length === 1;
}

/** Whether a request of this id exists at all (to tell 404 from 409). */
export async function deletionRequestExists(connection: AbstractSqlConnection, requestId: number): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    connection,
    'select id from review_deletion_requests where id = :requestId',
    { requestId },
  );
  return rows.length === 1;
}
