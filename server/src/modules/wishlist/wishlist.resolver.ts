import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { pageOf } from '../../platform/pagination';
import { hotelsById, loadAll } from '../hotels/hotel.loaders';
import { Hotel, StayInput, stayKey, type HotelSource } from '../hotels/hotel.types';
import * as wishlist from './wishlist.service';
import { WishlistConnection, WishlistInput, WishlistPayload } from './wishlist.types';

@Resolver(() => Hotel)
export class WishlistResolver {
  @Authorized()
  @Query(() => WishlistConnection, {
    description: '내 위시리스트 (최근 담은 순); 같은 stay로 묻는 minPrice(stay:)는 이 조회가 계산한 값',
  })
  async myWishlist(
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WishlistConnection> {
    const entries = await wishlist.myWishlist(ctx, stay);
    const page = pageOf(entries, (entry) => entry.id, { first, after });
    const hotels = await loadAll(
      hotelsById(ctx),
      page.items.map(({ node }) => node.id),
    );
    const key = stayKey(stay);
    return {
      edges: page.items.map(({ cursor, node: entry }, index) => {
        const node: HotelSource = {
          ...hotels[index]!,
          wishlisted: true,
          prices: new Map([[key, entry.minPrice]]),
          stayPrices: new Map([[key, entry.stayPrice]]),
        };
        return { cursor, addedAt: entry.addedAt, node: node as Hotel };
      }),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Authorized()
  @Mutation(() => WishlistPayload, { description: '위시리스트에 숙소 추가 (이미 있으면 그대로)' })
  async addToWishlist(
    @Arg('input', () => WishlistInput) input: WishlistInput,
    @Ctx() ctx: RequestContext,
  ): Promise<{ hotel: HotelSource }> {
    await wishlist.addToWishlist(ctx, input.hotelId);
    return { hotel: { ...(await hotelsById(ctx).load(input.hotelId)), wishlisted: true } };
  }

  @Authorized()
  @Mutation(() => WishlistPayload, { description: '위시리스트에서 숙소 제거 (없으면 그대로)' })
  async removeFromWishlist(
    @Arg('input', () => WishlistInput) input: WishlistInput,
    @Ctx() ctx: RequestContext,
  ): Promise<{ hotel: HotelSource | null }> {
    await wishlist.removeFromWishlist(ctx, input.hotelId);
    const [hotel] = await hotelsById(ctx).loadMany([input.hotelId]);
    return { hotel: !hotel || hotel instanceof Error ? null : { ...hotel, wishlisted: false } };
  }

  @FieldResolver(() => Boolean, { description: '로그인한 회원의 위시리스트에 있는지 (비회원은 false)' })
  async wishlisted(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<boolean> {
    if (hotel.wishlisted !== undefined) return hotel.wishlisted;
    return wishlistedLoader(ctx).load(hotel.id);
  }
}

const wishlistedLoader = (ctx: RequestContext) =>
  loaderOf(ctx, 'wishlisted', async (ids: readonly number[]) => {
    const wishlisted = await wishlist.wishlistedAmong(ctx, [...ids]);
    return ids.map((id) => wishlisted.has(id));
  });
