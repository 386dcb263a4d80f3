import { MESSAGES } from '@shim/common/messages';
import { LIMITS } from '@shim/common/limits';
import { detailProblem, nightsBetween } from '@shim/common/stay';
import { holdsParty, meetsMinStay } from '@shim/common/stay-offer';
import { minStayMessage } from '@shim/common/stay-messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser, RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { refuseUnusableCoupon } from '../coupons/coupon.service';
import { UserCoupon } from '../coupons/user-coupon.entity';
import { User } from '../users/user.entity';
import { guestAllowanceOf, holdClientOf, releaseAbandonedHolds, tooManyHoldsError } from './hold-limits';
import { holdExpiresAt as holdEndOf } from './lifecycle';
import { roomStayOffer, stayBindings, type RoomStayOffer } from '../stays/stay-offer.service';
import { bookingGuestOf, type BookingGuestRequest } from './booking-guest';
import { newBookingNumber } from './booking-number';
import { newOrderId } from './order-id';
import { consentRecords } from './checkout-consents';
import { issuePaymentProof } from './payment-proof';
import {
  findBookableRoom,
  holdStay,
  lodgingTakesBookings,
  releaseExpiredHolds,
  type BookableRoom,
} from './hold.repository';
import { priceStay, type PriceBreakdown } from './pricing';

/** A stay of one room type as the checkout asks for it (spec §7 preview and prepare). */
export interface StayRequest {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  /** Absent (null) is 1 room, as clients of the documented API send `roomCount: null`. */
  roomCount: number | null;
  persons: number;
  userCouponId?: number | null;
}

/** A guest's phone may come at completion instead (docs/rest-clients.md). */
export interface PrepareRequest extends StayRequest, BookingGuestRequest {
  /** Absent: the client showed its own terms and the guest agreed there. An explicit false is refused. */
  termsAgreed?: boolean | null;
  /** The checkout consents ticked (common/src/consents.ts); absent from clients of the documented API. */
  consents?: readonly string[] | null;
  /**
   * The member a client without a token says it books for (`uId`): never the owner by itself; completion
   * attaches the booking to them when its token is theirs.
   */
  claimedUserId?: number | null;
}

/** A stay with its defaults filled in (a missing room count is 1). */
type Stay = StayRequest & { roomCount: number };
/** The stay as the stay rules read it. */
const criteriaOf = (stay: Stay) => ({
  startDate: stay.checkIn,
  endDate: stay.checkOut,
  rooms: stay.roomCount,
  persons: stay.persons,
});
const withDefaults = <T extends StayRequest>(stay: T): T & { roomCount: number } => ({
  ...stay,
  roomCount: stay.roomCount ?? LIMITS.defaultRooms,
});

/** The prepare response of REST-NOTES, plus what the payment window needs. */
export interface PreparedReservation {
  reservationId: number;
  orderId: string;
  /** What the guest reads and types (`7K4Q-9XMT-Q2RA`); orderId stays the payment's key. */
  bookingNumber: string;
  totalAmount: number;
  hotelName: string;
  roomName: string;
  /** `{hotel} {room}` for the payment window. */
  orderName: string;
  customerName: string;
  holdExpiresAt: Date;
  /** Shows the result page of this payment to this browser only (payment-proof.ts). */
  paymentProof: string;
}

/** `GET /api/reservations/preview`: the price of the stay for the caller (their coupon only). */
export async function preview(ctx: RequestContext, request: StayRequest): Promise<PriceBreakdown> {
  const stay = withDefaults(request);
  const room = await bookableRoom(ctx.em, stay, ctx.clock.today());
  const coupon = await usableCoupon(ctx.em, ctx.user, stay.userCouponId, ctx.clock.today());
  const offer = await roomStayOffer(ctx.em, room.id, criteriaOf(stay));
  if (!offer) throw soldOut();
  refuseShorterThanMinStay(offer, stay);
  return priceWithCoupon(offer.stayPrice, stay.roomCount, coupon, ctx.clock.today());
}

