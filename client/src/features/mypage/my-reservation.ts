import { statusOfLabel, TAXES_AND_FEES, type ReservationStatus } from '@shim/common/reservations';

/** A reservation of `GET /api/mypage/reservations` (spec §3 my reservation; status is the Korean label). */
export interface MyReservation {
  reservationId: number;
  orderId: string;
  hotelId: number;
  hotelName: string;
  hotelImage: string | null;
  hotelType?: string | null;
  roomType: string;
  address: string;
  checkIn: string;
  checkOut: string;
  people?: number | null;
  guestCount?: number | null;
  price: number;
  taxesAndFees?: number | null;
  coupon?: number | null;
  points?: number | null;
  total?: number | null;
  status: string;
  createdAt: string;
  cancellable?: boolean;
  reviewable?: boolean;
}

export const statusOf = (reservation: MyReservation): ReservationStatus => statusOfLabel(reservation.status);

/** Cancelled and refunded bookings sit in their own list (spec §2). */
export const isCancelled = (reservation: MyReservation): boolean =>
  ['CANCELED', 'REFUNDED'].includes(statusOf(reservation));

/** The server's flag when it sends one, else spec §4: confirmed and not past check-out. */
export const canCancel = (reservation: MyReservation, today: string): boolean =>
  reservation.cancellable ?? (statusOf(reservation) === 'CONFIRMED' && reservation.checkOut >= today);

/** A cancelled booking, or one whose review is written, may leave the history (spec §4). */
export const canDelete = (reservation: MyReservation): boolean =>
  ['CANCELED', 'REVIEWED'].includes(statusOf(reservation));

export const guestsOf = (reservation: MyReservation): number | null =>
  reservation.people ?? reservation.guestCount ?? null;

export function paymentOf(reservation: MyReservation) {
  const taxes = reservation.taxesAndFees ?? TAXES_AND_FEES;
  const coupon = reservation.coupon ?? 0;
  const points = reservation.points ?? 0;
  return {
    room: reservation.price,
    taxes,
    coupon,
    points,
    total: reservation.total ?? reservation.price + taxes - coupon - points,
  };
}
