import type { EntityManager } from '@mikro-orm/postgresql';
import type { LodgingType } from '@shim/common/lodging';
import type { ReservationStatus } from '@shim/common/reservations';
import { nightsBetween } from '@shim/common/stay';
import { executeNamed } from '../../db/named';
import { executePrepared, lockKeyOf } from '../../db/prepared';
import type { TossPayment } from '../../platform/payments/toss';
import { noticeBookingEventSql } from '../notifications/notification.service';
import { moneySourcesSql, type MoneyState } from '../payments/money-state';
import {
  attemptInsertCte,
  attemptOf,
  attemptParams,
  attemptSettleCte,
  settleParams,
  type AttemptIntent,
  type PaymentAttempt,
} from '../payments/payment-attempt.repository';
import { paymentInsertCte, paymentInsertParams } from '../payments/payment.repository';
import { NAMED_STAY, stayOffersSql, type RoomStayOffer, type StayBindings } from '../stays/stay-offer.repository';
import { CANCELLABLE_STATUS, DELETABLE_STATUSES, holdExpiredSql, holdOpenSql } from './lifecycle';

/**
 * The SQL of reservations and of the nights they hold or sell. Every statement takes named parameters;
 * every writer of `room_nights` locks the rows IN DATE ORDER (ARCHITECTURE §3), so buyers of one room
 * type queue instead of deadlocking.
 */

/* ---------- reading bookings ---------- */

/** A reservation with its lodging and room, as the lookups, my page and the drawer show it. */
export interface ReservationView {
  reservationId: number;
  orderId: string;
  userId: number | null;
  status: ReservationStatus;
  hotelId: number;
  hotelName: string;
  hotelType: LodgingType;
  hotelImage: string | null;
  address: string;
  /** The lodging's front desk landline, when it gave one. */
  hotelPhone: string | null;
  /** The lodging's manager (the account that may cancel for the lodging). */
  hotelManagerId: number | null;
  latitude: number;
  longitude: number;
  checkinTime: string;
  checkoutTime: string;
  roomId: number;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomCount: number;
  people: number;
  guestName: string;
  phone: string | null;
  basePrice: number;
  taxes: number;
  couponDiscount: number;
  totalAmount: number;
  canceledAmount: number;
  createdAt: Date;
  confirmedAt: Date | null;
  canceledAt: Date | null;
  holdExpiresAt: Date;
  hiddenAt: Date | null;
  /** Toss's card receipt page of the payment (real payments only; the local sandbox gives none). */
  receiptUrl: string | null;
}

/** Which bookings to read; each field narrows. `hidden: false` leaves out those removed from a history. */
export interface ViewCriteria {
  id?: number;
  ids?: number[];
  userId?: number;
  orderId?: string;
  phone?: string;
  includeHidden?: boolean;
}

const CRITERIA: Record<Exclude<keyof ViewCriteria, 'includeHidden'>, string> = {
  id: 'r.id = :id',
  ids: 'r.id = any(:ids::int[])',
  userId: 'r.user_id = :userId',
  orderId: 'r.order_id = :orderId',
  phone: 'r.phone = :phone',
};

