import { saveBookingDraft, type BookingDraft } from '../lib/booking-draft';

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

/** The server's preview: 200,000원 of room, 5,000원 of taxes, 10% off with coupon 5. */
export function previewFor(userCouponId: unknown) {
  const couponDiscount = userCouponId === 5 ? 20_000 : 0;
  return {
    __typename: 'PricePreview',
    basePrice: 200_000,
    taxes: 5_000,
    couponDiscount,
    totalAmount: 205_000 - couponDiscount,
  };
}

export const receipt = (status = 'CONFIRMED') => ({
  __typename: 'Reservation',
  id: 41,
  orderId: 'ORDER-abc_123',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  people: 2,
  roomCount: 1,
  status,
  hotel: { __typename: 'Hotel', id: 7, name: '바다 호텔' },
  room: { __typename: 'Room', id: 70, name: '오션 디럭스' },
  payment: { __typename: 'ReservationPayment', totalAmount: 185_000 },
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
}

export function graphReservation(flat: FlatReservation) {
  return {
    __typename: 'Reservation',
    id: flat.reservationId,
    orderId: flat.orderId,
    status: flat.status,
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
    room: { __typename: 'Room', id: flat.reservationId * 10, name: flat.roomType },
    payment: {
      __typename: 'ReservationPayment',
      basePrice: flat.basePrice,
      taxes: flat.taxes,
      couponDiscount: flat.couponDiscount,
      totalAmount: flat.totalAmount,
      canceledAmount: flat.canceledAmount,
      paidAt: flat.confirmedAt,
      receiptUrl: flat.invoiceUrl,
    },
  };
}
