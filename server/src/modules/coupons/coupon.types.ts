import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';
import { COUPON_TYPES, type CouponType } from './coupon.entity';

export const CouponTypeEnum = Object.fromEntries(COUPON_TYPES.map((type) => [type, type])) as {
  [T in CouponType]: T;
};
registerEnumType(CouponTypeEnum, { name: 'CouponType', description: 'PERCENT (내림) 또는 FIXED (원)' });

/** A kind of coupon: what the administrator creates and issues (its counts are the administrator's fields). */
@ObjectType('Coupon', { description: '쿠폰 종류 (spec §3 coupon type)', simpleResolvers: true })
export class Coupon {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => CouponTypeEnum)
  type!: CouponType;

  @Field(() => Int, { description: 'PERCENT는 %, FIXED는 원' })
  discount!: number;

  @Field(() => String, { nullable: true, description: '종류의 마지막 날 (YYYY-MM-DD); 회원가입 쿠폰은 null' })
  expiryDate!: string | null;
}

export interface CouponSource extends Coupon {
  /** The administrator's figures, when the statement that found the coupon counted them. */
  issuedCount?: number;
  system?: boolean;
  code?: string | null;
  /** The conditions, when the statement that found the coupon read them (else loaded: coupon.loaders.ts). */
  minOrderAmount?: number;
  maxDiscount?: number | null;
  startDate?: string | null;
  appliesToDayUse?: boolean;
}

export const CouponConnection = connectionType('Coupon', Coupon);

/** One member's coupon: a `Coupon` issued to a `User`. */
@ObjectType('UserCoupon', { description: '회원에게 발급된 쿠폰', simpleResolvers: true })
export class UserCoupon {
  @Field(() => Int, { description: '발급된 쿠폰의 id (REST의 userCouponId)' })
  id!: number;

  @Field(() => String, {
    nullable: true,
    description:
      '이 쿠폰을 쓸 수 있는 마지막 날 (YYYY-MM-DD): 발급된 쿠폰의 기한과 종류의 기한 중 이른 날, 없으면 기한 없음',
  })
  expiryDate!: string | null;

  @Field(() => Boolean, { description: '기간 만료' })
  isExpired!: boolean;

  @Field(() => Date)
  issuedAt!: Date;

  @Field(() => Date, { nullable: true, description: '사용한 시각 (내 쿠폰 목록에는 쓰지 않은 쿠폰만)' })
  usedAt!: Date | null;
}

export interface UserCouponSource extends UserCoupon {
  coupon: CouponSource;
  userId: number;
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

@InputType({ description: '쿠폰 등록: 관리자가 만든 쿠폰 코드 (대소문자·하이픈·공백 상관없음)' })
export class RegisterCouponCodeInput {
  @Field(() => String)
  code!: string;
}

@ObjectType({ description: '등록한 쿠폰' })
export class RegisterCouponCodePayload {
  @Field(() => String)
  message!: string;

  @Field(() => UserCoupon)
  userCoupon!: UserCouponSource;
}

@ObjectType('UsedCoupon', { description: '사용한 쿠폰: 언제, 어느 예약에', simpleResolvers: true })
export class UsedCoupon {
  @Field(() => Int, { description: '발급된 쿠폰의 id' })
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => CouponTypeEnum)
  type!: CouponType;

  @Field(() => Int, { description: 'PERCENT는 %, FIXED는 원' })
  discount!: number;

  @Field(() => Date)
  usedAt!: Date;

  @Field(() => Int, { nullable: true, description: '쓴 예약의 id (기록이 없으면 null)' })
  reservationId!: number | null;

  @Field(() => String, { nullable: true, description: '쓴 예약의 예약 번호' })
  bookingNumber!: string | null;

  @Field(() => String, { nullable: true })
  hotelName!: string | null;

  @Field(() => String, { nullable: true })
  checkIn!: string | null;

  @Field(() => String, { nullable: true })
  checkOut!: string | null;

  @Field(() => Int, { nullable: true, description: '그 예약에서 할인된 금액 (원)' })
  discountAmount!: number | null;
}

export const UsedCouponConnection = connectionType('UsedCoupon', UsedCoupon);
