import type { EntityManager } from '@mikro-orm/postgresql';
import type { LodgingType } from '@shim/common/lodging';
import type { ReservationStatus } from '@shim/common/reservations';
import { nightsBetween } from '@shim/common/stay';

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

interface Row {
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

/** Reservations matching `where` (SQL on `r`), newest first, with lodging, room and main photo: one statement. */
export async function loadViews(em: EntityManager, where: string, params: unknown[]): Promise<ReservationView[]> {
  const rows = await em.execute<Row[]>(
    `select r.id, r.order_id, r.user_id, r.status, r.hotel_id, h.name as hotel_name, h.type as hotel_type,
            (select i.path from hotel_images i where i.hotel_id = h.id and i.kind = 'MAIN' order by i.position limit 1)
              as hotel_image,
            h.address, h.phone as hotel_phone, h.latitude, h.longitude, h.checkin_time, h.checkout_time, r.room_id, rm.name as room_name,
            to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
            r.room_count, r.persons, r.guest_name, r.phone, r.base_price, r.taxes, r.coupon_discount, r.total_amount,
            r.canceled_amount, r.created_at, r.confirmed_at, r.canceled_at, r.hold_expires_at, r.hidden_at,
            (select p.receipt_url from payments p where p.reservation_id = r.id order by p.id desc limit 1)
              as receipt_url
       from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
      where ${where}
      order by r.created_at desc, r.id desc`,
    params,
  );
  return rows.map((row) => ({
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
  }));
}

/** What the person may do with it today (spec §4). */
export function actionsOf(view: ReservationView, today: string) {
  return {
    /** Confirmed and not past check-out. */
    cancellable: view.status === 'CONFIRMED' && view.checkOut > today,
    /** Confirmed and checked out before today. */
    reviewable: view.status === 'CONFIRMED' && view.checkOut < today,
    /** Cancelled, refunded or reviewed: may leave the owner's history. */
    deletable: view.status === 'CANCELED' || view.status === 'REFUNDED' || view.status === 'REVIEWED',
  };
}

/**
 * The booking confirmation (예약 확인서) is the receipt page of the order, for confirmed and reviewed
 * bookings; the invoice is Toss's card receipt when the payment came with one.
 */
export function documentsOf(view: ReservationView) {
  const confirmed = view.status === 'CONFIRMED' || view.status === 'REVIEWED';
  return {
    voucherUrl: confirmed ? `/payment-success?orderId=${encodeURIComponent(view.orderId)}` : null,
    invoiceUrl: view.receiptUrl,
  };
}
