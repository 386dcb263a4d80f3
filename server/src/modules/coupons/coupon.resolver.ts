import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { usersById, type UserRecord } from '../users/user.loaders';
import { UserInfo } from '../users/user.types';
import * as coupons from './coupon.service';
import {
  Coupon,
  DeleteMyCouponInput,
  DeleteMyCouponPayload,
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
    const mine = (await coupons.myCoupons(ctx)).map((mine): UserCouponSource => ({
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
      },
    }));
    return connectionOf(pageOf(mine, (coupon) => coupon.id, { first, after }));
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

/** An issued coupon's links: its kind and the member who holds it. */
@Resolver(() => UserCoupon)
export class UserCouponResolver {
  @FieldResolver(() => Coupon)
  coupon(@Root() userCoupon: UserCouponSource): CouponSource {
    return userCoupon.coupon;
  }

  @FieldResolver(() => UserInfo, { nullable: true, description: '쿠폰을 가진 회원 (탈퇴했으면 null)' })
  user(@Root() userCoupon: UserCouponSource, @Ctx() ctx: RequestContext): Promise<UserRecord | null> {
    return usersById(ctx).load(userCoupon.userId);
  }
}
