import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';

export const LodgingTypeEnum = Object.fromEntries(LODGING_TYPE_KEYS.map((type) => [type, type])) as {
  [T in LodgingType]: T;
};
registerEnumType(LodgingTypeEnum, { name: 'LodgingType', description: '숙소 유형 (spec §1)' });

@ObjectType({ description: '검색 결과의 숙소 (spec §3 search result hotel)', simpleResolvers: true })
export class HotelSummary {
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

  @Field(() => Int, { description: '숙박 조건에 맞는 객실 유형 중 가장 낮은 1박 평균 요금 (원, 객실 1개)' })
  minPrice!: number;

  @Field(() => Float, { nullable: true, description: '리뷰 평균 점수 (소수 첫째 자리), 리뷰가 없으면 null' })
  avgScore!: number | null;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => [String], { description: '편의시설 이름' })
  services!: string[];

  @Field(() => String, { nullable: true, description: '대표 사진 경로 (/images/...)' })
  imageUrl!: string | null;

  @Field(() => Boolean, { description: '로그인한 회원의 위시리스트에 있는지 (비회원은 false)' })
  wishlisted!: boolean;
}
