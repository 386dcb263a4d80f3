import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { ConnectionShape } from '../../platform/pagination';
import { ReviewConnection, toReviewSource } from '../hotels/hotel.resolver';
import type { ReviewView } from '../hotels/hotel.service';
import { Hotel, type HotelSource, type ReviewSource } from '../hotels/hotel.types';
import {
  recentCursorOf,
  reviewPageSize,
  reviewPagesOf,
  reviewTalliesOf,
  type ReviewPage,
  type ReviewSort,
} from './review-page.service';
import { ReviewScoreCount, ReviewSortEnum } from './review-page.types';

/** A lodging's reviews, a page at a time, and their figures. */
@Resolver(() => Hotel)
export class HotelReviewsResolver {
  @FieldResolver(() => ReviewConnection, {
    description:
      '리뷰: 최신순(기본), 평점 높은순, 평점 낮은순; photoOnly면 사진 리뷰만. 작성자 이름은 가려서 (송*린). totalCount는 그 조건의 리뷰 수',
  })
  async reviews(
    @Root() hotel: HotelSource,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('sort', () => ReviewSortEnum, { defaultValue: 'RECENT' }) sort: ReviewSort,
    @Arg('photoOnly', () => Boolean, { defaultValue: false }) photoOnly: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<ReviewSource>> {
    const size = reviewPageSize(first);
    const known = hotel.reviews;
    // The detail statement read the newest `limit`: enough for a first newest-first page no longer than that.
    const page =
      sort === 'RECENT' && !photoOnly && !after && known && (size < known.limit || known.list.length < known.limit)
        ? detailPage(known.list, size)
        : await reviewPagesOf(ctx, { sort, photoOnly, size, after, offset: 0 }).load(hotel.id);
    return {
      edges: page.reviews.map((review) => ({ cursor: review.cursor, node: toReviewSource(review, hotel.id, hotel) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: photoOnly ? (await reviewTalliesOf(ctx).load(hotel.id)).photoCount : hotel.reviewCount,
    };
  }

  @FieldResolver(() => [ReviewScoreCount], { description: '별점별 리뷰 수: 5점부터 1점까지' })
  async reviewScoreCounts(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<ReviewScoreCount[]> {
    const { byScore } = await reviewTalliesOf(ctx).load(hotel.id);
    return [5, 4, 3, 2, 1].map((score) => ({ score, count: byScore[score - 1]! }));
  }

  @FieldResolver(() => Int, { description: '사진이 있는 리뷰 수' })
  async photoReviewCount(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<number> {
    return (await reviewTalliesOf(ctx).load(hotel.id)).photoCount;
  }
}

/** A first newest-first page out of the reviews the detail statement read (their names already masked). */
function detailPage(list: ReadonlyArray<ReviewView & { at: string }>, size: number): ReviewPage {
  const reviews = list.slice(0, size).map((review) => ({ ...review, cursor: recentCursorOf(review, review.at) }));
  return { reviews, hasNextPage: list.length > size, endCursor: reviews.at(-1)?.cursor ?? null };
}
