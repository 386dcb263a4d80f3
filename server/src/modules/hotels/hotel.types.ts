import type { ContentTranslations } from '@shim/common/content-translations';
import { Authorized, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { REVIEW_DELETION_STATUSES, type ReviewDeletionStatus } from '@shim/common/review-moderation';
import type { LodgingType } from '@shim/common/lodging';
import type { NearbyLandmark as NearbyLandmarkRow } from './nearby-landmarks';
import { connectionType } from '../../platform/pagination';
import { LodgingTypeEnum } from './hotel-summary.types';
import { HOTEL_STATUSES, type HotelStatus } from './hotel.entity';
import type { RoomOffer as RoomOfferRow, ReviewView } from './hotel.service';
import type { HotelRow } from './hotel.repository';

@InputType({ description: '숙박 조건: 체크인·체크아웃 (YYYY-MM-DD), 객실 수 (1–5), 인원 수 (1–20)' })
export class StayInput {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Int)
  rooms!: number;

  @Field(() => Int)
  persons!: number;
}

/** The key a price worked out for `stay` is kept under on the object that carries it ('none' without a stay). */
export const stayKey = (stay: StayInput | null | undefined): string =>
  stay ? `${stay.startDate}/${stay.endDate}/${stay.rooms}/${stay.persons}` : 'none';

export const HotelStatusEnum = Object.fromEntries(HOTEL_STATUSES.map((status) => [status, status])) as {
  [S in HotelStatus]: S;
};
registerEnumType(HotelStatusEnum, { name: 'HotelStatus', description: '승인 상태: 대기, 승인, 거절, 삭제' });

export const ReviewDeletionStatusEnum = Object.fromEntries(REVIEW_DELETION_STATUSES.map((s) => [s, s])) as {
  [S in ReviewDeletionStatus]: S;
};
registerEnumType(ReviewDeletionStatusEnum, {
  name: 'ReviewDeletionStatus',
  description: '삭제 요청 상태: 처리 대기(PENDING), 반려(REJECTED); 승인되면 리뷰가 삭제됨',
});

@ObjectType({ simpleResolvers: true })
export class HotelPhoto {
  @Field(() => String, { description: 'MAIN 또는 SUB' })
  kind!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType({ description: '객실 유형의 하룻밤 재고와 요금', simpleResolvers: true })
export class NightOffer {
  @Field(() => String)
  date!: string;

  @Field(() => Int)
  availableCount!: number;

  @Field(() => Int)
  price!: number;
}

@ObjectType({ description: '객실 유형의 한 숙박 조건에 대한 요금과 재고', simpleResolvers: true })
export class RoomOffer {
  @Field(() => Int, { description: '숙박 기간의 1박 평균 요금 (원, 객실 1개)' })
  price!: number;

  @Field(() => Int, { nullable: true, description: '객실 1개의 숙박 기간 전체 요금; 열리지 않은 밤이 있으면 null' })
  stayPrice!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      '숙박 총액: stay의 객실 수로 묵을 때의 결제 금액 (stayPrice × 객실 수 + 세금·수수료, 쿠폰 전); stayPrice가 null이면 null',
  })
  stayTotal!: number | null;

  @Field(() => Int, { description: '숙박 기간 모든 밤에 남은 객실 수의 최솟값' })
  availableCount!: number;

  @Field(() => Boolean, { description: '요청한 객실 수가 남아 있고 인원을 수용하는지' })
  bookable!: boolean;

  @Field(() => String, {
    nullable: true,
    description: '오늘 예약하면 전액 환불로 취소할 수 있는 마지막 날 (YYYY-MM-DD, 그날까지); 이미 지났으면 null',
  })
  freeCancellationUntil!: string | null;

  @Field(() => Boolean, {
    description: '숙박 기간 중 관리자가 판매를 닫은 밤이 있는지 (매진과 다름: 판매하지 않음)',
  })
  closed!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: '체크인 날의 최소 숙박 일수 (박); 그 밤이 재고에 없으면 null',
  })
  minStay!: number | null;

  @Field(() => [NightOffer])
  nights!: NightOffer[];
}

@ObjectType({ description: '숙소 주변 명소 (대권 거리, 시속 20km 기준 이동 시간)', simpleResolvers: true })
export class NearbyLandmark {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  category!: string;

  @Field(() => String)
  location!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Float)
  distanceKm!: number;

  @Field(() => Int)
  travelMinutes!: number;
}

/**
 * A lodging: the one `Hotel` of the graph, whatever found it (search, detail, wishlist, a landmark's nearby
 * stays, a room, a reservation, a review). Its own columns are plain fields; what depends on the stay takes
 * the stay (`minPrice(stay:)`, `Room.offer(stay:)`), and relations are resolved in batches.
 */