/** Bookings matching `criteria`, newest first, with lodging, room and main photo: one statement. */
export async function findViews(em: EntityManager, criteria: ViewCriteria): Promise<ReservationView[]> {
  const where = (Object.keys(CRITERIA) as Array<keyof typeof CRITERIA>)
    .filter((key) => criteria[key] !== undefined)
    .map((key) => CRITERIA[key]);
  if (where.length === 0) throw new Error('findViews needs a criterion');
  if (!criteria.includeHidden) where.push('r.hidden_at is null');
  const rows = await executeNamed<ViewRow>(
    em,
    `select r.id, r.order_id, r.user_id, r.status, r.hotel_id, h.name as hotel_name, h.type as hotel_type,
            (select i.path from hotel_images i where i.hotel_id = h.id and i.kind = 'MAIN' order by i.position limit 1)
              as hotel_image,
            h.address, h.phone as hotel_phone, h.manager_id as hotel_manager_id, h.latitude, h.longitude,
            h.checkin_time, h.checkout_time, r.room_id, rm.name as room_name,
            to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
            r.room_count, r.persons, r.guest_name, r.phone, r.base_price, r.taxes, r.coupon_discount, r.total_amount,
            r.canceled_amount, r.created_at, r.confirmed_at, r.canceled_at, r.hold_expires_at, r.hidden_at,
            (select p.receipt_url from payments p where p.reservation_id = r.id order by p.id desc limit 1)
              as receipt_url
       from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
      where ${where.join(' and ')}
      order by r.created_at desc, r.id desc`,
    { ...criteria, ids: criteria.ids && `{${criteria.ids.join(',')}}` },
  );
  return rows.map(viewOf);
}

interface ViewRow {
  id: number;
  order_id: string;
  user_id: number | null;
  status: ReservationStatus;
  hotel_id: number;
  hotel_name: string;
  hotel_type: LodgingType;
  hotel_image: string | null;
  address: string;
  hotel_phone: string | null;
  hotel_manager_id: number | null;
  latitude: number;
  longitude: number;
  checkin_time: string;
  checkout_time: string;
  room_id: number;
  room_name: string;
  check_in: string;
  check_out: string;
  room_count: number;
  persons: number;
  guest_name: string;
  phone: string | null;
  base_price: number;
  taxes: number;
  coupon_discount: number;
  total_amount: number;
  canceled_amount: number;
  created_at: Date;
  confirmed_at: Date | null;
  canceled_at: Date | null;
  hold_expires_at: Date;
  hidden_at: Date | null;
  receipt_url: string | null;
}

const viewOf = (row: ViewRow): ReservationView => ({
  reservationId: row.id,
  orderId: row.order_id,
  userId: row.user_id,
  status: row.status,
  hotelId: row.hotel_id,
  hotelName: row.hotel_name,
  hotelType: row.hotel_type,
  hotelImage: row.hotel_image,
  address: row.address,
  hotelPhone: row.hotel_phone,
  hotelManagerId: row.hotel_manager_id,
  latitude: row.latitude,
  longitude: row.longitude,
  checkinTime: row.checkin_time,
  checkoutTime: row.checkout_time,
  roomId: row.room_id,
  roomType: row.room_name,
  checkIn: row.check_in,
  checkOut: row.check_out,
  nights: nightsBetween(row.check_in, row.check_out),
  roomCount: row.room_count,
  people: row.persons,
  guestName: row.guest_name,
  phone: row.phone,
  basePrice: row.base_price,
  taxes: row.taxes,
  couponDiscount: row.coupon_discount,
  totalAmount: row.total_amount,
  canceledAmount: row.canceled_amount,
  createdAt: new Date(row.created_at),
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  canceledAt: row.canceled_at ? new Date(row.canceled_at) : null,
  holdExpiresAt: new Date(row.hold_expires_at),
  hiddenAt: row.hidden_at ? new Date(row.hidden_at) : null,
  receiptUrl: row.receipt_url,
});

/* ---------- the nights ---------- */

export interface NightRow {
  date: string;
  total: number;
  held: number;
  sold: number;
  price: number;
}

/** The nights' prices and counts without locks (the preview, and prepare's look before it locks). */
export function readNights(em: EntityManager, roomId: number, from: string, to: string): Promise<NightRow[]> {
  return executeNamed<NightRow>(
    em,
    `select to_char(date, 'YYYY-MM-DD') as date, total, held, sold, price
       from room_nights where room_id = :roomId and date >= :from and date < :to order by date`,
    { roomId, from, to },
  );
}

