import { todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { LIMITS } from '@shim/common/limits';
import { HOLD_MINUTES } from '@shim/common/reservations';
import { detailProblem, nightsBetween } from '@shim/common/stay';
import { holdsParty } from '@shim/common/stay-offer';
import { normalizePhone, PHONE_PATTERN } from '@shim/common/validation';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser, RequestContext } from '../../platform/context';
import { executePrepared } from '../../db/prepared';
import { AppError } from '../../platform/errors';
import { couponLastDay } from '../coupons/coupon.service';
import { UserCoupon } from '../coupons/user-coupon.entity';
import { User } from '../users/user.entity';
import { beginHold, holdClientOf, releaseAbandonedHolds } from './hold-limits';
import { POSITIONAL_STAY, stayOffersSql } from '../stays/stay-offer.repository';
import { roomStayOffer, stayDatesLiteral, type RoomStayOffer } from '../stays/stay-offer.service';
import { releaseExpiredHolds } from './holds';
import { newOrderId } from './order-id';
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

export interface PrepareRequest extends StayRequest {
  /** A guest's phone; may come at completion instead (docs/rest-clients.md). */
  phone?: string | null;
  guestName?: string | null;
  /** Absent: the client showed its own terms and the guest agreed there. An explicit false is refused. */
  termsAgreed?: boolean;
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
export async function preview(ctx: RequestContext, request: StayRequest): Promise<PriceBreakdown> {
  const stay = withDefaults(request);
  const room = await bookableRoom(ctx.em, stay);
  const coupon = await usableCoupon(ctx.em, ctx.user, stay.userCouponId);
  const offer = await roomStayOffer(ctx.em, room.id, criteriaOf(stay));
  if (!offer) throw soldOut();
  return priceStay(offer.stayPrice, stay.roomCount, coupon?.coupon ?? null);
}

/**
 * `POST /api/reservations/prepare`: checks spec §5, then in one statement (its own short transaction) locks
 * the stay's nights in date order, checks every night has the rooms free, holds them and inserts the
 * PENDING reservation.
 */
export async function prepare(
  ctx: RequestContext,
  request: PrepareRequest,
  now = new Date(),
): Promise<PreparedReservation> {
  const input = withDefaults(request);
  if (input.termsAgreed === false) throw AppError.badInput(MESSAGES.termsRequired);
  // A guest without a phone here must give it at completion, or the booking is never confirmed.
  const phone = normalizePhone(input.phone);
  if (phone && !PHONE_PATTERN.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const claimedUserId = !ctx.user && Number.isSafeInteger(input.claimedUserId) ? input.claimedUserId! : null;
  const guestName = input.guestName?.trim() ?? '';
  if (guestName.length > GUEST_NAME_MAX) throw AppError.badInput(MESSAGES.guestNameTooLong);

  // One statement: the room type, its offer for the stay (no locks) and whether it has holds that ran out.
  const room = await bookableRoom(ctx.em, input, todayInSeoul(now), now);
  // A coupon sent with a `uId` but no token waits for completion, where the member's token can spend it.
  const couponId = claimedUserId !== null ? null : input.userCouponId;
  const coupon = await usableCoupon(ctx.em, ctx.user, couponId, todayInSeoul(now));
  const member = ctx.user ? await ctx.em.findOneOrFail(User, ctx.user.id) : null;

  // Holds that ran out on this room type are given back first, so they never make a buyer lose the room;
  // so are this client's own unpaid holds (an abandoned checkout: hold-limits.ts).
  let looked = room.offer;
  const client = holdClientOf(ctx);
  const released = await releaseAbandonedHolds(ctx.em, client, now);
  if (room.expiredHolds || released > 0) {
    await releaseExpiredHolds(ctx.em, now, room.id);
    looked = undefined;
  }

  const customerName = guestName || member?.name || '비회원';
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const wanted = nightsBetween(input.checkIn, input.checkOut);
  let held: { reservationId: number; orderId: string; totalAmount: number } | null = null;
  // Look first without locks: a sold-out stay is answered without queueing for the rows. Then one
  // statement locks the nights in date order, checks them again (and that the prices are the ones just
  // priced), holds them and inserts the reservation. A price changed in between: price again.
  for (let attempt = 0; attempt < 3 && !held; attempt++) {
    const offer = looked !== undefined ? looked : await roomStayOffer(ctx.em, room.id, criteriaOf(input));
    looked = undefined;
    if (!offer?.bookable) throw soldOut();
    const price = priceStay(offer.stayPrice, input.roomCount, coupon?.coupon ?? null);
    const orderId = newOrderId(now.getTime());
    // A guest's hold is checked against what the client's IP already holds, in the hold's transaction.
    const holding = await beginHold(ctx, client, wanted * input.roomCount, now);
    const [row] = await executePrepared<{ ok: boolean; id: number | null }>(
      holding.em,
      'booking.hold',
      `with locked as (
         select * from room_nights where room_id = ? and date >= ? and date < ? order by date for update),
       verdict as (
         select coalesce((select o.bookable and o."stayPrice" = ?
                            from (${stayOffersSql('locked', 'true', POSITIONAL_STAY)}) o), false) as ok),
       hold as (
         update room_nights n set held = n.held + ? from verdict
          where verdict.ok and n.room_id = ? and n.date >= ? and n.date < ?),
       booked as (
         insert into reservations (order_id, user_id, claimed_user_id, guest_name, phone, hotel_id, room_id,
           check_in, check_out, room_count, persons, base_price, taxes, coupon_discount, total_amount, user_coupon_id,
           status, hold_expires_at, canceled_amount, created_at, hold_ip, hold_browser)
         select ?, ?, (select u.id from users u where u.id = ?::int), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
                'PENDING', ?, 0, ?, ?, ? from verdict where verdict.ok
         returning id)
       select (select ok from verdict) as ok, (select id from booked) as id`,
      [
        room.id,
        input.checkIn,
        input.checkOut,
        offer.stayPrice,
        stayDatesLiteral(input.checkIn, input.checkOut),
        input.roomCount,
        input.persons,
        input.roomCount,
        room.id,
        input.checkIn,
        input.checkOut,
        orderId,
        member?.id ?? null,
        claimedUserId,
        customerName,
        phone ?? member?.phone ?? null,
        room.hotelId,
        room.id,
        input.checkIn,
        input.checkOut,
        input.roomCount,
        input.persons,
        price.basePrice,
        price.taxes,
        price.couponDiscount,
        price.totalAmount,
        coupon?.id ?? null,
        holdExpiresAt,
        now,
        client.ip,
        client.browserKey,
      ],
    ).then(holding.commit, holding.rollback);
    if (row?.id) held = { reservationId: row.id, orderId, totalAmount: price.totalAmount };
  }
  if (!held) throw soldOut();
  const { reservationId, orderId, totalAmount } = held;
  return {
    reservationId,
    orderId,
    totalAmount,
    hotelName: room.hotelName,
    roomName: room.name,
    orderName: `${room.hotelName} ${room.name}`.slice(0, 100),
    customerName,
    holdExpiresAt,
  };
}

/**
 * The room type, if the stay follows spec §5 and the lodging takes bookings. With `lookAt` (prepare), the
 * same statement also reads the room type's offer for the stay without locks and whether holds on the
 * room type ran out by then, saving prepare two round trips.
 */
async function bookableRoom(
  em: EntityManager,
  stay: Stay,
  today = todayInSeoul(),
  lookAt?: Date,
): Promise<BookableRoom> {
  if (!Number.isSafeInteger(stay.hotelId) || !Number.isSafeInteger(stay.roomId)) {
    throw AppError.badInput(MESSAGES.invalidBooking);
  }
  const problem = detailProblem(criteriaOf(stay), today);
  if (problem) throw AppError.badInput(problem);
  const look = lookAt
    ? `, exists (select 1 from reservations x
                  where x.status = 'PENDING' and x.hold_expires_at <= ? and x.room_id = r.id) as "expiredHolds",
         (select row_to_json(o) from (${stayOffersSql('room_nights', 'n.room_id = r.id', POSITIONAL_STAY)}) o) as offer`
    : '';
  const [room] = await executePrepared<BookableRoom>(
    em,
    lookAt ? 'booking.room-and-offer' : 'booking.room',
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName"${look}
       from rooms r join hotels h on h.id = r.hotel_id
      where r.id = ? and r.hotel_id = ? and r.active and h.active and h.status = 'APPROVED'`,
    [
      ...(lookAt ? [lookAt, stayDatesLiteral(stay.checkIn, stay.checkOut), stay.roomCount, stay.persons] : []),
      stay.roomId,
      stay.hotelId,
    ],
  );
  if (!room) throw AppError.notFound(MESSAGES.invalidBooking);
  if (!holdsParty(room.capacity, stay.roomCount, stay.persons)) throw AppError.badInput(MESSAGES.roomCapacityExceeded);
  return room;
}

interface BookableRoom {
  id: number;
  name: string;
  capacity: number;
  hotelId: number;
  hotelName: string;
  /** With `lookAt`: a PENDING hold on the room type expired by then. */
  expiredHolds?: boolean;
  /** With `lookAt`: the room type's offer for the stay, read without locks; null when a night is not open. */
  offer?: RoomStayOffer | null;
}

/**
 * The caller's own coupon, if it can be spent: issued to them (else "not found", as for a missing one),
 * neither used nor deleted, and not past its expiry date.
 */
export async function usableCoupon(
  em: EntityManager,
  user: Pick<AuthUser, 'id'> | null,
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
  const lastDay = couponLastDay(coupon);
  if (lastDay && lastDay < today) throw AppError.badInput(MESSAGES.couponExpired);
  return coupon;
}

const soldOut = () => new AppError('SOLD_OUT', MESSAGES.roomSoldOut);
