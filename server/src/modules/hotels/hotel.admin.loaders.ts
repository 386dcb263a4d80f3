import type DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import type { HotelFigures } from './hotel.types';
import { hotelFigures } from './admin-hotel.service';

/** The admin list's figures of lodgings reached another way than the list: one pair of statements per list. */
export const figuresOf = (ctx: RequestContext): DataLoader<number, HotelFigures> =>
  loaderOf(ctx, 'hotelFigures', async (ids: readonly number[]) => {
    const figures = await hotelFigures(ctx, ids);
    return ids.map((id) => figures.get(id)!);
  });