/** A change of a stay's nights: `held` and `sold` units added (negative: given back). */
export interface NightShift {
  roomId: number;
  from: string;
  to: string;
  held?: number;
  sold?: number;
}

/**
 * The CTEs that move units between free, held and sold on a room type's nights from `:shiftFrom` up to,
 * not including, `:shiftTo`: `locked_nights` locks the rows in date order, `shifted_nights` updates them.
 * `onlyIf` is a SQL condition that must hold for anything to be locked (another CTE's outcome).
 */
const shiftNightsCtes = (onlyIf = 'true'): string => `locked_nights as (
       select room_id, date from room_nights
        where room_id = :shiftRoomId and date >= :shiftFrom and date < :shiftTo and ${onlyIf}
        order by date for update),
     shifted_nights as (
       update room_nights n set held = n.held + :shiftHeld, sold = n.sold + :shiftSold
         from locked_nights l where n.room_id = l.room_id and n.date = l.date
       returning 1)`;

const shiftParams = (shift: NightShift) => ({
  shiftRoomId: shift.roomId,
  shiftFrom: shift.from,
  shiftTo: shift.to,
  shiftHeld: shift.held ?? 0,
  shiftSold: shift.sold ?? 0,
});

/** Moves a stay's units; the locks last until the surrounding transaction ends, so they come late in it. */
export async function shiftNights(em: EntityManager, shift: NightShift): Promise<void> {
  await executeNamed(em, `with ${shiftNightsCtes()} select count(*) from shifted_nights`, shiftParams(shift));
}

/* ---------- holding ---------- */

/** A new PENDING reservation as prepare makes it. */
export interface NewHold {
  orderId: string;
  userId: number | null;
  claimedUserId: number | null;
  guestName: string;
  phone: string | null;
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
}

/** A guest's allowance: what one IP may keep open at once (null for a member: their account bounds them). */
export interface GuestAllowance {
  ip: string;
  openPerIp: number;
  roomNightsPerIp: number;
}

export type HoldOutcome = { held: true; id: number } | { held: false; reason: 'soldOut' | 'tooManyHolds' };

/**
 * A guest IP's open holds and their room-nights, as `locked_count` runs it after taking the IP's lock
 * (`$1` the IP, `$2` now): its own snapshot sees what the lock's previous holder committed.
 */
const GUEST_HOLDS_COUNT = `select count(*)::int, coalesce(sum(r.room_count * (r.check_out - r.check_in)), 0)::int
    from reservations r where r.hold_ip = $1 and r.user_id is null and ${holdOpenSql('r').replace(':now', '$2')}`;

/**
 * In ONE statement: a guest's open holds from their IP are counted against the allowance; then the
 * stay's nights are locked in date order, checked (every night there, the rooms free, the prices the ones
 * just priced), held, and the PENDING reservation inserted. Nothing is written unless all of it can be.
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
       insert into reservations (order_id, user_id, claimed_user_id, guest_name, phone, hotel_id, room_id,
         check_in, check_out, room_count, persons, base_price, taxes, coupon_discount, total_amount, user_coupon_id,
         status, hold_expires_at, canceled_amount, created_at, hold_ip, hold_browser)
       select :orderId, :userId, (select u.id from users u where u.id = :claimedUserId::int), :guestName, :phone,
              :hotelId, :roomId, :checkIn, :checkOut, :roomCount, :persons, :basePrice, :taxes, :couponDiscount,
              :totalAmount, :userCouponId, 'PENDING', :holdExpiresAt, 0, :now, :holdIp, :holdBrowser
         from verdict where verdict.ok
       returning id)
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
  const [row] = await executePrepared<{ allowed: boolean; ok: boolean; id: number | null }>(
    em,
    'booking.hold',
    HOLD_SQL,
    {
      ...hold,
      ...hold.stay,
      allowanceIp: allowance?.ip ?? null,
      allowanceLock: allowance ? lockKeyOf(`guest-holds:${allowance.ip}`) : 0,
      allowanceCount: GUEST_HOLDS_COUNT,
      openPerIp: allowance?.openPerIp ?? 0,
      roomNightsPerIp: allowance?.roomNightsPerIp ?? 0,
      roomNights: hold.stay.nights * hold.roomCount,
    },
  );
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
    }>(
      tx,
      `update reservations r set status = 'CANCELED', canceled_at = :now, hidden_at = :now
        where r.id = :id and ${stillSo}
        returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
                  room_count, order_id, attempted_payment_key`,
      { id, now },
    );
    if (!row) return null;
    await shiftNights(tx, { roomId: row.room_id, from: row.check_in, to: row.check_out, held: -row.room_count });
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

/* ---------- paying ---------- */

