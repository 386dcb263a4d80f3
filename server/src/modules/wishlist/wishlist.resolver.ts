import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { StayInput } from '../hotels/hotel.types';
import * as wishlist from './wishlist.service';
import { WishlistHotel } from './wishlist.types';

@Resolver()
export class WishlistResolver {
  @Authorized()
  @Query(() => [WishlistHotel], { description: '내 위시리스트 (최근 담은 순); stay를 주면 그 조건의 요금' })
  async myWishlist(
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WishlistHotel[]> {
    const entries = await wishlist.myWishlist(ctx, stay);
    return entries.map((entry) => ({ ...entry, imageUrl: entry.imagePath, wishlisted: true }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '위시리스트에 숙소 추가 (이미 있으면 그대로)' })
  async addToWishlist(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await wishlist.addToWishlist(ctx, hotelId);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '위시리스트에서 숙소 제거 (없으면 그대로)' })
  async removeFromWishlist(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await wishlist.removeFromWishlist(ctx, hotelId);
    return true;
  }
}
