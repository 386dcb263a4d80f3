import { ContentTranslationInput } from '../../platform/content-translation.types';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { LodgingTypeEnum } from './hotel-summary.types';
import { Hotel, type HotelSource } from './hotel.types';

@ObjectType({ description: '주소 검색 결과 (Kakao Local)', simpleResolvers: true })
export class GeocodedAddress {
  @Field(() => String)
  address!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;
}

@ObjectType({ description: '유형별 내 숙소 수', simpleResolvers: true })
export class LodgingTypeCount {
  @Field(() => LodgingTypeEnum)
  type!: LodgingType;

  @Field(() => Int)
  count!: number;
}

@InputType({ description: '객실 유형 (Room과 같은 이름); 없는 값은 새 객실 기본값 (요금 0, 1개, 2명, 판매 중)' })
export class ManagerRoomInput {
  @Field(() => Int, { nullable: true, description: '기존 객실의 id (새 객실은 비움)' })
  id?: number | null;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true, description: '평일 1박 기본 요금 (원)' })
  basePrice?: number | null;

  @Field(() => Int, { nullable: true, description: '같은 유형의 객실 수' })
  unitCount?: number | null;

  @Field(() => Int, { nullable: true, description: '객실 1개의 최대 인원' })
  capacity?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => String, { nullable: true })
  checkinTime?: string | null;

  @Field(() => String, { nullable: true })
  checkoutTime?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '침대 유형: 싱글, 더블, 퀸, 킹, 트윈, 온돌, 패밀리 (빈 값·null은 없음; 보내지 않으면 그대로)',
  })
  bedType?: string | null;

  @Field(() => Int, { nullable: true, description: '객실 크기 (㎡, 1–1000; null은 없음; 보내지 않으면 그대로)' })
  size?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: '객실 편의시설: 최대 20개, 각 20자까지 (같은 것은 한 번; 보내지 않으면 그대로)',
  })
  amenities?: string[] | null;

  @Field(() => String, { nullable: true, description: '객실 설명: 최대 1,000자 (보내지 않으면 그대로)' })
  description?: string | null;

  @Field(() => [ContentTranslationInput], {
    nullable: true,
    description: '이름·설명의 번역 (en, ja, zh-Hans; 보내지 않으면 그대로, 빈 목록은 번역 없음)',
  })
  translations?: ContentTranslationInput[] | null;
}

@InputType({ description: '숙소 등록; 좌표는 서버가 주소로 찾습니다. 사진은 REST multipart로 올립니다.' })
export class CreateManagerHotelInput {
  @Field(() => String)
  name!: string;

  @Field(() => LodgingTypeEnum)
  type!: LodgingType;

  @Field(() => String)
  address!: string;

  @Field(() => Int, { nullable: true })
  star?: number | null;

  @Field(() => String, { nullable: true })
  info?: string | null;

  @Field(() => [ContentTranslationInput], {
    nullable: true,
    description: '이름·소개의 번역 (en, ja, zh-Hans; 보내지 않으면 그대로, 빈 목록은 번역 없음)',
  })
  translations?: ContentTranslationInput[] | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: '기본 15:00' })
  checkinTime?: string | null;

  @Field(() => String, { nullable: true, description: '기본 11:00' })
  checkoutTime?: string | null;

  @Field(() => Int, { nullable: true, description: '대실 무료 취소: 시작 몇 분 전까지 (0–1440, 기본 60)' })
  dayUseFreeCancelMinutes?: number | null;

  @Field(() => [Int], { nullable: true })
  serviceIds?: number[] | null;

  @Field(() => [ManagerRoomInput], { nullable: true })
  rooms?: ManagerRoomInput[] | null;
}

@InputType({ description: '숙소 수정; 보내지 않은 항목은 그대로' })
export class UpdateManagerHotelInput {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => LodgingTypeEnum, { nullable: true })
  type?: LodgingType;

  @Field(() => String, { nullable: true })
  address?: string;

  @Field(() => Int, { nullable: true })
  star?: number | null;

  @Field(() => String, { nullable: true })
  info?: string | null;

  @Field(() => [ContentTranslationInput], {
    nullable: true,
    description: '이름·소개의 번역 (en, ja, zh-Hans; 보내지 않으면 그대로, 빈 목록은 번역 없음)',
  })
  translations?: ContentTranslationInput[] | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  checkinTime?: string | null;

  @Field(() => String, { nullable: true })
  checkoutTime?: string | null;

  @Field(() => Int, { nullable: true, description: '대실 무료 취소: 시작 몇 분 전까지 (0–1440)' })
  dayUseFreeCancelMinutes?: number | null;

  @Field(() => [Int], { nullable: true })
  serviceIds?: number[] | null;

  @Field(() => [ManagerRoomInput], {
    nullable: true,
    description: '객실 전체; 빠진 객실은 예약이 없으면 삭제, 있으면 판매 중지',
  })
  rooms?: ManagerRoomInput[] | null;

  @Field(() => [String], { nullable: true, description: '남길 사진의 URL, 순서대로 (첫 장이 대표 사진)' })
  images?: string[] | null;
}

@InputType()
export class DeleteManagerHotelInput {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ simpleResolvers: true })
export class ManagerHotelPayload {
  @Field(() => Hotel)
  hotel!: HotelSource;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class DeleteManagerHotelPayload {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  message!: string;
}
