import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { usersById, type UserRecord } from '../users/user.loaders';
import { UserInfo } from '../users/user.types';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { couponConditionLabels } from '@shim/common/coupon-rules';
import { couponConditionsOf, type CouponConditions } from './coupon.loaders';
import * as coupons from './coupon.service';
import { myUsedCoupons, registerCouponCode } from './coupon-code.service';
import {
  Coupon,
  DeleteMyCouponInput,
  DeleteMyCouponPayload,
  RegisterCouponCodeInput,
  RegisterCouponCodePayload,
  UsedCoupon,
  UsedCouponConnection,
  UserCoupon,
  UserCouponConnection,
  type CouponSource,
  type UserCouponSource,
} from './coupon.types';

@Resolver()
export class CouponResolver {
  @Authorized()
  @Query(() => UserCouponConnection, { description: '내 쿠폰 (사용·삭제한 쿠폰 제외)' })
  async myCoupons(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<UserCouponSource>> {
    const userId = requireUser(ctx).id;
    const mine = (await coupons.myCoupons(ctx)).map((mine) => userCouponSource(mine, userId));
    return connectionOf(pageOf(mine, (coupon) => coupon.id, { first, after }));
  }

  @Authorized()
  @Query(() => UsedCouponConnection, { description: '사용한 쿠폰: 최근 사용 순, 쓴 예약과 함께' })
  async myUsedCoupons(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<UsedCoupon>> {
    const used = (await myUsedCoupons(ctx)).map((row): UsedCoupon => ({
      id: row.userCouponId,
      name: row.name,
      type: row.type,
      discount: row.discount,
      usedAt: row.usedAt,
      reservationId: row.reservationId,
      bookingNumber: row.bookingNumber,
      hotelName: row.hotelName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      discountAmount: row.couponDiscount,
    }));
    return connectionOf(pageOf(used, (coupon) => coupon.id, { first, after }));
  }

  @Authorized('ROLE_USER')
  @Mutation(() => RegisterCouponCodePayload, {
    description: '쿠폰 등록: 코드로 쿠폰 받기 (회원당 한 번; 없는 코드 NOT_FOUND, 이미 받음·만료 CONFLICT)',
  })
  async registerCouponCode(
    @Arg('input', () => RegisterCouponCodeInput) input: RegisterCouponCodeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RegisterCouponCodePayload> {
    const mine = await registerCouponCode(ctx, input.code);
    return { message: ACCOUNT_MESSAGES.couponCodeRegistered, userCoupon: userCouponSource(mine, requireUser(ctx).id) };
  }

  @Authorized()
  @Mutation(() => DeleteMyCouponPayload, { description: '내 쿠폰 삭제' })
  async deleteMyCoupon(
    @Arg('input', () => DeleteMyCouponInput) input: DeleteMyCouponInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteMyCouponPayload> {
    await coupons.deleteMyCoupon(ctx, input.couponId);
    return { deletedCouponId: input.couponId };
  }
}

const userCouponSource = (mine: coupons.MyCoupon, userId: number): UserCouponSource => ({
  id: mine.userCouponId,
  expiryDate: mine.expiryDate,
  isExpired: mine.isExpired,
  issuedAt: mine.issuedAt,
  usedAt: null,
  userId,
  coupon: {
    id: mine.couponId,
    name: mine.name,
    type: mine.type,
    discount: mine.discount,
    expiryDate: mine.couponExpiryDate,
    minOrderAmount: mine.minOrderAmount,
    maxDiscount: mine.maxDiscount,
    startDate: mine.startDate,
  },
});

/** A coupon's conditions: from its source when read with it, else one statement for the list. */
async function conditionsOf(coupon: CouponSource, ctx: RequestContext): Promise<CouponConditions> {
  if (
    coupon.minOrderAmount !== undefined &&
    coupon.maxDiscount !== undefined &&
    coupon.startDate !== undefined &&
    coupon.appliesToDayUse !== undefined
  ) {
    const { minOrderAmount, maxDiscount, startDate, appliesToDayUse } = coupon;
    return { minOrderAmount, maxDiscount, startDate, appliesToDayUse };
  }
  return couponConditionsOf(ctx).load(coupon.id);
}

/** A coupon type's conditions (common/src/coupon-rules.ts): public, as its holder must know them. */
@Resolver(() => Coupon)
export class CouponConditionsResolver {
  @FieldResolver(() => Int, { description: '최소 주문 금액 (원, 쿠폰 적용 전 숙박 총액 기준); 0은 조건 없음' })
  async minOrderAmount(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<number> {
    return (await conditionsOf(coupon, ctx)).minOrderAmount;
  }

  @FieldResolver(() => Int, { nullable: true, description: '최대 할인 금액 (원, 정률 쿠폰만); null은 제한 없음' })
  async maxDiscount(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await conditionsOf(coupon, ctx)).maxDiscount;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: '사용 시작일 (YYYY-MM-DD, 한국 시간); 그 전에는 보유만 하고 쓸 수 없음. null은 바로 사용',
  })
  async startDate(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await conditionsOf(coupon, ctx)).startDate;
  }

  @FieldResolver(() => Boolean, { description: '대실에도 쓸 수 있는지 (기본: 숙박에만)' })
  async appliesToDayUse(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await conditionsOf(coupon, ctx)).appliesToDayUse;
  }

  @FieldResolver(() => [String], {
    description: '조건을 읽을 수 있게: "100,000원 이상 주문", "최대 20,000원 할인", "12월 4일 (금)부터", "1인 1회"',
  })
  async conditions(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<string[]> {
    return couponConditionLabels({ type: coupon.type, ...(await conditionsOf(coupon, ctx)) });
  }
}

/** An issued coupon's links: its kind and the member who holds it. */
@Resolver(() => UserCoupon)
export class UserCouponResolver {
  @FieldResolver(() => Coupon)
  coupon(@Root() userCoupon: UserCouponSource): CouponSource {
    return userCoupon.coupon;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      '지금 쓸 수 없는 이유 ("이미 사용한 쿠폰", "기간 만료", "12월 4일 (금)부터 사용 가능", stayTotal을 주면 "최소 주문 금액 100,000원 이상"); 쓸 수 있으면 null',
  })
  async unusableReason(
    @Root() userCoupon: UserCouponSource,
    @Arg('stayTotal', () => Int, { nullable: true, description: '쿠폰 적용 전 숙박 총액 (원)' })
    stayTotal: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string | null> {
    const copy = { used: userCoupon.usedAt !== null, lastDay: userCoupon.expiryDate };
    return coupons.unusableReason(ctx, copy, await conditionsOf(userCoupon.coupon, ctx), stayTotal ?? null);
  }

  @FieldResolver(() => UserInfo, { nullable: true, description: '쿠폰을 가진 회원 (탈퇴했으면 null)' })
  user(@Root() userCoupon: UserCouponSource, @Ctx() ctx: RequestContext): Promise<UserRecord | null> {
    return usersById(ctx).load(userCoupon.userId);
  }
}
