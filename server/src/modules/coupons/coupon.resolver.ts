import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import * as coupons from './coupon.service';
import { DeleteMyCouponInput, DeleteMyCouponPayload, UserCoupon, UserCouponConnection } from './coupon.types';

@Resolver()
export class CouponResolver {
  @Authorized()
  @Query(() => UserCouponConnection, { description: '내 쿠폰 (사용·삭제한 쿠폰 제외)' })
  async myCoupons(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<UserCoupon>> {
    const mine = (await coupons.myCoupons(ctx)).map(({ userCouponId, ...coupon }) => ({ id: userCouponId, ...coupon }));
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
