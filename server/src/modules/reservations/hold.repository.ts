import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@shim/common/locales';
import { executeNamed, lockKeyOf } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';
import { NAMED_STAY, stayOffersSql, type RoomStayOffer, type StayBindings } from '../stays/stay-offer.repository';
import { isBookingNumberTaken } from './booking-number';
import type { ConsentRecord } from './checkout-consent.repository';
import { releaseDayUse } from './day-use-release.repository';
import { shiftNights } from './nights.repository';

/** The SQL of holds: taking a stay's rooms for a PENDING reservation, giving them back, the room asked for. */

/**
 * THE hold-expiry rule (lifecycle.ts `holdExpired` is the same rule in TypeScript): a PENDING reservation's
 * hold has expired once `hold_expires_at` is at or before now. As SQL over the reservation aliased `r`, with
 * the instant as the named parameter `:now`; an open hold is its negation (PostgreSQL turns `not (a <= b)`
 * into `a > b`, so indexes still serve it).
 */
const ranOut = (r: string): string => `${r}.hold_expires_at <= :now`;
export const holdExpiredSql = (r = 'r'): string => `(${r}.status = 'PENDING' and ${ranOut(r)})`;
/** A PENDING reservation whose hold has not expired (it may still be paid). */
export const holdOpenSql = (r = 'r'): string => `(${r}.status = 'PENDING' and not (${ranOut(r)}))`;

/* ---------- holding ---------- */

/** A new PENDING reservation as prepare makes it. */
export interface NewHold {
  orderId: string;
  /** The booking number people read (booking-number.ts); another booking's is answered `numberTaken`. */
  bookingNumber: string;
  userId: number | null;
  claimedUserId: number | null;
  guestName: string;
  phone: string | null;
  /** Optional: where a guest hears when their phone cannot take SMS. */
  guestEmail: string | null;
  /** The language the booking's notices are written in. */
  locale: Locale;
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  roomCount: number;
  persons: number;
  /** The stay as the stay offer binds it (stays/stay-offer.service.ts `stayBindings`). */
  stay: StayBindings;
  /** The price of one room for the stay that was quoted: the hold fails if the locked nights say otherwise. */
  stayPrice: number;
  basePrice: number;
  taxes: number;
  couponDiscount: number;
  totalAmount: number;
  userCouponId: number | null;
  holdExpiresAt: Date;
  now: Date;
  holdIp: string;
  holdBrowser: string | null;
  /** What the person agreed to (and declined) at checkout: stored with the reservation, at `now`. */
  consents: readonly ConsentRecord[];
}

/**
 * A guest's allowance: what one holder (an IP, or `key:{id}` for a partner key's guests: hold-limits.ts) may
 * keep open at once (null for a member: their account bounds them).
 */
export interface GuestAllowance {
  ip: string;
  openPerIp: number;
  roomNightsPerIp: number;
}

export type HoldOutcome =
  { held: true; id: number } | { held: false; reason: 'soldOut' | 'tooManyHolds' | 'numberTaken' };

/**
 * A guest IP's open holds and their room-nights, as `locked_count` runs it after taking the IP's lock
 * (`$1` the IP, `$2` now): its own snapshot sees what the lock's previous holder committed.
 */
export const GUEST_HOLDS_COUNT = `select count(*)::int, coalesce(sum(r.room_count * (r.check_out - r.check_in)), 0)::int
    from reservations r where r.hold_ip = $1 and r.user_id is null and ${holdOpenSql('r').replace(':now', '$2')}`;

/**
 * In ONE statement: a guest's open holds from their IP are counted against the allowance; then the
 * stay's nights are locked in date order, checked (every night there, the rooms free, the prices the ones
 * just priced), held, and the PENDING reservation inserted with its checkout consents. Nothing is written unless all of it can be.
 */
