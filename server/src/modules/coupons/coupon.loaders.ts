import type DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { findCouponTerms, type CouponConditions } from './coupon.repository';

export type { CouponConditions };

const NONE: CouponConditions = { minOrderAmount: 0, maxDiscount: null, startDate: null, appliesToDayUse: false };

/** Coupon types' conditions, for coupons reached without them (a member's page, an issued coupon). */
export const couponConditionsOf = (ctx: RequestContext): DataLoader<number, CouponConditions> =>
  loaderOf(ctx, 'couponConditions', async (ids: readonly number[]) => {
    const rows = new Map((await findCouponTerms(ctx.em, ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? NONE);
  });
