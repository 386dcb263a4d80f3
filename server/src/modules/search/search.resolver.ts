import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { addDays } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { stayTotal } from '@shim/common/stay-offer';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Public } from '../../platform/graphql-access';
import { loaderOf } from '../../platform/loaders';
import { hotelsById, loadAll, lowestBasePrice } from '../hotels/hotel.loaders';
import { stayOfferProblem } from '../hotels/hotel.service';
import { lodgingStayPrices } from '../stays/stay-offer.service';
import { Hotel, StayInput, stayKey, type HotelSource } from '../hotels/hotel.types';
import { DayUseSlot } from '../stays/day-use.types';
import { dayUseSlotOf } from './search-day-use.service';
import * as search from './search.service';
import * as searchMap from './search-map.service';
import {
  HotelSearchConnection,
  MapBoundsInput,
  NearbyStay,
  SearchFilter,
  SearchInput,
  SearchMap,
  SearchSortEnum,
} from './search.types';

@Resolver(() => Hotel)
export class SearchResolver {
  @Public()
  @Query(() => HotelSearchConnection, {
    description:
      '숙박 조건에 맞는 숙소 검색 (필터, 정렬, 커서 페이지); 같은 숙박 조건의 minPrice(stay:)는 검색이 계산한 값',
  })
  async searchHotels(
    @Arg('criteria', () => SearchInput) criteria: SearchInput,
    @Arg('filter', () => SearchFilter, { nullable: true }) filter: SearchFilter | null,
    @Arg('sort', () => SearchSortEnum, { defaultValue: 'RECOMMENDED' }) sort: search.SearchSort,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    const page = await search.searchPage(ctx, criteria, filter ?? {}, sort, { first, after });
    const key = stayKey(criteria);
    return {
      edges: page.hits.map(({ cursor, hotel }) => ({
        cursor,
        node: hitSource(hotel, key, criteria.rooms),
        distanceKm: hotel.distanceKm ?? null,
        dayUse: hotel.dayUse ? dayUseSlotOf(hotel.dayUse, criteria.rooms) : null,
      })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
      totalAtLeast: page.totalAtLeast,
      priceRange: page.priceRange,
      facets: page.facets,
    };
  }

  @Public()
  @Query(() => SearchMap, {
    description:
      '지도 영역의 숙소 (bounds; criteria의 place·region·bounds는 쓰지 않음): 날짜를 뺀 조건에 맞는 숙소가 200곳을 넘으면 zoom에 맞춘 격자의 묶음, 아니면 그 숙박에 예약할 수 있는 숙소의 핀',
  })
  async searchMap(
    @Arg('criteria', () => SearchInput) criteria: SearchInput,
    @Arg('filter', () => SearchFilter, { nullable: true }) filter: SearchFilter | null,
    @Arg('bounds', () => MapBoundsInput) bounds: MapBoundsInput,
    @Arg('zoom', () => Int, { description: '지도 확대 단계 (0–20; 웹 지도 타일의 z)' }) zoom: number,
    @Ctx() ctx: RequestContext,
  ) {
    const map = await searchMap.searchMap(ctx, criteria, filter ?? {}, bounds, zoom);
    const key = stayKey(criteria);
    return { ...map, pins: map.pins.map((hit) => hitSource(hit, key, criteria.rooms)) };
  }

  @Public()
  @Query(() => [NearbyStay], {
    description:
      '명소(landmark(id)와 같은 id 규칙) 가까이의 숙소 6곳, 가까운 순; 오늘 밤(객실 1, 2명) 최저가는 미리 계산됨',
  })
  async nearbyStays(
    @Arg('landmarkId', () => ID) landmarkId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Array<{ distanceKm: number; hotel: HotelSource }>> {
    const stays = await search.nearbyStays(ctx, String(landmarkId));
    const today = ctx.clock.today();
    const tonight = stayKey({
      startDate: today,
      endDate: addDays(today, 1),
      rooms: LIMITS.defaultRooms,
      persons: LIMITS.defaultPersons,
    });
    const hotels = await loadAll(
      hotelsById(ctx),
      stays.map((stay) => stay.id),
    );
    return stays.map((stay, index) => ({
      distanceKm: stay.distanceKm,
      hotel: { ...hotels[index]!, prices: new Map([[tonight, stay.minPrice]]) },
    }));
  }

  @Public()
  @Query(() => [String], { description: '검색 필터에 쓰는 편의시설 이름 (id 순)' })
  searchServices(@Ctx() ctx: RequestContext): Promise<string[]> {
    return search.serviceNames(ctx);
  }

  @FieldResolver(() => DayUseSlot, {
    nullable: true,
    description:
      '대실 검색(searchHotels의 노드, searchMap의 핀)이 찾은 이 숙소의 대실 (HotelSearchEdge.dayUse와 같음); 그 밖에는 null',
  })
  searchDayUse(@Root() hotel: SearchHotelSource): DayUseSlot | null {
    return hotel.searchDayUse ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'stay가 있으면 그 조건에 맞는 객실 유형의 가장 낮은 1박 평균 요금 (원, 객실 1개; 맞는 객실이 없으면 null), 없으면 객실 기본 요금의 최저가',
  })
  async minPrice(
    @Root() hotel: HotelSource,
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number | null> {
    const known = hotel.prices?.get(stayKey(stay));
    if (known !== undefined) return known;
    if (!stay) return lowestBasePrice(ctx).load(hotel.id);
    const problem = stayOfferProblem(ctx, stay);
    if (problem) throw AppError.badInput(problem);
    return (await stayPrices(ctx, stay).load(hotel.id))?.price ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'stay가 있으면 그 조건에 맞는 객실 유형의 숙박 기간 전체 요금 중 가장 낮은 것 (원, 객실 1개; 맞는 객실이 없거나 stay가 없으면 null)',
  })
  async stayPrice(
    @Root() hotel: HotelSource,
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number | null> {
    const known = hotel.stayPrices?.get(stayKey(stay));
    if (known !== undefined) return known;
    if (!stay) return null;
    const problem = stayOfferProblem(ctx, stay);
    if (problem) throw AppError.badInput(problem);
    return (await stayPrices(ctx, stay).load(hotel.id))?.stayPrice ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      '숙박 총액: stay의 객실 수로 묵을 때 가장 싼 객실 유형의 결제 금액 (stayPrice × 객실 수 + 세금·수수료, 쿠폰 전; 상세의 RoomOffer.stayTotal, 결제 미리보기의 stayTotal과 같은 규칙); 맞는 객실이 없거나 stay가 없으면 null',
  })
  async stayTotal(
    @Root() hotel: HotelSource,
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number | null> {
    if (!stay) return null;
    const price = await this.stayPrice(hotel, stay, ctx);
    return price === null ? null : stayTotal(price, stay.rooms);
  }
}

/** The search's prices (nightly and total) of one stay for the lodgings of a list: one statement per stay. */
const stayPrices = (ctx: RequestContext, stay: StayInput) =>
  loaderOf(ctx, `stayPrices:${stayKey(stay)}`, async (ids: readonly number[]) => {
    const prices = await lodgingStayPrices(ctx, [...ids], stay);
    return ids.map((id) => prices.get(id) ?? null);
  });

/** A `Hotel` a search found, with its 대실 when the search was one. */
type SearchHotelSource = HotelSource & { searchDayUse?: DayUseSlot | null };

/** A search hit as a `Hotel`, with its price for the search's stay (a 대실 search: its 대실, no night prices). */
function hitSource(hit: search.HotelHit, key: string, rooms: number): SearchHotelSource {
  const common = {
    id: hit.id,
    name: hit.name,
    type: hit.type,
    star: hit.star,
    address: hit.address,
    region: hit.region,
    latitude: hit.latitude,
    longitude: hit.longitude,
    imageUrl: hit.imagePath,
    avgScore: hit.avgScore,
    reviewCount: hit.reviewCount,
    services: hit.services,
  };
  if (hit.dayUse) return { ...common, searchDayUse: dayUseSlotOf(hit.dayUse, rooms) };
  return { ...common, prices: new Map([[key, hit.minPrice]]), stayPrices: new Map([[key, hit.stayPrice]]) };
}
