import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import * as coupons from './coupon.service';
import { MyCoupon } from './coupon.types';

@Resolver()
export class CouponResolver {
  @Authorized()
  @Query(() => [MyCoupon], { description: '내 쿠폰 (사용·삭제한 쿠폰 제외)' })
  myCoupons(@Ctx() ctx: RequestContext): Promise<MyCoupon[]> {
    return coupons.myCoupons(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '내 쿠폰 삭제' })
  async deleteMyCoupon(
    @Arg('userCouponId', () => Int) userCouponId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await coupons.deleteMyCoupon(ctx, userCouponId);
    return true;
  }
}
