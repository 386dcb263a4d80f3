import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { HOLD_MINUTES } from '@shim/common/reservations';
import { detailProblem, nightsBetween } from '@shim/common/stay';
import { PHONE_PATTERN } from '@shim/common/validation';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser, RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { UserCoupon } from '../coupons/user-coupon.entity';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';
import { lockNights, readNights, releaseExpiredHolds, shiftNights } from './holds';
import { newOrderId } from './order-id';
import { priceStay, type PriceBreakdown } from './pricing';
import { Reservation } from './reservation.entity';

/** A stay of one room type as the checkout asks for it (spec §7 preview and prepare). */
export interface StayRequest {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  roomCount: number;
  persons: number;
  userCouponId?: number | null;
}

export interface PrepareRequest extends StayRequest {
  phone?: string | null;
  guestName?: string | null;
  termsAgreed: boolean;
}

/** The prepare response of REST-NOTES, plus what the payment window needs. */
export interface PreparedReservation {
  reservationId: number;
  orderId: string;
  totalAmount: number;
  hotelName: string;
  roomName: string;
  /** `{hotel} {room}` for the payment window. */
  orderName: string;
  customerName: string;
  holdExpiresAt: Date;
}

const GUEST_NAME_MAX = 50;

/** `GET /api/reservations/preview`: the price of the stay for the caller (their coupon only). */
export async function preview(ctx: RequestContext, stay: StayRequest): Promise<PriceBreakdown> {
  const room = await bookableRoom(ctx.em, stay);
  const coupon = await usableCoupon(ctx.em, ctx.user, stay.userCouponId);
  const nights = await readNights(ctx.em, room.id, stay.checkIn, stay.checkOut);
  if (nights.length !== nightsBetween(stay.checkIn, stay.checkOut)) throw soldOut();
  return priceStay(
    nights.map((night) => night.price),
    stay.roomCount,
    coupon?.coupon ?? null,
  );
}

/**
 * `POST /api/reservations/prepare`: checks spec §5, then in one short transaction locks the stay's nights
 * in date order, checks every night has the rooms free, holds them and inserts the PENDING reservation.
 */
export async function prepare(
  ctx: RequestContext,
  input: PrepareRequest,
  now = new Date(),
): Promise<PreparedReservation> {
  if (input.termsAgreed !== true) throw AppError.badInput(MESSAGES.termsRequired);
  const phone = normalizedPhone(input.phone);
  if (!ctx.user && !phone) throw AppError.badInput(MESSAGES.guestPhoneRequired);
  if (phone && !PHONE_PATTERN.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const guestName = input.guestName?.trim() ?? '';
  if (guestName.length > GUEST_NAME_MAX) throw AppError.badInput(MESSAGES.guestNameTooLong);

  const room = await bookableRoom(ctx.em, input, todayInSeoul(now));
  const coupon = await usableCoupon(ctx.em, ctx.user, input.userCouponId, todayInSeoul(now));
  const member = ctx.user ? await ctx.em.findOneOrFail(User, ctx.user.id) : null;

  // Holds that ran out on this room type are given back first, so they never make a buyer lose the room.
  await releaseExpiredHolds(ctx.em, now, room.id);

  const reservation = await ctx.em.transactional(async (tx) => {
    const nights = await lockNights(tx, room.id, input.checkIn, input.checkOut);
    const wanted = nightsBetween(input.checkIn, input.checkOut);
    if (nights.length !== wanted || nights.some((n) => n.total - n.held - n.sold < input.roomCount)) throw soldOut();
    await shiftNights(tx, room.id, input.checkIn, input.checkOut, { held: input.roomCount });
    const price = priceStay(
      nights.map((night) => night.price),
      input.roomCount,
      coupon?.coupon ?? null,
    );
    return tx.create(Reservation, {
      orderId: newOrderId(now.getTime()),
      user: member,
      guestName: guestName || member?.name || '비회원',
      phone: phone ?? member?.phone ?? null,
      hotel: room.hotel,
      room,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      roomCount: input.roomCount,
      persons: input.persons,
      ...price,
      userCoupon: coupon,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      createdAt: now,
    });
  });
  return {
    reservationId: reservation.id,
    orderId: reservation.orderId,
    totalAmount: reservation.totalAmount,
    hotelName: room.hotel.name,
    roomName: room.name,
    orderName: `${room.hotel.name} ${room.name}`.slice(0, 100),
    customerName: reservation.guestName,
    holdExpiresAt: reservation.holdExpiresAt,
  };
}

/** The room type, if the stay follows spec §5 and the lodging takes bookings. */
async function bookableRoom(em: EntityManager, stay: StayRequest, today = todayInSeoul()): Promise<Room> {
  if (!Number.isSafeInteger(stay.hotelId) || !Number.isSafeInteger(stay.roomId)) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  const problem = detailProblem(
    { startDate: stay.checkIn, endDate: stay.checkOut, rooms: stay.roomCount, persons: stay.persons },
    today,
  );
  if (problem) throw AppError.badInput(problem);
  const room = await em.findOne(Room, { id: stay.roomId, hotel: stay.hotelId }, { populate: ['hotel'] });
  if (!room || !room.active || room.hotel.status !== 'APPROVED' || !room.hotel.active) {
    throw AppError.notFound(MESSAGES.invalidBooking);
  }
  if (room.capacity * stay.roomCount < stay.persons) throw AppError.badInput(MESSAGES.roomCapacityExceeded);
  return room;
}

/**
 * The caller's own coupon, if it can be spent: issued to them (else "not found", as for a missing one),
 * neither used nor deleted, and not past its expiry date.
 */
export async function usableCoupon(
  em: EntityManager,
  user: AuthUser | null,
  userCouponId: number | null | undefined,
  today = todayInSeoul(),
): Promise<UserCoupon | null> {
  if (userCouponId === null || userCouponId === undefined) return null;
  if (!user) throw AppError.badInput(MESSAGES.couponLoginRequired);
  const coupon = Number.isSafeInteger(userCouponId)
    ? await em.findOne(UserCoupon, { id: userCouponId, user: user.id }, { populate: ['coupon'] })
    : null;
  if (!coupon) throw AppError.notFound(MESSAGES.couponNotFound);
  if (coupon.usedAt || coupon.deletedAt) throw AppError.badInput(MESSAGES.couponUnavailable);
  if (coupon.coupon.expiryDate && coupon.coupon.expiryDate < today) throw AppError.badInput(MESSAGES.couponExpired);
  return coupon;
}

/** Spaces and hyphens dropped (`010-1234-5678`); null when empty. */
export function normalizedPhone(raw: string | null | undefined): string | null {
  const phone = (raw ?? '').replace(/[\s-]/g, '');
  return phone || null;
}

const soldOut = () => new AppError('SOLD_OUT', MESSAGES.roomSoldOut);

/** The last night of a stay is the day before check-out. */
export const lastNight = (checkOut: string): string => addDays(checkOut, -1);
