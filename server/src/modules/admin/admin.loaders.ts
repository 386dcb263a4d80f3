import type DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import type { HotelFigures } from '../hotels/hotel.types';
import { couponFigures } from './admin-coupon.service';
import { hotelFigures } from './admin-hotel.service';

/** The admin list's figures of lodgings reached another way than the list: one pair of statements per list. */
export const figuresOf = (ctx: RequestContext): DataLoader<number, HotelFigures> =>
  loaderOf(ctx, 'hotelFigures', async (ids: readonly number[]) => {
    const figures = await hotelFigures(ctx, ids);
    return ids.map((id) => figures.get(id)!);
  });

/** The administrator's counts of coupon types reached through an issued coupon. */
export const couponFiguresOf = (ctx: RequestContext): DataLoader<number, { issuedCount: number; system: boolean }> =>
  loaderOf(ctx, 'couponFigures', async (ids: readonly number[]) => {
    const figures = await couponFigures(ctx, ids);
    return ids.map((id) => figures.get(id) ?? { issuedCount: 0, system: false });
  });
