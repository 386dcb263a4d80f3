import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { Coupon, CouponTypeEnum, UserCoupon, type CouponSource, type UserCouponSource } from './coupon.types';
import type { CouponType } from './coupon.entity';

@ObjectType({ simpleResolvers: true })
export class IssuedCouponEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => UserCoupon)
  node!: UserCouponSource;
}

@ObjectType({ description: '발급된 쿠폰 목록 (최근 발급 순)', simpleResolvers: true })
export class IssuedCouponConnection {
  @Field(() => [IssuedCouponEdge])
  edges!: IssuedCouponEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@InputType({ description: '쿠폰 종류 만들기: 모두 필수, PERCENT는 1–100' })
export class CreateCouponTypeInput {
  @Field(() => String)
  name!: string;

  @Field(() => CouponTypeEnum)
  type!: CouponType;

  @Field(() => Int)
  value!: number;

  @Field(() => String, { description: 'YYYY-MM-DD, 오늘 이후' })
  expiryDate!: string;

  @Field(() => String, {
    nullable: true,
    description: '선택: 회원이 입력해 받는 쿠폰 코드 (영문·숫자 4~20자, 대문자로 저장, 회원당 한 번)',
  })
  code?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: '선택: 최소 주문 금액 (원, 쿠폰 적용 전 숙박 총액 기준, 0 이상); 없으면 0',
  })
  minOrderAmount?: number | null;

  @Field(() => Int, { nullable: true, description: '선택: 최대 할인 금액 (원, 정률 쿠폰만, 1 이상)' })
  maxDiscount?: number | null;

  @Field(() => String, { nullable: true, description: '선택: 사용 시작일 (YYYY-MM-DD, 만료일 이전)' })
  startDate?: string | null;

  @Field(() => Boolean, { nullable: true, description: '선택: 대실에도 쓸 수 있게 (기본 false: 숙박에만)' })
  appliesToDayUse?: boolean | null;
}

@InputType({
  description: '쿠폰 종류 고치기: 만들 때와 같은 필드 전부 (코드를 비우면 코드 삭제). 회원가입 쿠폰은 불가',
})
export class UpdateCouponTypeInput extends CreateCouponTypeInput {
  @Field(() => Int)
  couponId!: number;
}

@ObjectType({ simpleResolvers: true })
export class CreateCouponTypePayload {
  @Field(() => Coupon)
  coupon!: CouponSource;
}

@InputType()
export class DeleteCouponTypeInput {
  @Field(() => Int)
  couponId!: number;
}

@InputType({ description: '한 회원(일반 회원)에게 쿠폰 발급, 한 번만' })
export class IssueCouponInput {
  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  couponId!: number;
}

@InputType({ description: '모든 일반 회원에게 쿠폰 발급: 이미 받은 회원은 건너뜀' })
export class IssueCouponToAllInput {
  @Field(() => Int)
  couponId!: number;
}

@InputType()
export class WithdrawIssuedCouponInput {
  @Field(() => Int)
  userCouponId!: number;
}

@ObjectType({ simpleResolvers: true })
export class AdminCountPayload {
  @Field(() => Int, { description: '처리된 건수' })
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class AdminDeletedPayload {
  @Field(() => ID)
  id!: number;
}
