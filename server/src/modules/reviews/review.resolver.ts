import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import * as reviews from './review.service';
import { MyReview } from './review.types';

@Resolver()
export class ReviewResolver {
  @Authorized()
  @Query(() => [MyReview], { description: '내가 쓴 리뷰 (최근 순)' })
  async myReviews(@Ctx() ctx: RequestContext): Promise<MyReview[]> {
    return (await reviews.myReviews(ctx)).map((review) => ({ ...review, imageUrl: review.imagePath }));
  }
}
