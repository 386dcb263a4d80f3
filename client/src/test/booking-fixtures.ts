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
  __typename: 'RoomWithHotel',
  id: 70,
  name: '오션 디럭스',
  capacity: 2,
  hotelId,
  hotelName: '바다 호텔',
  imageUrl: null,
  checkinTime: '15:00',
  checkoutTime: '11:00',
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
  __typename: 'ReservationDetail',
  reservationId: 41,
  orderId: 'ORDER-abc_123',
  hotelName: '바다 호텔',
  roomType: '오션 디럭스',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  people: 2,
  roomCount: 1,
  totalAmount: 185_000,
  status,
});