/** The stay's price with the member's coupon, refused (400) when the stay total is below the coupon's minimum. */
export function priceWithCoupon(
  stayPrice: number,
  roomCount: number,
  coupon: UserCoupon | null,
  today: string,
): PriceBreakdown {
  const price = priceStay(stayPrice, roomCount, coupon?.coupon ?? null);
  if (coupon) refuseUnusableCoupon(coupon, { today, stayTotal: price.stayTotal });
  return price;
}

/**
 * `POST /api/reservations/prepare`: checks spec §5, then in one statement (its own short transaction)
 * counts a guest's open holds against their allowance, locks the stay's nights in date order, checks
 * every night has the rooms free, holds them and inserts the PENDING reservation.
 */
export async function prepare(ctx: RequestContext, request: PrepareRequest): Promise<PreparedReservation> {
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  const input = withDefaults(request);
  const consents = consentRecords(input);
  // A guest without a phone here must give it at completion, or the booking is never confirmed.
  const { phone, guestName, guestEmail, locale } = bookingGuestOf(ctx, input);
  const claimedUserId = !ctx.user && Number.isSafeInteger(input.claimedUserId) ? input.claimedUserId! : null;

  // One statement: the room type and its offer for the stay (no locks).
  const room = await bookableRoom(ctx.em, input, today, true);
  // A coupon sent with a `uId` but no token waits for completion, where the member's token can spend it.
  const couponId = claimedUserId !== null ? null : input.userCouponId;
  const coupon = await usableCoupon(ctx.em, ctx.user, couponId, today);
  const member = ctx.user ? await ctx.em.findOneOrFail(User, ctx.user.id) : null;

  // This client's own unpaid holds go back first (an abandoned checkout: hold-limits.ts).
  let looked = room.offer;
  const client = holdClientOf(ctx);
  const allowance = guestAllowanceOf(ctx, client, nightsBetween(input.checkIn, input.checkOut) * input.roomCount);
  if ((await releaseAbandonedHolds(ctx.em, client, now)) > 0) looked = undefined;

  const customerName = guestName || member?.name || '비회원';
  const holdExpiresAt = holdEndOf(now);
  let held: { reservationId: number; orderId: string; bookingNumber: string; totalAmount: number } | null = null;
  let expiredReleased = false;
  // Look first without locks: a sold-out stay is answered without queueing for the rows. Then one
  // statement locks the nights in date order, checks them again (and that the prices are the ones just
  // priced), holds them and inserts the reservation. A price changed in between: price again.
  for (let attempt = 0; attempt < 3 && !held; attempt++) {
    let offer = looked !== undefined ? looked : await roomStayOffer(ctx.em, room.id, criteriaOf(input));
    looked = undefined;
    // Only a stay that looks sold out pays for giving back the room type's expired holds (the expiry
    // job does it for everyone else): they never make a buyer lose the room.
    if (!offer?.bookable && !expiredReleased) {
      expiredReleased = true;
      if ((await releaseExpiredHolds(ctx.em, now, room.id)).length > 0) {
        offer = await roomStayOffer(ctx.em, room.id, criteriaOf(input));
      }
    }
    if (offer) refuseShorterThanMinStay(offer, input);
    if (!offer?.bookable) throw soldOut();
    const price = priceWithCoupon(offer.stayPrice, input.roomCount, coupon, today);
    const orderId = newOrderId(now.getTime());
    const bookingNumber = newBookingNumber();
    const outcome = await holdStay(
      ctx.em,
      {
        orderId,
        bookingNumber,
        userId: member?.id ?? null,
        claimedUserId,
        guestName: customerName,
        phone: phone ?? member?.phone ?? null,
        guestEmail,
        locale,
        hotelId: room.hotelId,
        roomId: room.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        roomCount: input.roomCount,
        persons: input.persons,
        stay: stayBindings(criteriaOf(input)),
        stayPrice: offer.stayPrice,
        basePrice: price.basePrice,
        taxes: price.taxes,
        couponDiscount: price.couponDiscount,
        totalAmount: price.totalAmount,
        userCouponId: coupon?.id ?? null,
        holdExpiresAt,
        now,
        holdIp: client.ip,
        holdBrowser: client.browserKey,
        consents,
      },
      allowance,
    );
    if (outcome.held) held = { reservationId: outcome.id, orderId, bookingNumber, totalAmount: price.totalAmount };
    // Another booking has this number (about 1 in 2^59 per pair): the next attempt draws a new one.
    else if (outcome.reason === 'numberTaken') continue;
    else if (outcome.reason === 'tooManyHolds') throw tooManyHoldsError(ctx, client);
  }
  if (!held) throw soldOut();
  const { reservationId, orderId, bookingNumber, totalAmount } = held;
  return {
    reservationId,
    orderId,
    bookingNumber,
    totalAmount,
    hotelName: room.hotelName,
    roomName: room.name,
    orderName: `${room.hotelName} ${room.name}`.slice(0, 100),
    customerName,
    holdExpiresAt,
    paymentProof: issuePaymentProof(ctx, orderId),
  };
}

