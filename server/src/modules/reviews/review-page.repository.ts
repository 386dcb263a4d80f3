import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';
import type { ReviewRow } from './review.repository';

/**
 * The SQL of a lodging's public review list: one page in one of three orders (keyset, the indexes of
 * migration ReviewPages), and how many reviews it has of each score and with a photo.
 */

export const REVIEW_SORTS = ['RECENT', 'SCORE_HIGH', 'SCORE_LOW'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Where a page starts: after the review of this score, time (exact, as PostgreSQL wrote it) and id. */
export interface ReviewPlace {
  score: number;
  at: string;
  id: number;
}

/** A review of a page: its row, with the author's name as stored (null once the account is gone). */
export interface PagedReviewRow extends Omit<ReviewRow, 'userName'> {
  userName: string | null;
  /** `created_at` to the microsecond (ISO, UTC), so a cursor names the row exactly. */
  at: string;
}

/** Every order ends on (created_at, id) newest first, so equal scores read newest first in both score orders. */
const ORDER: Record<ReviewSort, string> = {
  RECENT: 'r.created_at desc, r.id desc',
  SCORE_HIGH: 'r.score desc, r.created_at desc, r.id desc',
  SCORE_LOW: 'r.score, r.created_at desc, r.id desc',
};

// The score bound is a plain range first, so the index on (hotel_id, score, created_at desc, id desc) is entered there.
const AFTER: Record<ReviewSort, string> = {
  RECENT: '(r.created_at, r.id) < (cast(:afterAt as timestamptz), :afterId)',
  SCORE_HIGH: `r.score <= :afterScore
     and (r.score < :afterScore or (r.created_at, r.id) < (cast(:afterAt as timestamptz), :afterId))`,
  SCORE_LOW: `r.score >= :afterScore
     and (r.score > :afterScore or (r.created_at, r.id) < (cast(:afterAt as timestamptz), :afterId))`,
};

/**
 * Up to `limit` reviews of each lodging in `sort`, after `after` (keyset) or past `offset` rows (REST's
 * numbered pages), only those with a photo when `photoOnly`.
 */
export async function readReviewPages(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
  page: { sort: ReviewSort; photoOnly: boolean; limit: number; after: ReviewPlace | null; offset: number },
): Promise<Map<number, PagedReviewRow[]>> {
  const { sort, photoOnly, limit, after, offset } = page;
  const rows = await executeNamed<PagedReviewRow & { hotelId: number }>(
    connection,
    `select h.id as "hotelId", v.id, u.name as "userName", v.score, v.content, v.image_path as "imagePath",
            v.created_at as "createdAt", v.reply, v.replied_at as "repliedAt",
            to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
       from unnest(cast(:ids as int[])) with ordinality as h(id, n)
       cross join lateral (
         select r.* from reviews r
          where r.hotel_id = h.id${photoOnly ? ' and r.image_path is not null' : ''}${after ? ` and ${AFTER[sort]}` : ''}
          order by ${ORDER[sort]} limit :limit offset :offset) v
       left join users u on u.id = v.user_id
      order by h.n, ${ORDER[sort].replaceAll('r.', 'v.')}`,
    {
      ids: idArray(hotelIds),
      limit,
      offset,
      afterAt: after?.at ?? null,
      afterId: after?.id ?? 0,
      afterScore: after?.score ?? 0,
    },
  );
  const byHotel = new Map<number, PagedReviewRow[]>(hotelIds.map((id) => [id, []]));
  for (const { hotelId, ...row } of rows) byHotel.get(hotelId)?.push(row);
  return byHotel;
}

/** How many reviews a lodging has of each score (index 0 is 1점 … 4 is 5점) and how many with a photo. */
export interface ReviewTallies {
  byScore: [number, number, number, number, number];
  photoCount: number;
}

export async function readReviewTallies(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
): Promise<Map<number, ReviewTallies>> {
  const rows = await executeNamed<{
    hotelId: number;
    s1: number;
    s2: number;
    s3: number;
    s4: number;
    s5: number;
    photos: number;
  }>(
    connection,
    `select h.id as "hotelId",
            count(*) filter (where r.score = 1)::int as s1, count(*) filter (where r.score = 2)::int as s2,
            count(*) filter (where r.score = 3)::int as s3, count(*) filter (where r.score = 4)::int as s4,
            count(*) filter (where r.score = 5)::int as s5,
            count(*) filter (where r.image_path is not null)::int as photos
       from unnest(cast(:ids as int[])) as h(id)
       left join reviews r on r.hotel_id = h.id
      group by h.id`,
    { ids: idArray(hotelIds) },
  );
  return new Map(
    rows.map((row) => [row.hotelId, { byScore: [row.s1, row.s2, row.s3, row.s4, row.s5], photoCount: row.photos }]),
  );
}

/** Whether a visitor may see the lodging's reviews: its state, as the detail's `canSee` reads it. */
export async function readReviewedHotel(
  connection: AbstractSqlConnection,
  id: number,
): Promise<{ id: number; status: string; active: boolean; managerId: number | null; reviewCount: number } | undefined> {
  const [row] = await executeNamed<{
    id: number;
    status: string;
    active: boolean;
    managerId: number | null;
    reviewCount: number;
  }>(
    connection,
    `select id, status, active, manager_id as "managerId", review_count as "reviewCount" from hotels where id = :id`,
    { id },
  );
  return row;
}
