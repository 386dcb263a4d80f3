import type { Locale } from '@shim/common/locales';
import type { StayKind } from '@shim/common/day-use';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LodgingType } from '@shim/common/lodging';
import type { ReservationStatus } from '@shim/common/reservations';
import { nightsBetween } from '@shim/common/stay';
import { executeNamed } from '../../db/named';
import { CANCELLABLE_STATUS } from '@shim/common/cancellation';
import { DELETABLE_STATUSES } from './lifecycle';
import { releaseDayUse } from './day-use-release.repository';
import { shiftNights } from './nights.repository';

/**
 * The SQL of bookings once made: reading them (lookups, my page, the drawer), cancelling and hiding them.
 * Holding is hold.repository.ts, paying completion.repository.ts, the nights nights.repository.ts.
 */

/* ---------- reading bookings ---------- */

/** A reservation with its lodging and room, as the lookups, my page and the drawer show it. */
export interface ReservationView {
  reservationId: number;
  orderId: string;
  /** What people read and type: `7K4Q-9XMT-Q2RA`. */
  bookingNumber: string;
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
  /** `NIGHT`, or `DAY_USE` (대실: check-in and check-out are its date) with its hours and the lodging's free-cancel window. */
  kind: StayKind;
  dayUseStartsAt: Date | null;
  dayUseEndsAt: Date | null;
  dayUseFreeCancelMinutes: number;
  nights: number;
  roomCount: number;
  people: number;
  guestName: string;
  phone: string | null;
  /** The language the guest booked in (their notices and voucher link are in it). */
  locale: Locale;
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
  /** How it was paid as people name it: the easy-pay wallet (카카오페이, …) or Toss's method (카드). */
  paymentMethod: string | null;
  /** Where its money is (payments/money-state.ts): a refund asked and not answered is REFUNDING. */
  moneyState: string;
}

/** Which bookings to read; each field narrows. `hidden: false` leaves out those removed from a history. */
export interface ViewCriteria {
  id?: number;
  ids?: number[];
  userId?: number;
  orderId?: string;
  /** The booking's key as a person gave it: its orderId as typed, or its booking number normalised. */
  bookingKey?: { orderId: string; bookingNumber: string | null };
  phone?: string;
  includeHidden?: boolean;
}

const CRITERIA: Record<Exclude<keyof ViewCriteria, 'includeHidden'>, string> = {
  id: 'r.id = :id',
  ids: 'r.id = any(:ids::int[])',
  userId: 'r.user_id = :userId',
  orderId: 'r.order_id = :orderId',
  bookingKey: '(r.order_id = :keyOrderId or r.booking_number = :keyBookingNumber)',
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
    `select r.id, r.order_id, r.booking_number, r.user_id, r.status, r.hotel_id, h.name as hotel_name, h.type as hotel_type,
            (select i.path from hotel_images i where i.hotel_id = h.id and i.kind = 'MAIN' order by i.position limit 1)
              as hotel_image,
            h.address, h.phone as hotel_phone, h.manager_id as hotel_manager_id, h.latitude, h.longitude,
            coalesce(rm.checkin_time, h.checkin_time) as checkin_time,
            coalesce(rm.checkout_time, h.checkout_time) as checkout_time, r.room_id, r.money_state, rm.name as room_name,
            to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
            r.room_count, r.persons, r.guest_name, r.phone, r.locale, r.base_price, r.taxes, r.coupon_discount, r.total_amount,
            r.canceled_amount, r.created_at, r.confirmed_at, r.canceled_at, r.hold_expires_at, r.hidden_at,
            r.kind, r.day_use_starts_at, r.day_use_ends_at, h.day_use_free_cancel_minutes,
            (select p.receipt_url from payments p where p.reservation_id = r.id order by p.id desc limit 1)
              as receipt_url,
            (select coalesce(p.easy_pay_provider, p.provider_method) from payments p where p.reservation_id = r.id
              order by p.id desc limit 1) as payment_method
       from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
      where ${where.join(' and ')}
      order by r.created_at desc, r.id desc`,
    {
      ...criteria,
      ids: criteria.ids && `{${criteria.ids.join(',')}}`,
      keyOrderId: criteria.bookingKey?.orderId,
      keyBookingNumber: criteria.bookingKey?.bookingNumber,
    },
  );
  return rows.map(viewOf);
}

interface ViewRow {
  id: number;
  order_id: string;
  booking_number: string;
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
  locale: Locale;
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
  kind: StayKind;
  day_use_starts_at: Date | null;
  day_use_ends_at: Date | null;
  day_use_free_cancel_minutes: number;
  receipt_url: string | null;
  payment_method: string | null;
  money_state: string;
}

const viewOf = (row: ViewRow): ReservationView => ({
  reservationId: row.id,
  orderId: row.order_id,
  bookingNumber: row.booking_number,
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
  kind: row.kind,
  dayUseStartsAt: row.day_use_starts_at ? new Date(row.day_use_starts_at) : null,
  dayUseEndsAt: row.day_use_ends_at ? new Date(row.day_use_ends_at) : null,
  dayUseFreeCancelMinutes: row.day_use_free_cancel_minutes,
  roomCount: row.room_count,
  people: row.persons,
  guestName: row.guest_name,
  phone: row.phone,
  locale: row.locale,
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
  paymentMethod: row.payment_method,
  moneyState: row.money_state,
});

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
  const [canceled] = await executeNamed<{ id: number; kind: string }>(
    tx,
    `update reservations set status = 'CANCELED', canceled_at = :now, canceled_amount = :refund
      where id = :id and status = :cancellable returning id, kind`,
    { id: booking.id, now, refund, cancellable: CANCELLABLE_STATUS },
  );
  if (!canceled) return false;
  if (booking.from < booking.to) {
    await shiftNights(tx, { roomId: booking.roomId, from: booking.from, to: booking.to, sold: -booking.roomCount });
  }
  if (canceled.kind === 'DAY_USE') await releaseDayUse(tx, booking.id);
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
