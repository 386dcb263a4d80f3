import { saveBookingDraft, type BookingDraft } from '../lib/booking-draft';
import { statusLabel, type ReservationStatus } from '@shim/common/reservations';

/** A draft the hotel detail would have stored: 2 nights, 1 room, 2 guests. */
export function storeDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  const draft: BookingDraft = {
    search: { region: '부산', startDate: '2030-03-10', endDate: '2030-03-12', rooms: 1, persons: 2 },
    hotel: { id: 7, name: '바다 호텔', address: '부산광역시 해운대구 해운대로 1', imageUrl: null },
    room: { id: 70, name: '오션 디럭스', capacity: 2, price: 100_000, stayPrice: 200_000 },
    checkIn: '2030-03-10',
    checkOut: '2030-03-12',
    guests: 2,
    rooms: 1,
    hId: 7,
    rId: 70,
    ...overrides,
  };
  saveBookingDraft(draft);
  return draft;
}

export const checkoutRoom = (hotelId = 7) => ({
  __typename: 'Room',
  id: 70,
  name: '오션 디럭스',
  capacity: 2,
  imageUrl: null,
  hotel: { __typename: 'Hotel', id: hotelId, name: '바다 호텔', checkinTime: '15:00', checkoutTime: '11:00' },
});

/** The server's preview: 200,000원 of room, 5,000원 of taxes in a 205,000원 stay total, 10% off with coupon 5. */
export function previewFor(userCouponId: unknown) {
  const couponDiscount = userCouponId === 5 ? 20_000 : 0;
  return {
    __typename: 'PricePreview',
    basePrice: 200_000,
    taxes: 5_000,
    stayTotal: 205_000,
    couponDiscount,
    totalAmount: 205_000 - couponDiscount,
  };
}

export const receipt = (status = 'CONFIRMED') => ({
  __typename: 'Reservation',
  id: 41,
  orderId: 'ORDER-abc_123',
  bookingNumber: '7K4Q-9XMT-Q2RA',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  people: 2,
  roomCount: 1,
  status,
  guestName: '김쉼',
  // 무료 취소 마감: the end of 11월 24일 in Seoul.
  freeCancelUntil: status === 'CONFIRMED' ? '2026-11-24T15:00:00.000Z' : null,
  hotel: {
    __typename: 'Hotel',
    id: 7,
    name: '바다 호텔',
    address: '부산광역시 해운대구 해운대로 1',
    phone: '0517771234',
  },
  room: { __typename: 'Room', id: 70, name: '오션 디럭스', checkinTime: '15:00', checkoutTime: '11:00' },
  payment: {
    __typename: 'ReservationPayment',
    canceledAmount: 0,
    refundStatus: 'NONE',
    refundedAt: null,
    totalAmount: 185_000,
    taxes: 5_000,
    couponDiscount: 20_000,
    method: status === 'PENDING' ? null : '카카오페이',
    receiptUrl:
      status === 'PENDING' ? null : 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tx1',
  },
});

/** A list as a GraphQL connection answers it. */
export const connection = <T extends { id: number }>(type: string, nodes: T[]) => ({
  __typename: `${type}Connection`,
  totalCount: nodes.length,
  edges: nodes.map((node) => ({ __typename: `${type}Edge`, cursor: `c${node.id}`, node })),
});

/** The flat fields a test writes of a booking, as the graph's `Reservation` answers them. */
export interface FlatReservation {
  reservationId: number;
  orderId: string;
  /** Absent: one made from the id (bookingNumberOf). */
  bookingNumber?: string;
  hotelId: number;
  hotelName: string;
  hotelImage: string | null;
  roomType: string;
  address: string;
  hotelPhone: string | null;
  latitude: number;
  longitude: number;
  checkinTime: string;
  checkoutTime: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  people: number;
  roomCount: number;
  basePrice: number;
  taxes: number;
  couponDiscount: number;
  totalAmount: number;
  canceledAmount: number;
  status: string;
  createdAt: string;
  confirmedAt: string | null;
  cancellable: boolean;
  reviewable: boolean;
  deletable: boolean;
  cancellationPolicy: unknown[];
  guestName: string;
  phone: string | null;
  voucherUrl: string | null;
  invoiceUrl: string | null;
  /** The server's label and phase (server stay-phase.ts); absent: as the status alone says them. */
  statusLabel?: string;
  stayPhase?: 'UPCOMING' | 'PAST';
  /** 무료 취소 마감 (absent: none) and the refund's state (absent: REFUNDED when money came back). */
  freeCancelUntil?: string | null;
  refundStatus?: 'NONE' | 'REFUNDING' | 'REFUNDED';
  refundedAt?: string | null;
}

/** A booking number for the id `id`: `ABCD-EFGH-2241` for 41 (0 and 1 are no booking-number characters). */
export const bookingNumberOf = (id: number): string =>
  `ABCD-EFGH-${String(id).padStart(4, '2').replace(/0/g, 'Z').replace(/1/g, 'Y')}`;

export function graphReservation(flat: FlatReservation) {
  const ahead = flat.status === 'CONFIRMED' || flat.status === 'PENDING';
  return {
    __typename: 'Reservation',
    id: flat.reservationId,
    orderId: flat.orderId,
    bookingNumber: flat.bookingNumber ?? bookingNumberOf(flat.reservationId),
    status: flat.status,
    statusLabel: flat.statusLabel ?? statusLabel(flat.status as ReservationStatus),
    stayPhase: flat.stayPhase ?? (ahead ? 'UPCOMING' : 'PAST'),
    checkIn: flat.checkIn,
    checkOut: flat.checkOut,
    nights: flat.nights,
    people: flat.people,
    roomCount: flat.roomCount,
    guestName: flat.guestName,
    phone: flat.phone,
    createdAt: flat.createdAt,
    confirmedAt: flat.confirmedAt,
    cancellable: flat.cancellable,
    reviewable: flat.reviewable,
    deletable: flat.deletable,
    cancellationPolicy: flat.cancellationPolicy,
    voucherUrl: flat.voucherUrl,
    freeCancelUntil: flat.freeCancelUntil ?? null,
    hotel: {
      __typename: 'Hotel',
      id: flat.hotelId,
      name: flat.hotelName,
      imageUrl: flat.hotelImage,
      address: flat.address,
      phone: flat.hotelPhone,
      latitude: flat.latitude,
      longitude: flat.longitude,
      checkinTime: flat.checkinTime,
      checkoutTime: flat.checkoutTime,
    },
    room: {
      __typename: 'Room',
      id: flat.reservationId * 10,
      name: flat.roomType,
      checkinTime: flat.checkinTime,
      checkoutTime: flat.checkoutTime,
    },
    payment: {
      __typename: 'ReservationPayment',
      basePrice: flat.basePrice,
      taxes: flat.taxes,
      couponDiscount: flat.couponDiscount,
      totalAmount: flat.totalAmount,
      canceledAmount: flat.canceledAmount,
      paidAt: flat.confirmedAt,
      receiptUrl: flat.invoiceUrl,
      method: flat.confirmedAt ? '카드' : null,
      refundStatus: flat.refundStatus ?? (flat.canceledAmount > 0 ? 'REFUNDED' : 'NONE'),
      refundedAt: flat.refundedAt ?? null,
    },
  };
}
