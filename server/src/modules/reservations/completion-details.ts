import { todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { normalizePhone, PHONE_PATTERN } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { usableCoupon } from './booking.service';
import { priceStay } from './pricing';

/** What a client of the documented API sends at completion instead of at prepare (docs/rest-clients.md). */
export interface CompletionDetails {
  phone?: string | null;
  userCouponId?: number | null;
}

interface PendingOrder {
  id: number;
  userId: number | null;
  claimedUserId: number | null;
  phone: string | null;
  basePrice: number;
  userCouponId: number | null;
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
  now: Date,
): Promise<void> {
  const [order] = await ctx.em.execute<PendingOrder[]>(
    `select id, user_id as "userId", claimed_user_id as "claimedUserId", phone, base_price as "basePrice",
            user_coupon_id as "userCouponId"
       from reservations where order_id = ? and status = 'PENDING' and hold_expires_at > ?`,
    [orderId, now],
  );
  if (!order) return;

  const attach = order.userId === null && ctx.user !== null && ctx.user.id === order.claimedUserId;
  const ownerId = attach ? ctx.user!.id : order.userId;
  const given = normalizePhone(details.phone);
  if (given && !PHONE_PATTERN.test(given)) throw AppError.badInput(MESSAGES.phoneInvalid);
  if (ownerId === null && !order.phone && !given) throw AppError.badInput(MESSAGES.guestPhoneRequired);
  const phone = order.phone ?? given;

  let coupon: { id: number; discount: number; total: number } | null = null;
  const couponId = details.userCouponId ?? null;
  if (couponId !== null && couponId !== order.userCouponId) {
    if (order.userCouponId !== null) throw AppError.conflict(MESSAGES.couponUnavailable);
    const usable = await usableCoupon(ctx.em, ownerId === null ? null : { id: ownerId }, couponId, todayInSeoul(now));
    const price = priceStay(order.basePrice, 1, usable!.coupon);
    // The window was opened for the couponed price, or the coupon was not what the guest paid with.
    if (price.totalAmount !== amount) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
    coupon = { id: usable!.id, discount: price.couponDiscount, total: price.totalAmount };
  }

  if (!attach && phone === order.phone && !coupon) return;
  await ctx.em.execute(
    `update reservations
        set user_id = ?, phone = coalesce(?, (select u.phone from users u where u.id = ?)),
            user_coupon_id = coalesce(?, user_coupon_id), coupon_discount = coalesce(?, coupon_discount),
            total_amount = coalesce(?, total_amount)
      where id = ? and status = 'PENDING' and user_id is not distinct from ? and user_coupon_id is not distinct from ?`,
    [
      ownerId,
      phone,
      ownerId,
      coupon?.id ?? null,
      coupon?.discount ?? null,
      coupon?.total ?? null,
      order.id,
      order.userId,
      order.userCouponId,
    ],
  );
}
