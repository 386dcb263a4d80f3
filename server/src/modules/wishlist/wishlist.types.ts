import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { LodgingTypeEnum } from '../hotels/hotel-summary.types';

@ObjectType({ description: '위시리스트의 숙소 (spec §3 wishlist item)', simpleResolvers: true })
export class WishlistHotel {
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

  @Field(() => String, { description: '주소의 앞 두 단어 (서울특별시 강남구)' })
  region!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      '숙박 조건이 있으면 그 조건에 맞는 객실 유형의 가장 낮은 1박 평균 요금 (없으면 null), 없으면 객실 기본 요금의 최저가',
  })
  minPrice!: number | null;

  @Field(() => Float, { nullable: true, description: '리뷰 평균 점수, 리뷰가 없으면 null' })
  avgScore!: number | null;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => String, { nullable: true, description: '대표 사진 경로 (/images/...)' })
  imageUrl!: string | null;

  @Field(() => Boolean, { description: '항상 true (검색·상세의 같은 필드와 캐시를 맞추려고)' })
  wishlisted!: boolean;

  @Field(() => Date, { description: '위시리스트에 담은 시각' })
  addedAt!: Date;
}