/** What completion needs to know of the order (one statement, no entity hydration on the hot path). */
export interface PayableRow {
  id: number;
  orderId: string;
  userId: number | null;
  status: ReservationStatus;
  totalAmount: number;
  holdExpiresAt: Date;
  roomId: number;
  roomCount: number;
  checkIn: string;
  checkOut: string;
  userCouponId: number | null;
  couponGone: boolean | null;
  moneyState: MoneyState;
}

const PAYABLE_COLUMNS = `r.id, r.order_id as "orderId", r.user_id as "userId", r.status, r.total_amount as "totalAmount",
  r.hold_expires_at as "holdExpiresAt", r.room_id as "roomId", r.room_count as "roomCount",
  to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
  r.user_coupon_id as "userCouponId", r.money_state as "moneyState"`;

export interface PaymentAttemptInput {
  orderId: string;
  paymentKey: string;
  amount: number;
  reservationId: number | null;
  callerId: number | null;
  userCouponId: number | null;
  now: Date;
}

/**
 * The usual completion in one round trip: records the paymentKey on the reservation only when every
 * check passes (the right order and reservation, the caller's, an open hold, the amount, an unspent
 * coupon, a guest's phone, the coupon the payment was opened with, no money moving yet) and, in the same
 * statement, the confirm attempt (money NONE → AUTHORIZING). Answers the order and its attempt, or nothing.
 */
export async function markPayable(
  em: EntityManager,
  attempt: PaymentAttemptInput,
  intent: AttemptIntent,
): Promise<(PayableRow & { attempt: PaymentAttempt }) | undefined> {
  const [row] = await executePrepared<PayableRow & { attempt: PaymentAttempt }>(
    em,
    'payment.attempt',
    `with moved as (
       update reservations r set attempted_payment_key = :paymentKey, money_state = 'AUTHORIZING'
        where r.order_id = :orderId and (:reservationId::int is null or r.id = :reservationId)
          and (r.user_id is null or :callerId::int is null or r.user_id = :callerId)
          and ${holdOpenSql('r')} and r.total_amount = :amount
          and r.money_state in (${moneySourcesSql('AUTHORIZING')})
          and (r.user_coupon_id is null or exists (select 1 from user_coupons c
                where c.id = r.user_coupon_id and c.used_at is null and c.deleted_at is null))
          and (r.user_id is not null or (r.phone is not null and r.claimed_user_id is null))
          and (:userCouponId::int is null or r.user_coupon_id = :userCouponId)
        returning ${PAYABLE_COLUMNS}, false as "couponGone"),
     ${attemptInsertCte('moved')}
     select moved.*, (select row_to_json(a) from attempt a) as attempt from moved`,
    { ...attempt, ...attemptParams(intent) },
  );
  return row && { ...row, attempt: attemptOf(row.attempt) };
}

/** The order as completion's refusal reads it (whether its coupon was spent meanwhile, too). */
export async function payableByOrder(em: EntityManager, orderId: string): Promise<PayableRow | undefined> {
  const [row] = await executeNamed<PayableRow>(
    em,
    `select ${PAYABLE_COLUMNS}, (c.used_at is not null or c.deleted_at is not null) as "couponGone"
       from reservations r left join user_coupons c on c.id = r.user_coupon_id
      where r.order_id = :orderId`,
    { orderId },
  );
  return row;
}