const HOLD_SQL = `with allowance as (
       select :allowanceIp::text is null
              or (c.first < :openPerIp and c.second + :roomNights <= :roomNightsPerIp) as ok
         from locked_count(:allowanceLock, :allowanceCount, :allowanceIp, :now) c),
     locked as (
       select * from room_nights
        where room_id = :roomId and date >= :checkIn and date < :checkOut and (select ok from allowance)
        order by date for update),
     verdict as (
       select coalesce((select o.bookable and o."stayPrice" = :stayPrice
                          from (${stayOffersSql('locked', 'true', NAMED_STAY)}) o), false) as ok),
     hold as (
       update room_nights n set held = n.held + :roomCount from verdict
        where verdict.ok and n.room_id = :roomId and n.date >= :checkIn and n.date < :checkOut),
     booked as (
       insert into reservations (order_id, booking_number, user_id, claimed_user_id, guest_name, phone, hotel_id,
         room_id, check_in, check_out, room_count, persons, base_price, taxes, coupon_discount, total_amount,
         user_coupon_id, status, hold_expires_at, canceled_amount, created_at, hold_ip, hold_browser, locale, guest_email)
       select :orderId, :bookingNumber, :userId, (select u.id from users u where u.id = :claimedUserId::int), :guestName, :phone,
              :hotelId, :roomId, :checkIn, :checkOut, :roomCount, :persons, :basePrice, :taxes, :couponDiscount,
              :totalAmount, :userCouponId, 'PENDING', :holdExpiresAt, 0, :now, :holdIp, :holdBrowser, :locale, :guestEmail
         from verdict where verdict.ok
       returning id),
     consented as (
       insert into checkout_consents (reservation_id, kind, version, agreed, agreed_at)
       select b.id, c.kind, c.version, c.agreed, :now
         from booked b, jsonb_to_recordset(cast(:consents as jsonb)) as c(kind text, version text, agreed boolean))
     select (select ok from allowance) as allowed, (select ok from verdict) as ok, (select id from booked) as id`;

/**
 * Holds a stay, in one statement (its own transaction). For a guest, the statement first takes the
 * IP's advisory lock (`locked_count`, migration 20261126020000), so the guests of one IP are counted one at
 * a time, replicas too, and cannot both let one more through; the lock ends with the statement.
 */
export async function holdStay(
  em: EntityManager,
  hold: NewHold,
  allowance: GuestAllowance | null,
): Promise<HoldOutcome> {
  const params = {
    ...hold,
    ...hold.stay,
    consents: JSON.stringify(hold.consents),
    allowanceIp: allowance?.ip ?? null,
    allowanceLock: allowance ? lockKeyOf(`guest-holds:${allowance.ip}`) : 0,
    allowanceCount: GUEST_HOLDS_COUNT,
    openPerIp: allowance?.openPerIp ?? 0,
    roomNightsPerIp: allowance?.roomNightsPerIp ?? 0,
    roomNights: hold.stay.nights * hold.roomCount,
  };
  let row: { allowed: boolean; ok: boolean; id: number | null } | undefined;
  try {
    [row] = await executeNamed(em, HOLD_SQL, params, { prepared: 'booking.hold' });
  } catch (error) {
    // The statement wrote nothing (one statement, one transaction): the caller tries again with a new number.
    if (isBookingNumberTaken(error)) return { held: false, reason: 'numberTaken' };
    throw error;
  }
  if (row?.id) return { held: true, id: row.id };
  return { held: false, reason: row && !row.allowed ? 'tooManyHolds' : 'soldOut' };
}

/* ---------- giving holds back ---------- */

/** A hold given back because it was not paid in time. */
export interface ReleasedHold {
  reservationId: number;
  orderId: string;
  /** A confirm was sent to Toss for it: the caller makes sure no money stays taken. */
  attemptedPaymentKey: string | null;
}

/**
 * Gives one PENDING hold back, in its own short transaction, if `stillSo` (SQL on `r`) still holds:
 * the reservation becomes CANCELED (and hidden: it never was a booking) and its nights get their units
 * back. The status change is conditional, so a payment completing at the same moment never also wins.
 */