/** A stay shorter than its arrival night asks is refused with the minimum (not as sold out). */
function refuseShorterThanMinStay(offer: RoomStayOffer, stay: Stay): void {
  if (!meetsMinStay(offer.minStay, nightsBetween(stay.checkIn, stay.checkOut))) {
    throw AppError.badInput(minStayMessage(offer.minStay));
  }
}

/**
 * The room type, if the stay follows spec §5 and the lodging takes bookings. With `withOffer` (prepare),
 * the same statement also reads the room type's offer for the stay without locks, saving prepare a round trip.
 */
async function bookableRoom(em: EntityManager, stay: Stay, today: string, withOffer = false): Promise<BookableRoom> {
  if (!Number.isSafeInteger(stay.hotelId) || !Number.isSafeInteger(stay.roomId)) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  const problem = detailProblem(criteriaOf(stay), today);
  if (problem) throw AppError.badInput(problem);
  const room = await findBookableRoom(em, {
    roomId: stay.roomId,
    hotelId: stay.hotelId,
    ...(withOffer ? { stay: stayBindings(criteriaOf(stay)) } : {}),
  });
  if (!room) {
    // Spec §8 hotel detail: the lodging takes bookings but this room type does not (inactive, deleted, or
    // not one of its own).
    if (await lodgingTakesBookings(em, stay.hotelId)) throw AppError.conflict(MESSAGES.roomUnavailable);
    throw AppError.notFound(MESSAGES.invalidBooking);
  }
  if (!holdsParty(room.capacity, stay.roomCount, stay.persons)) throw AppError.badInput(MESSAGES.roomCapacityExceeded);
  return room;
}

/**
 * The caller's own coupon, if it can be spent today: issued to them (else "not found", as for a missing one),
 * not deleted, and none of coupon-rules' blocks but the order minimum, which `priceWithCoupon` judges.
 */
export async function usableCoupon(
  em: EntityManager,
  user: Pick<AuthUser, 'id'> | null,
  userCouponId: number | null | undefined,
  today: string,
): Promise<UserCoupon | null> {
  if (userCouponId === null || userCouponId === undefined) return null;
  if (!user) throw AppError.badInput(MESSAGES.couponLoginRequired);
  const coupon = Number.isSafeInteger(userCouponId)
    ? await em.findOne(UserCoupon, { id: userCouponId, user: user.id }, { populate: ['coupon'] })
    : null;
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.deletedAt) throw AppError.badInput(MESSAGES.couponUnavailable);
  refuseUnusableCoupon(coupon, { today });
  return coupon;
}

const soldOut = () => new AppError('SOLD_OUT', MESSAGES.roomSoldOut);
