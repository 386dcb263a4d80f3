import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { LIMITS } from '@shim/common/limits';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { wishlistedAmong } from '../wishlist/wishlist.service';
import { hotelDetail, roomById } from './hotel.service';
import { HotelDetailType, RoomWithHotel, StayInput } from './hotel.types';

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
    const wishlisted = await wishlistedAmong(ctx, [detail.id]);
    return {
      ...detail,
      wishlisted: wishlisted.has(detail.id),
      images: detail.images.map((image) => ({ kind: image.kind, url: image.path })),
      rooms: detail.rooms.map((room) => ({ ...room, imageUrl: room.imagePath })),
      reviews: detail.reviews.map((review) => ({ ...review, imageUrl: review.imagePath })),
      nearbyLandmarks: detail.landmarks.map((landmark) => ({ ...landmark, imageUrl: landmark.imagePath })),
    };
  }

  @Public()
  @Query(() => RoomWithHotel, { description: '객실 유형 하나와 그 숙소 (GET /api/rooms/{id}와 같음)' })
  async room(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<RoomWithHotel> {
    const { room, hotel } = await roomById(ctx, id);
    return {
      id: room.id,
      name: room.name,
      capacity: room.capacity,
      basePrice: room.basePrice,
      unitCount: room.unitCount,
      imageUrl: room.imagePath ?? null,
      hotelId: hotel.id,
      hotelName: hotel.name,
      hotelType: hotel.type,
      checkinTime: room.checkinTime ?? hotel.checkinTime,
      checkoutTime: room.checkoutTime ?? hotel.checkoutTime,
    };
  }
}
