import { isValidIsoDate } from '@shim/common/dates';
import {
  couponAppliesToDayUse,
  dayUseEndsAt,
  dayUseHeld,
  dayUseMaxRooms,
  dayUsePrice,
  dayUseRefusal,
  minutesOfDay,
  seoulInstant,
} from '@shim/common/day-use';
import { dayUseLabel, dayUseRefusalMessage, DAY_USE_MESSAGES } from '@shim/common/day-use-messages';
import { DAY_USE_LIMITS, LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { holdsParty } from '@shim/common/stay-offer';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holidayOn } from '../rooms/holidays';
import { User } from '../users/user.entity';
import type { PreparedReservation } from './booking.service';
import { priceWithCoupon, usableCoupon } from './booking.service';
import { bookingGuestOf, type BookingGuestRequest } from './booking-guest';
import { newBookingNumber } from './booking-number';
import { consentRecords } from './checkout-consents';
import { findDayUseRoom, holdDayUse, type DayUseRoom } from './day-use-hold.repository';
import { dayUseSlots } from './day-use-slots';
import { guestAllowanceOf, holdClientOf, releaseAbandonedHolds, tooManyHoldsError } from './hold-limits';
import { releaseExpiredHolds } from './hold.repository';
import { holdExpiresAt as holdEndOf } from './lifecycle';
import { newOrderId } from './order-id';
import { issuePaymentProof } from './payment-proof';
import type { PriceBreakdown } from './pricing';

/**
 * 대실 bookings (docs/decisions/reservations.md "대실 inventory"): the hours of a room type on one date, held as a
 * PENDING reservation of kind DAY_USE and then paid, expired or cancelled exactly as a night is (completion.service.ts
 * `completePayment`, hold-expiry.ts, reservation.service.ts `cancelReservation`). The rules are common/src/day-use.ts.
 */

/** A 대실 as the checkout asks for it. */
export interface DayUseRequest {
  hotelId: number;
  roomId: number;
  /** The date of the use, `YYYY-MM-DD` (Asia/Seoul). */
  date: string;
  /** Its start, `HH:MM` on the half hour, Asia/Seoul. */
  start: string;
  hours: number;
  /** Absent (null) is 1 room. */
  roomCount?: number | null;
  persons: number;
  userCouponId?: number | null;
}

/** As a night's prepare (booking.service.ts `PrepareRequest`): who books, and what they agreed to. */
export interface DayUsePrepareRequest extends DayUseRequest, BookingGuestRequest {
  termsAgreed?: boolean | null;
  consents?: readonly string[] | null;
  claimedUserId?: number | null;
}

/** The price of a use for the caller, with its hours. */
export interface DayUseQuote extends PriceBreakdown {
  /** `대실 4시간`. */
  label: string;
  startsAt: Date;
  endsAt: Date;
}

export type PreparedDayUse = PreparedReservation & { startsAt: Date; endsAt: Date };

const START_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The price of the use for the caller (their coupon only, if it applies to 대실); the same checks as the hold. */
export async function previewDayUse(ctx: RequestContext, request: DayUseRequest): Promise<DayUseQuote> {
  const ask = await askedUse(ctx, request);
  const coupon = await dayUseCoupon(ctx, request.userCouponId ?? null);
  const price = priceWithCoupon(ask.price, ask.roomCount, coupon, ctx.clock.today());
  return { ...price, label: dayUseLabel(request.hours), startsAt: ask.startsAt, endsAt: ask.endsAt };
}

/**
 * Holds a 대실 as prepare holds a night: the client's abandoned holds go back, then ONE statement locks the
 * date's inventory rows, checks every half hour of the use against the nights and 대실 around it, takes them and
 * inserts the PENDING reservation (day-use-hold.repository.ts). Refused: 400 with the rule's message, 409
 * SOLD_OUT when the rooms are taken, 429 past a guest's allowance.
 */
