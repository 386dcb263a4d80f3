import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import type { HotelSummary } from '../hotels/hotel-summary.types';
import { wishlistedAmong } from '../wishlist/wishlist.service';
import * as search from './search.service';
import { HotelSearchConnection, NearbyStay, SearchFilter, SearchInput, SearchSortEnum } from './search.types';

@Resolver()
export class SearchResolver {
  @Public()
  @Query(() => HotelSearchConnection, { description: '숙박 조건에 맞는 숙소 검색 (필터, 정렬, 커서 페이지)' })
  async searchHotels(
    @Arg('criteria', () => SearchInput) criteria: SearchInput,
    @Arg('filter', () => SearchFilter, { nullable: true }) filter: SearchFilter | null,
    @Arg('sort', () => SearchSortEnum, { defaultValue: 'RECOMMENDED' }) sort: search.SearchSort,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<HotelSearchConnection> {
    const page = await search.searchPage(ctx, criteria, filter ?? {}, sort, { first, after });
    const wishlisted = await wishlistedAmong(
      ctx,
      page.hits.map(({ hotel }) => hotel.id),
    );
    return {
      edges: page.hits.map(({ cursor, hotel }) => ({
        cursor,
        node: { ...toSummary(hotel), wishlisted: wishlisted.has(hotel.id) },
      })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
      priceRange: page.priceRange,
    };
  }

  @Public()
  @Query(() => [NearbyStay], {
    description: '명소(landmark(id)와 같은 id 규칙) 가까이의 숙소 6곳, 가까운 순, 오늘 밤 최저가와 함께',
  })
  async nearbyStays(
    @Arg('landmarkId', () => ID) landmarkId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<NearbyStay[]> {
    const stays = await search.nearbyStays(ctx, String(landmarkId));
    return stays.map(({ imagePath, ...stay }) => ({ ...stay, imageUrl: imagePath }));
  }

  @Public()
  @Query(() => [String], { description: '검색 필터에 쓰는 편의시설 이름 (id 순)' })
  searchServices(@Ctx() ctx: RequestContext): Promise<string[]> {
    return search.serviceNames(ctx);
  }
}

export const toSummary = (hit: search.HotelHit): Omit<HotelSummary, 'wishlisted'> => ({
  ...hit,
  imageUrl: hit.imagePath,
});
