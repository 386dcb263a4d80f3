import { addDays, isValidIsoDate } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { detailProblem, type StayCriteria } from '@shim/common/stay';
import { stayTotal } from '@shim/common/stay-offer';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Hotel } from '../hotels/hotel.entity';
import { GUEST_VISIBLE } from '../hotels/hotel.repository';
import { lodgingStayPrices } from '../stays/stay-offer.service';
import { WishlistItem } from './wishlist-item.entity';
import { findWishlistRows, insertWishlistItem, wishlistedHotelIds, type WishlistRow } from './wishlist.repository';

/** A wishlisted lodging as the wishlist page shows it (spec §3 wishlist item). */
export interface WishlistEntry extends Omit<WishlistRow, 'basePrice'> {
  /**
   * With a stay, the search's price: the lowest average nightly price of a room type free for it
   * (null when none is); without one, the lowest base price of an active room type.
   */
  minPrice: number | null;
  /** With a stay, the search's total: the lowest one-room price of the whole stay (null when none); without one, null. */
  stayPrice: number | null;
  /** With a stay, what its cheapest room type costs for its rooms, taxes and fees included (null when none). */
  stayTotal: number | null;
}

/**
 * The caller's wishlist, newest first. Lodgings an administrator hid or that await approval are left
 * out (and come back if shown again); `stay` prices the list for those dates, rooms and persons.
 */
export async function myWishlist(ctx: RequestContext, requested: StayCriteria | null): Promise<WishlistEntry[]> {
  const user = requireUser(ctx);
  const today = ctx.clock.today();
  const stay = requested && clampedToToday(requested, today);
  if (stay) {
    const problem = detailProblem(stay, today);
    if (problem) throw AppError.badInput(problem);
  }
  const rows = await findWishlistRows(ctx.em, { userId: user.id });
  const stayPrices = stay
    ? await lodgingStayPrices(
        ctx,
        rows.map((row) => row.id),
        stay,
      )
    : null;
  return rows.map(({ basePrice, ...row }) => {
    const stayPrice = stayPrices?.get(row.id)?.stayPrice ?? null;
    return {
      ...row,
      addedAt: new Date(row.addedAt),
      minPrice: stayPrices ? (stayPrices.get(row.id)?.price ?? null) : basePrice,
      stayPrice,
      stayTotal: stay && stayPrice !== null ? stayTotal(stayPrice, stay.rooms) : null,
    };
  });
}

/**
 * The wishlist only prices a stay, so a check-in already past (a client that counts "today" in UTC sends
 * yesterday before 09:00 in Seoul) starts today instead of being refused, and a check-out no longer after
 * it becomes the next day. Booking calls still refuse past dates.
 */
export function clampedToToday(stay: StayCriteria, today: string): StayCriteria {
  if (!isValidIsoDate(stay.startDate) || stay.startDate >= today) return stay;
  const endDate = isValidIsoDate(stay.endDate) && stay.endDate > today ? stay.endDate : addDays(today, 1);
  return { ...stay, startDate: today, endDate };
}

/**
 * Which of the given lodgings the caller has wishlisted, in one statement (a page of results or a detail:
 * never one query per lodging); empty for a visitor.
 */
export async function wishlistedAmong(ctx: RequestContext, hotelIds: number[]): Promise<Set<number>> {
  if (!ctx.user || hotelIds.length === 0) return new Set();
  return new Set(await wishlistedHotelIds(ctx.connection, { userId: ctx.user.id, hotelIds }));
}

/** Adds a lodging anyone may see to the caller's wishlist; adding it twice changes nothing. */
export async function addToWishlist(ctx: RequestContext, hotelId: number): Promise<void> {
  const user = requireUser(ctx);
  checkId(hotelId);
  const visible = await ctx.em.count(Hotel, { id: hotelId, ...GUEST_VISIBLE });
  if (visible === 0) throw AppError.notFound(MESSAGES.invalidHotel);
  await insertWishlistItem(ctx.em, { userId: user.id, hotelId, addedAt: ctx.clock.now() });
}

/** Removes a lodging from the caller's wishlist; removing one that is not there changes nothing. */
export async function removeFromWishlist(ctx: RequestContext, hotelId: number): Promise<void> {
  const user = requireUser(ctx);
  checkId(hotelId);
  await ctx.em.nativeDelete(WishlistItem, { user: user.id, hotel: hotelId });
}

function checkId(hotelId: number): void {
  if (!Number.isSafeInteger(hotelId) || hotelId < 1) throw AppError.badInput(MESSAGES.invalidHotel);
}