export async function prepareDayUse(ctx: RequestContext, request: DayUsePrepareRequest): Promise<PreparedDayUse> {
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  const consents = consentRecords(request);
  const { phone, guestName, guestEmail, locale } = bookingGuestOf(ctx, request);
  const claimedUserId = !ctx.user && Number.isSafeInteger(request.claimedUserId) ? request.claimedUserId! : null;

  const ask = await askedUse(ctx, request);
  const coupon = await dayUseCoupon(ctx, claimedUserId !== null ? null : (request.userCouponId ?? null));
  const price = priceWithCoupon(ask.price, ask.roomCount, coupon, today);
  const member = ctx.user ? await ctx.em.findOneOrFail(User, ctx.user.id) : null;
  const client = holdClientOf(ctx);
  const allowance = guestAllowanceOf(ctx, client, ask.roomCount);
  await releaseAbandonedHolds(ctx.em, client, now);

  const customerName = guestName || member?.name || '비회원';
  const holdExpiresAt = holdEndOf(now);
  const held = dayUseHeld(ask.startsAt, request.hours, ask.room.offer!.bufferMinutes);
  const slots = dayUseSlots({ date: request.date, startsAt: held.from, heldUntil: held.until, ...ask.room });
  let expiredReleased = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderId = newOrderId(now.getTime());
    const bookingNumber = newBookingNumber();
    const outcome = await holdDayUse(
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
        hotelId: ask.room.hotelId,
        roomId: ask.room.id,
        roomCount: ask.roomCount,
        persons: request.persons,
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
        slots,
        maxRooms: ask.maxRooms,
        startsAt: ask.startsAt,
        endsAt: ask.endsAt,
        heldUntil: held.until,
      },
      allowance,
    );
    if (outcome.held) {
      return {
        reservationId: outcome.id,
        orderId,
        bookingNumber,
        totalAmount: price.totalAmount,
        hotelName: ask.room.hotelName,
        roomName: ask.room.name,
        orderName: `${ask.room.hotelName} ${ask.room.name} ${dayUseLabel(request.hours)}`.slice(0, 100),
        customerName,
        holdExpiresAt,
        paymentProof: issuePaymentProof(ctx, orderId),
        startsAt: ask.startsAt,
        endsAt: ask.endsAt,
      };
    }
    if (outcome.reason === 'tooManyHolds') throw tooManyHoldsError(ctx, client);
    // Sold out: the room type's expired holds go back once (the expiry job does it for everyone else).
    if (outcome.reason === 'soldOut') {
      if (expiredReleased || (await releaseExpiredHolds(ctx.em, now, ask.room.id)).length === 0) break;
      expiredReleased = true;
    }
  }
  throw new AppError('SOLD_OUT', DAY_USE_MESSAGES.dayUseSoldOut);
}

/** A use the rules allow (sold out aside): the room type, its hours and price for one room. */
interface AskedUse {
  room: DayUseRoom;
  roomCount: number;
  startsAt: Date;
  endsAt: Date;
  price: number;
  maxRooms: number;
}

async function askedUse(ctx: RequestContext, request: DayUseRequest): Promise<AskedUse> {
  const { hotelId, roomId, date, start, hours, persons } = request;
  const roomCount = request.roomCount ?? LIMITS.defaultRooms;
  if (!Number.isSafeInteger(hotelId) || !Number.isSafeInteger(roomId)) throw AppError.badInput(MESSAGES.invalidBooking);
  if (typeof date !== 'string' || !isValidIsoDate(date) || typeof start !== 'string' || !START_PATTERN.test(start)) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  if (!Number.isSafeInteger(hours) || !Number.isSafeInteger(persons) || persons < 1) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  if (!Number.isSafeInteger(roomCount) || roomCount < LIMITS.roomsMin || roomCount > LIMITS.roomsMax) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  const room = await findDayUseRoom(ctx.em, { roomId, hotelId, date });
  if (!room) throw AppError.notFound(MESSAGES.invalidBooking);
  if (!room.offer) throw AppError.badInput(DAY_USE_MESSAGES.dayUseClosed);
  if (!holdsParty(room.capacity, roomCount, persons)) throw AppError.badInput(MESSAGES.roomCapacityExceeded);
  const startsAt = seoulInstant(date, minutesOfDay(start));
  const refusal = dayUseRefusal({
    offer: room.offer,
    day: room.day,
    date,
    isHolidayOrWeekend: holidayOn(date) !== null,
    hours,
    startsAt,
    now: ctx.clock.now(),
    leadMinutes: DAY_USE_LIMITS.leadMinutes,
  });
  if (refusal) throw AppError.badInput(dayUseRefusalMessage(refusal));
  return {
    room,
    roomCount,
    startsAt,
    endsAt: dayUseEndsAt(startsAt, hours),
    price: dayUsePrice(room.offer, room.day, hours)!,
    maxRooms: dayUseMaxRooms(room.offer, room.day),
  };
}

/** The caller's coupon, if it may be spent on a 대실 (the coupon says so: common/src/day-use.ts). */
async function dayUseCoupon(ctx: RequestContext, userCouponId: number | null) {
  const coupon = await usableCoupon(ctx.em, ctx.user, userCouponId, ctx.clock.today());
  if (coupon && !couponAppliesToDayUse(coupon.coupon))
    throw AppError.badInput(DAY_USE_MESSAGES.dayUseCouponNotApplicable);
  return coupon;
}
