import type DataLoader from 'dataloader';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loaderOf } from '../../platform/loaders';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { canSee } from '../hotels/hotel.service';
import { publicAuthorName } from '@shim/common/public-names';
import {
  readReviewedHotel,
  readReviewPages,
  readReviewTallies,
  REVIEW_SORTS,
  type ReviewPlace,
  type ReviewSort,
  type ReviewTallies,
} from './review-page.repository';
import type { ReviewRow } from './review.repository';

export { REVIEW_SORTS, type ReviewSort, type ReviewTallies } from './review-page.repository';

/**
 * A lodging's public reviews (spec §2 리뷰): pages of them newest first or by score, those with a photo only,
 * and the count of each score. Whoever reads them sees the author's name masked as the inquiry board masks
 * it (spec §9, `maskName`): the detail, its GraphQL connection and both REST lists alike.
 */

/** A review of a public page: the masked row and the cursor that resumes after it. */
export interface PublicReview extends ReviewRow {
  cursor: string;
}

export interface ReviewPageRequest {
  sort: ReviewSort;
  photoOnly: boolean;
  /** 1–100 (`LIMITS.pageSizeMax`). */
  size: number;
  /** The cursor of the last review seen (GraphQL `after`, REST `cursor`). */
  after: string | null;
  /** Reviews to skip (REST `page` × `size`); 0 with a cursor. */
  offset: number;
}

export interface ReviewPage {
  reviews: PublicReview[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A page request's sort from its spelling (GraphQL enum, REST any case); absent is 최신순. */
export function reviewSortOf(value: unknown): ReviewSort {
  if (value == null || value === '') return 'RECENT';
  const sort = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if ((REVIEW_SORTS as readonly string[]).includes(sort)) return sort as ReviewSort;
  throw AppError.badInput(MESSAGES.reviewSortInvalid);
}

/** A page's size: absent is 20, else a whole number 1–100. */
export function reviewPageSize(value: number | null | undefined): number {
  const size = value ?? LIMITS.pageSizeDefault;
  if (!Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax) {
    throw AppError.badInput(MESSAGES.reviewPageInvalid);
  }
  return size;
}

// Cursors carry their order and filter, so one from another list is refused rather than read in the wrong order.
const cursorOf = (sort: ReviewSort, photoOnly: boolean, row: { score: number; at: string; id: number }): string =>
  encodeCursor([sort, photoOnly ? 1 : 0, row.score, row.at, row.id]);

const EXACT_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:\d\d)$/;

function placeOf(cursor: string, sort: ReviewSort, photoOnly: boolean): ReviewPlace {
  const [cursorSort, photo, score, at, id] = decodeCursor(cursor);
  if (
    cursorSort === sort &&
    photo === (photoOnly ? 1 : 0) &&
    Number.isInteger(score) &&
    (score as number) >= 1 &&
    (score as number) <= 5 &&
    typeof at === 'string' &&
    EXACT_UTC.test(at) &&
    !Number.isNaN(Date.parse(at)) &&
    Number.isSafeInteger(id)
  ) {
    return { score: score as number, at, id: id as number };
  }
  throw AppError.badInput(MESSAGES.invalidCursor);
}

/** The page asked of each of the lodgings (one statement for a whole list of them, platform/loaders.ts). */
export function reviewPagesOf(ctx: RequestContext, request: ReviewPageRequest): DataLoader<number, ReviewPage> {
  const { sort, photoOnly, size, after, offset } = request;
  const place = after ? placeOf(after, sort, photoOnly) : null;
  return loaderOf(
    ctx,
    `reviewPages:${sort}:${photoOnly}:${size}:${after ?? ''}:${offset}`,
    async (hotelIds: readonly number[]) => {
      const pages = await readReviewPages(ctx.publicReads, hotelIds, {
        sort,
        photoOnly,
        limit: size + 1,
        after: place,
        offset,
      });
      return hotelIds.map((id) => {
        const rows = pages.get(id) ?? [];
        const reviews = rows.slice(0, size).map(({ at, ...row }) => ({
          ...row,
          createdAt: new Date(row.createdAt),
          repliedAt: row.repliedAt ? new Date(row.repliedAt) : null,
          userName: publicAuthorName(row.userName),
          cursor: cursorOf(sort, photoOnly, { score: row.score, at, id: row.id }),
        }));
        return { reviews, hasNextPage: rows.length > size, endCursor: reviews.at(-1)?.cursor ?? null };
      });
    },
  );
}

/** The newest-first cursor of a review the detail statement read (its `createdAt` exactly as PostgreSQL wrote it). */
export const recentCursorOf = (review: { score: number; id: number }, at: string): string =>
  cursorOf('RECENT', false, { score: review.score, at, id: review.id });

/** How many reviews each lodging has of each score and with a photo. */
export const reviewTalliesOf = (ctx: RequestContext): DataLoader<number, ReviewTallies> =>
  loaderOf(ctx, 'reviewTallies', async (hotelIds: readonly number[]) => {
    const tallies = await readReviewTallies(ctx.publicReads, hotelIds);
    return hotelIds.map((id) => tallies.get(id) ?? { byScore: [0, 0, 0, 0, 0], photoCount: 0 });
  });

/** The lodging whose reviews a visitor asks by id (REST): unknown, deleted or not visible to them is refused as the detail refuses it. */
export async function reviewedHotel(ctx: RequestContext, id: number): Promise<{ id: number; reviewCount: number }> {
  if (!Number.isInteger(id) || id < 1) throw AppError.badInput(MESSAGES.invalidHotel);
  const hotel = await readReviewedHotel(ctx.publicReads, id);
  if (hotel?.status === 'DELETED') throw AppError.gone(MESSAGES.hotelGone);
  if (!hotel || !canSee(ctx, hotel)) throw AppError.notFound(MESSAGES.invalidHotel);
  return { id: hotel.id, reviewCount: hotel.reviewCount };
}
