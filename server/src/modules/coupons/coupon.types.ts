import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';
import { COUPON_TYPES, type CouponType } from './coupon.entity';

export const CouponTypeEnum = Object.fromEntries(COUPON_TYPES.map((type) => [type, type])) as {
  [T in CouponType]: T;
};
registerEnumType(CouponTypeEnum, { name: 'CouponType', description: 'PERCENT (내림) 또는 FIXED (원)' });

@ObjectType('UserCoupon', { description: '회원에게 발급된 쿠폰', simpleResolvers: true })
export class UserCoupon {
  @Field(() => Int, { description: '발급된 쿠폰의 id (REST의 userCouponId)' })
  id!: number;

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

export const UserCouponConnection = connectionType('UserCoupon', UserCoupon);

@InputType({ description: '지울 내 쿠폰' })
export class DeleteMyCouponInput {
  @Field(() => Int)
  couponId!: number;
}

@ObjectType({ description: '지운 쿠폰' })
export class DeleteMyCouponPayload {
  @Field(() => Int)
  deletedCouponId!: number;
}
