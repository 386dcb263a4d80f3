import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { LodgingTypeEnum } from './hotel-summary.types';

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

@ObjectType({ description: '객실 유형과 숙박 조건에 대한 예약 가능 여부', simpleResolvers: true })
export class RoomOffer {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: '객실 1개의 최대 인원' })
  capacity!: number;

  @Field(() => Int, { description: '평일 1박 기본 요금 (원)' })
  basePrice!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { description: '객실 유형의 체크인 시간 (없으면 숙소의 시간)' })
  checkinTime!: string;

  @Field(() => String, { description: '객실 유형의 체크아웃 시간 (없으면 숙소의 시간)' })
  checkoutTime!: string;

  @Field(() => Int, { description: '숙박 기간의 1박 평균 요금 (원, 객실 1개); 숙박 조건이 없으면 기본 요금' })
  price!: number;

  @Field(() => Int, { nullable: true, description: '객실 1개의 숙박 기간 전체 요금' })
  stayPrice!: number | null;

  @Field(() => Int, { nullable: true, description: '숙박 기간 모든 밤에 남은 객실 수의 최솟값' })
  availableCount!: number | null;

  @Field(() => [NightOffer])
  nights!: NightOffer[];

  @Field(() => Boolean, { nullable: true, description: '요청한 객실 수가 남아 있고 인원을 수용하는지' })
  bookable!: boolean | null;
}

@ObjectType({ description: '숙소 리뷰', simpleResolvers: true })
export class HotelReview {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => Int)
  score!: number;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  reply!: string | null;

  @Field(() => Date, { nullable: true })
  repliedAt!: Date | null;
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

@ObjectType('Hotel', { description: '숙소 상세 (spec §3 hotel detail)', simpleResolvers: true })
export class HotelDetailType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => LodgingTypeEnum)
  type!: LodgingType;

  @Field(() => Int, { nullable: true })
  star!: number | null;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  region!: string;

  @Field(() => String)
  info!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String)
  checkinTime!: string;

  @Field(() => String)
  checkoutTime!: string;

  @Field(() => Int, { nullable: true, description: '예약 가능한 객실 유형의 가장 낮은 1박 평균 요금' })
  minPrice!: number | null;

  @Field(() => Float, { nullable: true })
  avgScore!: number | null;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => [HotelPhoto])
  images!: HotelPhoto[];

  @Field(() => [String])
  services!: string[];

  @Field(() => [RoomOffer])
  rooms!: RoomOffer[];

  @Field(() => [HotelReview], { description: '최근 리뷰부터' })
  reviews!: HotelReview[];

  @Field(() => [NearbyLandmark], { description: '가까운 명소 6곳' })
  nearbyLandmarks!: NearbyLandmark[];

  @Field(() => Boolean, { description: '로그인한 회원의 위시리스트에 있는지 (비회원은 false)' })
  wishlisted!: boolean;
}

@ObjectType({ description: '객실 유형과 그 숙소 (예약 초안 복원용)', simpleResolvers: true })
export class RoomWithHotel {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  capacity!: number;

  @Field(() => Int, { description: '평일 1박 기본 요금 (원)' })
  basePrice!: number;

  @Field(() => Int, { description: '같은 유형의 객실 수' })
  unitCount!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Int)
  hotelId!: number;

  @Field(() => String)
  hotelName!: string;

  @Field(() => LodgingTypeEnum)
  hotelType!: LodgingType;

  @Field(() => String)
  checkinTime!: string;

  @Field(() => String)
  checkoutTime!: string;
}
