import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { ReviewConnection, toReviewSource } from '../hotels/hotel.resolver';
import type { ReviewSource } from '../hotels/hotel.types';
import { reservationSource } from '../reservations/reservation.resolver';
import type { ReservationSource } from '../reservations/reservation.types';
import * as reviews from './review.service';
import { WriteReviewInput, WriteReviewPayload } from './review.types';

const toSource = (review: reviews.MyReview): ReviewSource => toReviewSource(review, review.hotelId);

@Resolver()
export class ReviewResolver {
  @Authorized()
  @Query(() => ReviewConnection, { description: '내가 쓴 리뷰 (최근 순); 숙소는 review.hotel' })
  async myReviews(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<ReviewSource>> {
    const mine = (await reviews.myReviews(ctx)).map(toSource);
    return connectionOf(pageOf(mine, (review) => review.id, { first, after }));
  }

  @Authorized()
  @Mutation(() => WriteReviewPayload, { description: '리뷰 쓰기 (사진 없이; 사진은 REST POST /api/reviews)' })
  async writeReview(
    @Arg('input', () => WriteReviewInput) input: WriteReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<{ review: ReviewSource; reservation: ReservationSource }> {
    const written = await reviews.writeReview(ctx, {
      reservationId: input.reservationId,
      score: input.score ?? null,
      content: input.content,
    });
    return { review: toSource(written.review), reservation: reservationSource(written.reservation) };
  }
}
