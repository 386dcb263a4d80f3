import { MESSAGES } from '@shim/common/messages';
import { isPhone, normalizePhone } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { priceWithCoupon, usableCoupon } from './booking.service';
import { completeOrder, openOrder } from './completion.repository';

/** What a client of the documented API sends at completion instead of at prepare (docs/rest-clients.md). */
export interface CompletionDetails {
  phone?: string | null;
  userCouponId?: number | null;
}

/**
 * Before Toss is asked to confirm a payment: completes a booking prepared without the guest's phone, the
 * member's token or the coupon. The member is attached when the caller's token belongs to the `uId` named
 * at prepare; a booking that stays a guest's needs a phone that follows spec §5, else the completion is
 * refused; a coupon is applied only if it is the owner's, can be spent, and gives exactly the amount the
 * payment window was opened with. A refusal comes before Toss confirms, so nothing is charged. Orders that
 * are not PENDING are left to the completion's own checks (replays, expired holds).
 */
export async function applyCompletionDetails(
  ctx: RequestContext,
  orderId: string,
  amount: number,
  details: CompletionDetails,
): Promise<void> {
  const order = await openOrder(ctx.em, orderId, ctx.clock.now());
  if (!order) return;

  const attach = order.userId === null && ctx.user !== null && ctx.user.id === order.claimedUserId;
  const ownerId = attach ? ctx.user!.id : order.userId;
  const given = normalizePhone(details.phone);
  if (given && !isPhone(given)) throw AppError.badInput(MESSAGES.phoneInvalid);
  if (ownerId === null && !order.phone && !given) throw AppError.badInput(MESSAGES.guestPhoneRequired);
  const phone = order.phone ?? given;

  let coupon: { id: number; discount: number; total: number } | null = null;
  const couponId = details.userCouponId ?? null;
  if (couponId !== null && couponId !== order.userCouponId) {
    if (order.userCouponId !== null) throw AppError.conflict(MESSAGES.couponUnavailable);
    const usable = await usableCoupon(ctx.em, ownerId === null ? null : { id: ownerId }, couponId, ctx.clock.today());
    const price = priceWithCoupon(order.basePrice, 1, usable, ctx.clock.today());
    // The window was opened for the couponed price, or the coupon was not what the guest paid with.
    if (price.totalAmount !== amount) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
    coupon = { id: usable!.id, discount: price.couponDiscount, total: price.totalAmount };
  }

  if (!attach && phone === order.phone && !coupon) return;
  await completeOrder(ctx.em, order, { ownerId, phone, coupon });
}
