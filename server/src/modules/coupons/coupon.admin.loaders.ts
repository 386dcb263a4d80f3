import type DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { couponFigures } from './admin-coupon.service';

/** The administrator's counts of coupon types reached through an issued coupon. */
export const couponFiguresOf = (
  ctx: RequestContext,
): DataLoader<number, { issuedCount: number; system: boolean; code: string | null }> =>
  loaderOf(ctx, 'couponFigures', async (ids: readonly number[]) => {
    const figures = await couponFigures(ctx, ids);
    return ids.map((id) => figures.get(id) ?? { issuedCount: 0, system: false, code: null });
  });