export interface Confirmation {
  confirmed: boolean;
  couponHeld: boolean;
  wasPending: boolean;
  paymentId: number | null;
}

/**
 * Confirms a booking Toss was paid for, in ONE statement (its own transaction: the nights' row locks last
 * only until its commit): the coupon, if any, is locked (`for no key update`, as an update takes it: a
 * `for update` would also block the key-share lock a prepare's insert takes on it, in the opposite order
 * to the nights) and must still be unspent; then the reservation is confirmed (only if still PENDING and
 * the coupon held), the coupon spent, the payment stored (payments' CTE), the holds turned into sales, the
 * money becomes PAID with the confirm attempt settled, and the confirmation's notices enqueued (noticed: in
 * this commit, never without it).
 */
export async function confirmPaid(
  em: EntityManager,
  reservation: Pick<PayableRow, 'id' | 'userCouponId' | 'roomId' | 'checkIn' | 'checkOut' | 'roomCount'>,
  approved: TossPayment,
  confirmAttemptId: number,
  now: Date,
): Promise<Confirmation | undefined> {
  const [row] = await executePrepared<Confirmation>(
    em,
    'payment.record',
    `with coupon as (
       select id from user_coupons where id = :couponId::int and used_at is null and deleted_at is null
        for no key update),
     coupon_held as (select :couponId::int is null or exists (select 1 from coupon) as held),
     confirmed as (
       update reservations set status = 'CONFIRMED', confirmed_at = :now, money_state = 'PAID'
        where id = :reservationId and status = 'PENDING' and money_state in (${moneySourcesSql('PAID')})
          and (select held from coupon_held)
       returning id),
     ${attemptSettleCte('exists (select 1 from confirmed)')},
     spent as (
       update user_coupons set used_at = :now, used_by_reservation_id = :reservationId
        where id in (select id from coupon) and exists (select 1 from confirmed)
       returning id),
     ${paymentInsertCte('confirmed')},
     ${shiftNightsCtes('exists (select 1 from confirmed)')},
     noticed as (select ${noticeBookingEventSql('CONFIRMED', 'confirmed.id')} from confirmed)
     select exists (select 1 from confirmed) as confirmed, (select held from coupon_held) as "couponHeld",
            (select count(*) from noticed) as noticed,
            exists (select 1 from reservations where id = :reservationId and status = 'PENDING') as "wasPending",
            (select id from payment) as "paymentId"`,
    {
      couponId: reservation.userCouponId ?? null,
      reservationId: reservation.id,
      ...paymentInsertParams(approved, now),
      ...settleParams(confirmAttemptId, 'DONE', approved.totalAmount, now),
      ...shiftParams({
        roomId: reservation.roomId,
        from: reservation.checkIn,
        to: reservation.checkOut,
        held: -reservation.roomCount,
        sold: reservation.roomCount,
      }),
    },
  );
  return row;
}

/** A PENDING order prepared without the guest's phone, the member's token or the coupon. */
export interface PendingOrder {
  id: number;
  userId: number | null;
  claimedUserId: number | null;
  phone: string | null;
  basePrice: number;
  userCouponId: number | null;
}

export async function openOrder(em: EntityManager, orderId: string, now: Date): Promise<PendingOrder | undefined> {
  const [order] = await executeNamed<PendingOrder>(
    em,
    `select r.id, r.user_id as "userId", r.claimed_user_id as "claimedUserId", r.phone, r.base_price as "basePrice",
            r.user_coupon_id as "userCouponId"
       from reservations r where r.order_id = :orderId and ${holdOpenSql('r')}`,
    { orderId, now },
  );
  return order;
}

