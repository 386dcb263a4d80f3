import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { COUPON_TYPES, type CouponType } from './coupon.entity';

export const CouponTypeEnum = Object.fromEntries(COUPON_TYPES.map((type) => [type, type])) as {
  [T in CouponType]: T;
};
registerEnumType(CouponTypeEnum, { name: 'CouponType', description: 'PERCENT (내림) 또는 FIXED (원)' });

@ObjectType({ description: '내 쿠폰' })
export class MyCoupon {
  @Field(() => Int)
  userCouponId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => CouponTypeEnum)
  type!: CouponType;

  @Field(() => Int, { description: 'PERCENT는 %, FIXED는 원' })
  discount!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, 없으면 기한 없음' })
  expiryDate!: string | null;

  @Field(() => Boolean, { description: '기간 만료' })
  isExpired!: boolean;
}
