import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { hotelsById } from '../hotels/hotel.loaders';
import { Hotel, type HotelSource } from '../hotels/hotel.types';
import * as hotels from './manager-hotel.service';
import {
  CreateManagerHotelInput,
  DeleteManagerHotelInput,
  DeleteManagerHotelPayload,
  GeocodedAddress,
  HotelService,
  LodgingTypeCount,
  ManagerHotel,
  ManagerHotelConnection,
  ManagerHotelPayload,
  UpdateManagerHotelInput,
} from './manager-hotel.types';

const toGraph = (hotel: hotels.ManagerHotel): ManagerHotel => ({
  ...hotel,
  images: hotel.images.map((image) => ({ kind: image.kind, url: image.path })),
  rooms: hotel.rooms.map((room) => ({ ...room, imageUrl: room.imagePath })),
});

/** The manager console's lodgings (GraphQL twin of /api/manager/hotels); photos upload over REST multipart. */
@Resolver()
export class ManagerHotelResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerHotelConnection, { description: '내 숙소 목록 (최근 등록 순)' })
  async managerHotels(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionShape<ManagerHotel>> {
    const mine = (await hotels.myHotels(ctx)).map(toGraph);
    return connectionOf(pageOf(mine, (hotel) => hotel.id, { first, after }));
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerHotel, { description: '내 숙소 하나 (다른 관리자의 숙소는 없는 것과 같음)' })
  async managerHotel(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ManagerHotel> {
    return toGraph(await hotels.myHotel(ctx, id));
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => [LodgingTypeCount], { description: '유형별 내 숙소 수' })
  managerHotelTypeCounts(@Ctx() ctx: RequestContext): Promise<LodgingTypeCount[]> {
    return hotels.myTypeCounts(ctx);
  }

  @Public()
  @Query(() => [HotelService], { description: '숙소 서비스 전체 (GET /api/services)' })
  hotelServices(@Ctx() ctx: RequestContext): Promise<HotelService[]> {
    return hotels.services(ctx);
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => GeocodedAddress, { description: '주소 → 좌표 (Kakao Local 주소 검색)' })
  geocodeAddress(@Arg('address', () => String) address: string, @Ctx() ctx: RequestContext): Promise<GeocodedAddress> {
    return hotels.geocode(ctx, address);
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => ManagerHotelPayload, { description: '숙소 등록 (관리자 승인 전까지 검색에 나오지 않음)' })
  async createManagerHotel(
    @Arg('input', () => CreateManagerHotelInput) input: CreateManagerHotelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerHotelPayload> {
    return { hotel: toGraph(await hotels.createHotel(ctx, input)), message: LODGING_MESSAGES.hotelCreated };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => ManagerHotelPayload, { description: '숙소 수정 (보내지 않은 항목은 그대로)' })
  async updateManagerHotel(
    @Arg('input', () => UpdateManagerHotelInput) input: UpdateManagerHotelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerHotelPayload> {
    const { id, ...fields } = input;
    // GraphQL sends omitted fields as undefined and explicit nulls as null; name, type, address cannot be cleared.
    return { hotel: toGraph(await hotels.updateHotel(ctx, id, fields)), message: LODGING_MESSAGES.hotelUpdated };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => DeleteManagerHotelPayload, { description: '숙소 삭제 (예약·결제 기록은 남음)' })
  async deleteManagerHotel(
    @Arg('input', () => DeleteManagerHotelInput) input: DeleteManagerHotelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteManagerHotelPayload> {
    await hotels.deleteHotel(ctx, input.id);
    return { id: input.id, message: LODGING_MESSAGES.hotelDeleted };
  }
}

/** The manager's own lodging leads into the graph: its `Hotel`, batched with every other row's. */
@Resolver(() => ManagerHotel)
export class ManagerHotelGraphResolver {
  @FieldResolver(() => Hotel, { description: '그래프의 숙소 (객실, 리뷰 등으로 이어짐)' })
  hotel(@Root() row: ManagerHotel, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return hotelsById(ctx).load(row.id);
  }
}