/** Completes a PENDING order's details, if nobody changed its owner or coupon meanwhile. */
export async function completeOrder(
  em: EntityManager,
  order: PendingOrder,
  change: {
    ownerId: number | null;
    phone: string | null;
    coupon: { id: number; discount: number; total: number } | null;
  },
): Promise<void> {
  await executeNamed(
    em,
    `update reservations
        set user_id = :ownerId, phone = coalesce(:phone, (select u.phone from users u where u.id = :ownerId)),
            user_coupon_id = coalesce(:couponId, user_coupon_id),
            coupon_discount = coalesce(:couponDiscount, coupon_discount),
            total_amount = coalesce(:couponTotal, total_amount)
      where id = :id and status = 'PENDING' and user_id is not distinct from :previousUserId
        and user_coupon_id is not distinct from :previousCouponId`,
    {
      ownerId: change.ownerId,
      phone: change.phone,
      couponId: change.coupon?.id ?? null,
      couponDiscount: change.coupon?.discount ?? null,
      couponTotal: change.coupon?.total ?? null,
      id: order.id,
      previousUserId: order.userId,
      previousCouponId: order.userCouponId,
    },
  );
}

/* ---------- cancelling and deleting ---------- */

/**
 * Marks a cancellable booking CANCELED with its refund, gives its nights from `from` on back and returns
 * its coupon, in the transaction `tx`. Answers false when it was no longer cancellable (a twin request).
 */
export async function cancelBooking(
  tx: EntityManager,
  booking: { id: number; roomId: number; from: string; to: string; roomCount: number },
  refund: number,
  now: Date,
): Promise<boolean> {
  const [canceled] = await executeNamed<{ id: number }>(
    tx,
    `update reservations set status = 'CANCELED', canceled_at = :now, canceled_amount = :refund
      where id = :id and status = :cancellable returning id`,
    { id: booking.id, now, refund, cancellable: CANCELLABLE_STATUS },
  );
  if (!canceled) return false;
  if (booking.from < booking.to) {
    await shiftNights(tx, { roomId: booking.roomId, from: booking.from, to: booking.to, sold: -booking.roomCount });
  }
  await executeNamed(
    tx,
    'update user_coupons set used_at = null, used_by_reservation_id = null where used_by_reservation_id = :id',
    { id: booking.id },
  );
  return true;
}

export async function statusOf(
  em: EntityManager,
  id: number,
): Promise<{ status: ReservationStatus; canceledAmount: number } | undefined> {
  const [row] = await executeNamed<{ status: ReservationStatus; canceledAmount: number }>(
    em,
    'select status, canceled_amount as "canceledAmount" from reservations where id = :id',
    { id },
  );
  return row;
}

/** Hides a deletable booking from its owner's history (the record stays); answers whether it did. */
export async function hideBooking(em: EntityManager, id: number, now: Date): Promise<boolean> {
  const hidden = await executeNamed<{ id: number }>(
    em,
    `update reservations set hidden_at = :now
      where id = :id and hidden_at is null and status in (${DELETABLE_STATUSES.map((status) => `'${status}'`).join(', ')})
      returning id`,
    { id, now },
  );
  return hidden.length > 0;
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
  const [room] = await executePrepared<BookableRoom>(
    em,
    stay ? 'booking.room-and-offer' : 'booking.room',
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName"${look}
       from rooms r join hotels h on h.id = r.hotel_id
      where r.id = :roomId and r.hotel_id = :hotelId and r.active and h.active and h.status = 'APPROVED'`,
    { roomId, hotelId, ...(stay ?? {}) },
  );
  return room;
}

/** Whether the lodging takes bookings (approved and shown), whatever its room types; read only when a room type is not bookable. */
export async function lodgingTakesBookings(em: EntityManager, hotelId: number): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `select id from hotels where id = :hotelId and active and status = 'APPROVED'`,
    { hotelId },
  );
  return rows.length > 0;
}
