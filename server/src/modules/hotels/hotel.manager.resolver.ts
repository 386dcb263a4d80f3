import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { hotelsById, loadAll } from './hotel.loaders';
import { Hotel, HotelConnection, HotelService, type HotelSource } from './hotel.types';
import * as hotels from './manager-hotel.service';
import {
  CreateManagerHotelInput,
  DeleteManagerHotelInput,
  DeleteManagerHotelPayload,
  GeocodedAddress,
  LodgingTypeCount,
  ManagerHotelPayload,
  ManagerRoomInput,
  UpdateManagerHotelInput,
} from './hotel.manager.types';

/**
 * The manager's lodgings as the graph's `Hotel`s: their rows in one statement, with the photos and every room
 * type the service already read, so the console's fields cost nothing more.
 */
async function toGraph(ctx: RequestContext, mine: hotels.ManagerHotel[]): Promise<HotelSource[]> {
  const loaded = await loadAll(
    hotelsById(ctx),
    mine.map((hotel) => hotel.id),
  );
  return mine.map((hotel, i) => ({
    ...loaded[i]!,
    photos: hotel.images,
    allRooms: hotel.rooms.map((room) => ({
      id: room.id,
      hotelId: hotel.id,
      name: room.name,
      capacity: room.people,
      basePrice: room.price,
      unitCount: room.count,
      imageUrl: room.imagePath,
      active: room.active,
      checkinTime: room.checkinTime,
      checkoutTime: room.checkoutTime,
      bedType: room.bedType,
      size: room.size,
      amenities: room.amenities,
      description: room.description,
    })),
  }));
}

/** The input's rooms in the service's words (the form's and REST's `price`, `count`, `people`). */
const toHotelInput = <I extends { rooms?: ManagerRoomInput[] | null }>({ rooms, ...input }: I) => ({
  ...input,
  rooms: rooms
    ? rooms.map(({ basePrice, unitCount, capacity, ...room }) => ({
        ...room,
        price: basePrice,
        count: unitCount,
        people: capacity,
      }))
    : rooms,
});

const oneToGraph = async (ctx: RequestContext, hotel: hotels.ManagerHotel) => (await toGraph(ctx, [hotel]))[0]!;

/** The manager console's lodgings (GraphQL twin of /api/manager/hotels); photos upload over REST multipart. */
@Resolver()
export class ManagerHotelResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => HotelConnection, { description: '내 숙소 목록 (최근 등록 순)' })
  async managerHotels(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionShape<HotelSource>> {
    const page = pageOf(await hotels.myHotels(ctx), (hotel) => hotel.id, { first, after });
    const nodes = await toGraph(
      ctx,
      page.items.map((edge) => edge.node),
    );
    return connectionOf({ ...page, items: page.items.map((edge, i) => ({ ...edge, node: nodes[i]! })) });
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => Hotel, { description: '내 숙소 하나 (다른 관리자의 숙소는 없는 것과 같음)' })
  async managerHotel(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return oneToGraph(ctx, await hotels.myHotel(ctx, id));
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
    return {
      hotel: await oneToGraph(ctx, await hotels.createHotel(ctx, toHotelInput(input))),
      message: LODGING_MESSAGES.hotelCreated,
    };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => ManagerHotelPayload, { description: '숙소 수정 (보내지 않은 항목은 그대로)' })
  async updateManagerHotel(
    @Arg('input', () => UpdateManagerHotelInput) input: UpdateManagerHotelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerHotelPayload> {
    const { id, ...fields } = input;
    // GraphQL sends omitted fields as undefined and explicit nulls as null; name, type, address cannot be cleared.
    const hotel = await oneToGraph(ctx, await hotels.updateHotel(ctx, id, toHotelInput(fields)));
    return { hotel, message: LODGING_MESSAGES.hotelUpdated };
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
