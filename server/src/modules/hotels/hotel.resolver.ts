import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { LIMITS } from '@shim/common/limits';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { hotelDetail } from './hotel.service';
import { HotelDetailType, StayInput } from './hotel.types';

@Resolver()
export class HotelResolver {
  @Public()
  @Query(() => HotelDetailType, { description: '숙소 상세; stay를 주면 객실마다 그 기간의 재고와 요금' })
  async hotel(
    @Arg('id', () => Int) id: number,
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Arg('reviewsFirst', () => Int, { defaultValue: LIMITS.pageSizeDefault, description: '최근 리뷰 수 (1–100)' })
    reviewsFirst: number,
    @Ctx() ctx: RequestContext,
  ): Promise<HotelDetailType> {
    const detail = await hotelDetail(ctx, id, stay, { reviewLimit: reviewsFirst });
    return {
      ...detail,
      images: detail.images.map((image) => ({ kind: image.kind, url: image.path })),
      rooms: detail.rooms.map((room) => ({ ...room, imageUrl: room.imagePath })),
      reviews: detail.reviews.map((review) => ({ ...review, imageUrl: review.imagePath })),
      nearbyLandmarks: detail.landmarks.map((landmark) => ({ ...landmark, imageUrl: landmark.imagePath })),
    };
  }
}