async function releaseHold(em: EntityManager, id: number, stillSo: string, now: Date): Promise<ReleasedHold | null> {
  return em.fork().transactional(async (tx) => {
    const [row] = await executeNamed<{
      room_id: number;
      check_in: string;
      check_out: string;
      room_count: number;
      order_id: string;
      attempted_payment_key: string | null;
      kind: string;
    }>(
      tx,
      `update reservations r set status = 'CANCELED', canceled_at = :now, hidden_at = :now
        where r.id = :id and ${stillSo}
        returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
                  room_count, order_id, attempted_payment_key, kind`,
      { id, now },
    );
    if (!row) return null;
    if (row.kind === 'DAY_USE') await releaseDayUse(tx, id);
    else await shiftNights(tx, { roomId: row.room_id, from: row.check_in, to: row.check_out, held: -row.room_count });
    return { reservationId: id, orderId: row.order_id, attemptedPaymentKey: row.attempted_payment_key };
  });
}

/**
 * Releases the holds that expired by `now` (the hold-expiry rule, lifecycle.ts), at most 500 a call;
 * optionally only one room type's.
 */
export async function releaseExpiredHolds(em: EntityManager, now: Date, roomId?: number): Promise<ReleasedHold[]> {
  const expired = await executeNamed<{ id: number }>(
    em,
    `select r.id from reservations r where ${holdExpiredSql('r')} and (:roomId::int is null or r.room_id = :roomId)
      order by r.hold_expires_at limit 500`,
    { now, roomId: roomId ?? null },
  );
  const released: ReleasedHold[] = [];
  for (const { id } of expired) {
    const hold = await releaseHold(em, id, holdExpiredSql('r'), now);
    if (hold) released.push(hold);
  }
  return released;
}

/** Who holds: a member by account, a guest by IP and browser key. */
export interface HoldOwner {
  userId: number | null;
  /** The reservation's `hold_ip`: the guest's IP, or `key:{id}` (hold-limits.ts `holdClientOf`). */
  ip: string;
  browserKey: string | null;
}

/** Releases the unpaid holds of `owner` whose payment was never sent to Toss; answers how many. */
export async function releaseHoldsOf(em: EntityManager, owner: HoldOwner, now: Date): Promise<number> {
  const unpaid = `r.status = 'PENDING' and r.attempted_payment_key is null`;
  const open = await executeNamed<{ id: number }>(
    em,
    `select r.id from reservations r
      where ${unpaid}
        and (case when :userId::int is not null then r.user_id = :userId
                  else r.user_id is null and r.hold_ip = :ip and r.hold_browser = :browserKey end)`,
    { userId: owner.userId, ip: owner.ip, browserKey: owner.browserKey },
  );
  let released = 0;
  for (const { id } of open) if (await releaseHold(em, id, unpaid, now)) released += 1;
  return released;
}

/* ---------- the room type a booking asks for ---------- */

/** A room type of an approved, active lodging, with its offer for the stay when one was asked. */
export interface BookableRoom {
  id: number;
  name: string;
  capacity: number;
  hotelId: number;
  hotelName: string;
  /** With a stay: the room type's offer for it, read without locks; null when a night is not open. */
  offer?: RoomStayOffer | null;
}

/**
 * The active room type `roomId` of the approved, active lodging `hotelId`, or undefined. With `stay`
 * (prepare), the same statement also reads its offer for the stay, saving prepare a round trip.
 */
export async function findBookableRoom(
  em: EntityManager,
  criteria: { roomId: number; hotelId: number; stay?: StayBindings },
): Promise<BookableRoom | undefined> {
  const { roomId, hotelId, stay } = criteria;
  const look = stay
    ? `, (select row_to_json(o) from (${stayOffersSql('room_nights', 'n.room_id = r.id', NAMED_STAY)}) o) as offer`
    : '';
  const [room] = await executeNamed<BookableRoom>(
    em,
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName"${look}
       from rooms r join hotels h on h.id = r.hotel_id
      where r.id = :roomId and r.hotel_id = :hotelId and r.active and ${guestVisibleSql('h')}`,
    { roomId, hotelId, ...(stay ?? {}) },
    { prepared: stay ? 'booking.room-and-offer' : 'booking.room' },
  );
  return room;
}

/** Whether the lodging takes bookings (approved and shown), whatever its room types; read only when a room type is not bookable. */
export async function lodgingTakesBookings(em: EntityManager, hotelId: number): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `select h.id from hotels h where h.id = :hotelId and ${guestVisibleSql('h')}`,
    { hotelId },
  );
  return rows.length > 0;
}
