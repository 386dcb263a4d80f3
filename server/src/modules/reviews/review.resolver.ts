import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { reservationDetail } from '../reservations/reservation.resolver';
import * as reviews from './review.service';
import { MyReview, WriteReviewInput, WriteReviewPayload } from './review.types';

const toGraphql = (review: reviews.MyReview): MyReview => ({ ...review, imageUrl: review.imagePath });

@Resolver()
export class ReviewResolver {
  @Authorized()
  @Query(() => [MyReview], { description: '내가 쓴 리뷰 (최근 순)' })
  async myReviews(@Ctx() ctx: RequestContext): Promise<MyReview[]> {
    return (await reviews.myReviews(ctx)).map(toGraphql);
  }

  @Authorized()
  @Mutation(() => WriteReviewPayload, { description: '리뷰 쓰기 (사진 없이; 사진은 REST POST /api/reviews)' })
  async writeReview(
    @Arg('input', () => WriteReviewInput) input: WriteReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WriteReviewPayload> {
    const written = await reviews.writeReview(ctx, {
      reservationId: input.reservationId,
      score: input.score ?? null,
      content: input.content,
    });
    return { review: toGraphql(written.review), reservation: reservationDetail(written.reservation) };
  }
}
