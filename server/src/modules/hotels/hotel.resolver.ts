import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '@shim/common/limits';
import { localized } from '@shim/common/content-translations';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Public } from '../../platform/graphql-access';
import { contentLocale } from '../../platform/content-locale';
import { connectionType } from '../../platform/pagination';
import {
  hotelDetail,
  managedHotelState,
  roomById,
  roomOffer,
  stayOfferProblem,
  type HotelDetail,
  type ReviewView,
} from './hotel.service';
import {
  allRoomsOfHotel,
  hotelsById,
  landmarksNear,
  photosOf,
  roomNights,
  roomsOfHotel,
  roomStayOffer,
  servicesByName,
  toRoomSource,
} from './hotel.loaders';
import {
  Hotel,
  HotelPhoto,
  HotelService,
  HotelStatusEnum,
  NearbyLandmark,
  Review,
  Room,
  RoomOffer,
  StayInput,
  stayKey,
  type HotelSource,
  type ReviewSource,
  type RoomSource,
} from './hotel.types';
import type { HotelStatus } from './hotel.entity';
import { freeCancellationOf } from '../stays/stay-offer.service';

export const ReviewConnection = connectionType('Review', Review);

@Resolver(() => Hotel)
export class HotelResolver {
  @Public()
  @Query(() => Hotel, {
    description:
      '숙소 하나. stay를 주면 상세 화면의 규칙으로 검사하고, 같은 stay로 묻는 minPrice와 rooms.offer를 한 번의 조회로 답합니다',
  })
  async hotel(
    @Arg('id', () => Int) id: number,
    @Arg('stay', () => StayInput, { nullable: true }) stay: StayInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<HotelSource> {
    return detailSource(await hotelDetail(ctx, id, stay, { reviewLimit: LIMITS.pageSizeDefault }), stay);
  }

  @Public()
  @Query(() => Room, { description: '객실 유형 하나 (GET /api/rooms/{id}와 같음, 예약 초안 복원용)' })
  async room(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<RoomSource> {
    const { room, hotel } = await roomById(ctx, id);
    return toRoomSource({
      ...room,
      hotelId: hotel.id,
      imagePath: room.imagePath ?? null,
      checkinTime: room.checkinTime ?? hotel.checkinTime,
      checkoutTime: room.checkoutTime ?? hotel.checkoutTime,
      bedType: room.bedType ?? null,
      size: room.sizeSqm ?? null,
      amenities: room.amenities,
      description: room.description ?? null,
    });
  }

  @FieldResolver(() => String, { description: '숙소 소개: locale(없으면 Accept-Language)의 번역, 없으면 한국어' })
  async info(
    @Root() hotel: HotelSource,
    @Arg('locale', () => String, { nullable: true, description: 'ko, en, ja, zh-Hans' }) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    const language = contentLocale(ctx, locale);
    const loaded = hotel.info === undefined || (language !== 'ko' && hotel.translations === undefined);
    const source = loaded ? await hotelsById(ctx).load(hotel.id) : hotel;
    return localized(source.info ?? '', source.translations, language, 'description');
  }

  @FieldResolver(() => String, { description: '체크인 시각 (HH:mm)' })
  async checkinTime(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<string> {
    return hotel.checkinTime ?? (await hotelsById(ctx).load(hotel.id)).checkinTime;
  }

  @FieldResolver(() => String, { description: '체크아웃 시각 (HH:mm)' })
  async checkoutTime(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<string> {
    return hotel.checkoutTime ?? (await hotelsById(ctx).load(hotel.id)).checkoutTime;
  }

  @FieldResolver(() => Int, { description: '대실 무료 취소: 시작 몇 분 전까지 (기본 60분)' })
  async dayUseFreeCancelMinutes(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<number> {
    return hotel.dayUseFreeCancelMinutes ?? (await hotelsById(ctx).load(hotel.id)).dayUseFreeCancelMinutes;
  }

  @FieldResolver(() => String, { nullable: true, description: '숙소 대표 전화 (02-1234-5678)' })
  async phone(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<string | null> {
    return hotel.phone !== undefined ? hotel.phone : (await hotelsById(ctx).load(hotel.id)).phone;
  }

  @FieldResolver(() => [HotelPhoto], { description: '사진: 대표 사진 먼저' })
  async images(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<HotelPhoto[]> {
    const photos = hotel.photos ?? (await photosOf(ctx).load(hotel.id));
    return photos.map((photo) => ({ kind: photo.kind, url: photo.path }));
  }

  @FieldResolver(() => [Room], {
    description:
      '판매 중인 객실 유형 (기본 요금 낮은 순); includeInactive는 숙소의 관리자와 사이트 관리자만: 판매 중지 유형까지 등록 순',
  })
  async rooms(
    @Root() hotel: HotelSource,
    @Arg('includeInactive', () => Boolean, { defaultValue: false }) includeInactive: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomSource[]> {
    if (!includeInactive) return hotel.rooms ?? roomsOfHotel(ctx).load(hotel.id);
    managedHotelState(ctx, await hotelsById(ctx).load(hotel.id));
    return hotel.allRooms ?? allRoomsOfHotel(ctx).load(hotel.id);
  }

  @FieldResolver(() => [HotelService], { description: '편의시설 (서비스 번호 순)' })
  async services(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<HotelService[]> {
    const byName = await servicesByName(ctx).load('all');
    return hotel.services.flatMap((name) => byName.get(name) ?? []);
  }

  @FieldResolver(() => [NearbyLandmark], { description: '가까운 명소 6곳' })
  async nearbyLandmarks(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<NearbyLandmark[]> {
    const landmarks = hotel.landmarks ?? (await landmarksNear(ctx).load(hotel.id));
    return landmarks.map(({ imagePath, ...landmark }) => ({ ...landmark, imageUrl: imagePath }));
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @FieldResolver(() => HotelStatusEnum, { description: '관리자 전용: 승인 상태 (자기 숙소의 관리자, 사이트 관리자)' })
  async status(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<HotelStatus> {
    return managedHotelState(ctx, await hotelsById(ctx).load(hotel.id)).status;
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @FieldResolver(() => Boolean, { description: '관리자 전용: 검색에 노출 중인지 (자기 숙소의 관리자, 사이트 관리자)' })
  async active(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<boolean> {
    return managedHotelState(ctx, await hotelsById(ctx).load(hotel.id)).active;
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @FieldResolver(() => String, {
    nullable: true,
    description: '관리자 전용: 거절 사유 (REJECTED이고 사이트 관리자가 적었을 때; 자기 숙소의 관리자, 사이트 관리자)',
  })
  async rejectionReason(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<string | null> {
    return managedHotelState(ctx, await hotelsById(ctx).load(hotel.id)).rejectionReason;
  }
}

@Resolver(() => Room)
export class RoomResolver {
  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @FieldResolver(() => Boolean, {
    description: '관리자 전용: 판매 중인지 (끄면 검색과 상세에서 숨김; 숙소의 관리자, 사이트 관리자)',
  })
  async active(@Root() room: RoomSource, @Ctx() ctx: RequestContext): Promise<boolean> {
    managedHotelState(ctx, await hotelsById(ctx).load(room.hotelId));
    return room.active;
  }

  @FieldResolver(() => Hotel)
  async hotel(@Root() room: RoomSource, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return room.hotel ?? hotelsById(ctx).load(room.hotelId);
  }

  @FieldResolver(() => RoomOffer, { description: '이 숙박 조건의 요금과 재고 (상세 화면의 규칙으로 검사)' })
  async offer(
    @Root() room: RoomSource,
    @Arg('stay', () => StayInput) stay: StayInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomOffer> {
    const known = room.offers?.get(stayKey(stay));
    const offer = known ?? (await offerOf(ctx, room, stay));
    return {
      price: offer.price,
      stayPrice: offer.stayPrice,
      stayTotal: offer.stayTotal,
      availableCount: offer.availableCount ?? 0,
      bookable: offer.bookable ?? false,
      nights: offer.nights,
      closed: offer.closed,
      minStay: offer.minStay,
      freeCancellationUntil: freeCancellationOf(ctx, stay.startDate),
    };
  }
}

@Resolver(() => Review)
export class ReviewHotelResolver {
  @FieldResolver(() => Hotel)
  async hotel(@Root() review: ReviewSource, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return review.hotel ?? hotelsById(ctx).load(review.hotelId);
  }
}

/** A room type's offer when the statement that found it did not work it out: the stay-offer module's rows. */
async function offerOf(ctx: RequestContext, room: RoomSource, stay: StayInput) {
  const [nights, found] = await Promise.all([nightsOf(ctx, room, stay), roomStayOffer(ctx, stay).load(room.id)]);
  return roomOffer(
    {
      ...room,
      imagePath: room.imageUrl,
      nights,
      available: found?.available ?? null,
      stayPrice: found?.stayPrice ?? null,
      nightlyPrice: found?.nightlyPrice ?? null,
      bookable: found?.bookable ?? null,
    },
    stay,
  );
}

async function nightsOf(ctx: RequestContext, room: RoomSource, stay: StayInput) {
  const problem = stayOfferProblem(ctx, stay);
  if (problem) throw AppError.badInput(problem);
  return roomNights(ctx, stay).load(room.id);
}

export function toReviewSource(
  review: ReviewView | (Omit<ReviewView, 'userName'> & { userName: string | null }),
  hotelId: number,
  hotel?: HotelSource,
): ReviewSource {
  return {
    id: review.id,
    author: { name: review.userName ?? MESSAGES.reviewAuthorGone },
    score: review.score,
    content: review.content,
    imageUrl: review.imagePath,
    createdAt: new Date(review.createdAt),
    reply: review.reply,
    repliedAt: review.repliedAt ? new Date(review.repliedAt) : null,
    hotelId,
    hotel,
  };
}

/** The detail statement's answer as a `Hotel`, with its rooms' offers, photos, landmarks and reviews. */
export function detailSource(detail: HotelDetail, stay: StayInput | null): HotelSource {
  const key = stayKey(stay);
  const source: HotelSource = {
    id: detail.id,
    name: detail.name,
    type: detail.type,
    star: detail.star,
    address: detail.address,
    region: detail.region,
    latitude: detail.latitude,
    longitude: detail.longitude,
    imageUrl: (detail.images.find((image) => image.kind === 'MAIN') ?? detail.images[0])?.path ?? null,
    avgScore: detail.avgScore,
    reviewCount: detail.reviewCount,
    services: detail.services,
    info: detail.info,
    translations: detail.translations,
    checkinTime: detail.checkinTime,
    checkoutTime: detail.checkoutTime,
    prices: new Map([[key, detail.minPrice]]),
    photos: detail.images,
    landmarks: detail.landmarks,
    reviews: { list: detail.reviews, limit: LIMITS.pageSizeDefault },
  };
  source.rooms = detail.rooms.map((room) => ({
    ...toRoomSource({ ...room, hotelId: detail.id, active: true }),
    offers: stay ? new Map([[key, room]]) : undefined,
    hotel: source,
  }));
  return source;
}