@ObjectType('Hotel', {
  description: '숙소: 검색, 상세, 위시리스트, 명소 근처 숙소, 객실, 예약, 리뷰가 모두 이 타입으로 이어집니다',
})
export class Hotel {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => LodgingTypeEnum)
  type!: LodgingType;

  @Field(() => Int, { nullable: true, description: '호텔, 관광호텔만 1–5' })
  star!: number | null;

  @Field(() => String)
  address!: string;

  @Field(() => String, { description: '주소의 앞 두 단어 (서울특별시 강남구)' })
  region!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { nullable: true, description: '대표 사진 경로 (/images/...)' })
  imageUrl!: string | null;

  @Field(() => Float, { nullable: true, description: '리뷰 평균 점수 (소수 첫째 자리), 리뷰가 없으면 null' })
  avgScore!: number | null;

  @Field(() => Int)
  reviewCount!: number;
}

@ObjectType({ description: '숙소 서비스 (편의시설)', simpleResolvers: true })
export class HotelService {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

/**
 * What a resolver hands over as a `Hotel`: its columns, and what the statement that found it already worked
 * out (a search's prices for its stay, a detail's rooms and reviews), so the fields asked again cost nothing.
 */
export interface HotelSource extends Omit<HotelRow, 'imagePath'> {
  imageUrl: string | null;
  /** Service names in service id order (the `service_names` column). */
  services: string[];
  info?: string;
  checkinTime?: string;
  checkoutTime?: string;
  dayUseFreeCancelMinutes?: number;
  phone?: string | null;
  /** `minPrice` by `stayKey`. */
  prices?: Map<string, number | null>;
  /** `stayPrice` by `stayKey`. */
  stayPrices?: Map<string, number | null>;
  photos?: Array<{ kind: string; path: string }>;
  rooms?: RoomSource[];
  /** Every room type, selling or not, in id order (what the owner's console edits). */
  allRooms?: RoomSource[];
  landmarks?: NearbyLandmarkRow[];
  /** The newest reviews, as many as `limit` asked (fewer when the lodging has fewer). */
  reviews?: { list: Array<ReviewView & { at: string }>; limit: number };
  wishlisted?: boolean;
  /** The administrator's figures, when the admin list worked them out with the row. */
  figures?: HotelFigures;
}

export const HotelConnection = connectionType('Hotel', Hotel);

/** What the admin console shows of a lodging beyond its columns. */
export interface HotelFigures {
  bookingCount: number;
  monthlyRevenue: number;
}

@ObjectType('Room', { description: '객실 유형' })
export class Room {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: '객실 1개의 최대 인원' })
  capacity!: number;

  @Field(() => Int, { description: '평일 1박 기본 요금 (원)' })
  basePrice!: number;

  @Field(() => Int, { description: '같은 유형의 객실 수' })
  unitCount!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { description: '객실 유형의 체크인 시간 (없으면 숙소의 시간)' })
  checkinTime!: string;

  @Field(() => String, { description: '객실 유형의 체크아웃 시간 (없으면 숙소의 시간)' })
  checkoutTime!: string;

  @Field(() => String, {
    nullable: true,
    description: '침대 유형: 싱글, 더블, 퀸, 킹, 트윈, 온돌, 패밀리 중 하나; 정하지 않았으면 null',
  })
  bedType!: string | null;

  @Field(() => Int, { nullable: true, description: '객실 크기 (㎡, 1–1000); 정하지 않았으면 null' })
  size!: number | null;

  @Field(() => [String], { description: '객실 편의시설 (관리자가 정한 순서, 최대 20개)' })
  amenities!: string[];

  @Field(() => String, { nullable: true, description: '객실 설명 (최대 1,000자); 없으면 null' })
  description!: string | null;
}

export interface RoomSource {
  id: number;
  hotelId: number;
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  imageUrl: string | null;
  active: boolean;
  checkinTime: string;
  checkoutTime: string;
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
  /** Name and description per language, when the statement read them. */
  translations?: ContentTranslations;
  /** Offers by `stayKey`, as the detail statement worked them out. */
  offers?: Map<string, RoomOfferRow>;
  /** The lodging, when the statement that found the room read it. */
  hotel?: HotelSource;
}

/** Reviews's author as anyone may see it: the name only. */
@ObjectType({ description: '리뷰 작성자 (이름만 공개)', simpleResolvers: true })
export class ReviewAuthor {
  @Field(() => String, { description: '탈퇴한 회원은 "탈퇴한 회원"' })
  name!: string;
}

@ObjectType('Review', { description: '숙소 리뷰' })
export class Review {
  @Field(() => Int)
  id!: number;

  @Field(() => ReviewAuthor)
  author!: ReviewAuthor;

  @Field(() => Int, { description: '1–5' })
  score!: number;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: '관리자 답글' })
  reply!: string | null;

  @Field(() => Date, { nullable: true })
  repliedAt!: Date | null;

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Field(() => ReviewDeletionStatusEnum, {
    nullable: true,
    description: '관리자 전용: 삭제 요청 상태 (관리 화면의 목록에서만 채워짐; 요청이 없으면 null)',
  })
  deletionStatus?: ReviewDeletionStatus | null;

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '관리자 전용: 숙소 관리자가 적은 삭제 요청 사유' })
  deletionReason?: string | null;

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '관리자 전용: 사이트 관리자의 반려 사유 (REJECTED일 때)' })
  rejectionReason?: string | null;
}

export interface ReviewSource extends Review {
  hotelId: number;
  hotel?: HotelSource;
}
