import type { ApiKeyScope } from '@shim/common/api-keys';

const CATALOG_OR_CALENDAR: readonly ApiKeyScope[] = ['catalog:read', 'calendar:write'];

/**
 * THE scope table: what an API key may ask, by `Type.field`. Root operations (`Query.x`, `Mutation.x`) are
 * deny by default: one not listed is out of every key's reach. A nested field listed here needs one of its
 * scopes wherever the document reaches it (fragments included); an empty list is closed to every key.
 * docs/integrators.md's scope table is generated from it (`npm run docs:scopes`).
 */
export const SCOPE_TABLE: Readonly<Record<string, readonly ApiKeyScope[]>> = {
  // Lodgings, rooms, prices and availability for stays.
  'Query.searchHotels': ['catalog:read'],
  'Query.searchMap': ['catalog:read'],
  'Query.hotel': ['catalog:read'],
  'Query.room': ['catalog:read'],
  'Query.nearbyStays': ['catalog:read'],
  'Query.hotelServices': ['catalog:read'],
  'Query.searchServices': ['catalog:read'],
  'Query.landmarks': ['catalog:read'],
  'Query.landmark': ['catalog:read'],
  'Query.landmarkFacets': ['catalog:read'],
  'Query.placeSuggestions': ['catalog:read'],
  'Query.lodgingAreas': ['catalog:read'],
  // The public exchange-rate table (approximate amounts beside won prices): any partner may show them.
  'Query.exchangeRates': ['catalog:read', 'bookings:write'],
  // A booking partner books as a guest (never as the administrator who issued the key).
  'Query.reservationPreview': ['bookings:write'],
  'Query.paymentConfig': ['bookings:write'],
  'Query.reservationByOrder': ['bookings:write'],
  'Mutation.prepareReservation': ['bookings:write'],
  // 대실 as the nights: the price of some hours, and their hold (the same unpaid-hold allowance per key).
  'Query.dayUseQuote': ['bookings:write'],
  'Mutation.prepareDayUse': ['bookings:write'],
  'Mutation.completePayment': ['bookings:write'],
  'Mutation.cancelReservation': ['bookings:write'],
  // What a cancel would refund, asked before it (the cancel takes it back as `expectedRefundAmount`).
  'Query.cancellationQuote': ['bookings:write'],
  // A manager's nights (price, rooms to sell, closed, min stay) and reading them back; never the lodging itself.
  'Query.managerHotels': ['calendar:write', 'reservations:read'],
  'Query.managerHotel': ['calendar:write'],
  'Mutation.updateRoomCalendar': ['calendar:write'],
  // The 대실 row of the calendar (price by hours, rooms, closed) as the nights; the 대실 offer itself
  // (`Mutation.saveDayUseOffer`, unlisted) is the manager's own act, never a key's.
  'Mutation.updateDayUseDays': ['calendar:write'],
  // A manager's reservations of its own lodgings.
  'Query.managerReservations': ['reservations:read'],
  // The day sheet reads; the front desk's marks (check-in, no-show, check-out) are people's acts, never a key's.
  'Query.frontDesk': ['reservations:read'],

  // Nested fields that reach another domain, or a price or stock figure.
  'Hotel.rooms': ['catalog:read', 'bookings:write', 'calendar:write', 'reservations:read'],
  'Hotel.calendar': CATALOG_OR_CALENDAR,
  'Hotel.minPrice': CATALOG_OR_CALENDAR,
  'Hotel.stayPrice': CATALOG_OR_CALENDAR,
  'Hotel.stayTotal': CATALOG_OR_CALENDAR,
  'Hotel.searchDayUse': ['catalog:read'],
  'Hotel.reviews': ['catalog:read'],
  'Hotel.reviewScoreCounts': ['catalog:read'],
  'Hotel.photoReviewCount': ['catalog:read'],
  'Hotel.nearbyLandmarks': ['catalog:read'],
  'Hotel.manager': [],
  'Hotel.bookingCount': [],
  'Hotel.monthlyRevenue': [],
  'Room.basePrice': CATALOG_OR_CALENDAR,
  'Room.unitCount': CATALOG_OR_CALENDAR,
  'Room.offer': CATALOG_OR_CALENDAR,
  'Room.dayUse': CATALOG_OR_CALENDAR,
  'Room.nights': ['calendar:write'],
  'RoomNight.price': ['calendar:write'],
  'RoomNight.roomsToSell': ['calendar:write'],
  'RoomNight.held': ['calendar:write'],
  'RoomNight.sold': ['calendar:write'],
  'RoomNight.changes': ['calendar:write'],
  'Room.dayUseOffer': ['calendar:write'],
  'Room.dayUseDays': ['calendar:write'],
  'DayUseDay.changes': ['calendar:write'],
  'Reservation.user': ['reservations:read'],
  // A member's history is the administrator's console, never a key's.
  'User.reservations': [],
  'User.coupons': [],
  'User.inquiries': [],
};

/**
 * Object fields that stay inside their parent's own data (a page's edges, a lodging's photos, a booking's
 * amounts, a way back to a lodging whose guarded fields are listed above): open wherever the parent is.
 * The scope table test fails on any object field a key can reach that is in neither list.
 */
export const WITHIN_PARENT: ReadonlySet<string> = new Set([
  'LodgingArea.districts',
  'HotelSearchConnection.edges',
  'HotelSearchConnection.facets',
  'HotelSearchConnection.pageInfo',
  'HotelSearchConnection.priceRange',
  'HotelSearchEdge.node',
  'HotelSearchEdge.dayUse',
  'SearchFacets.services',
  'SearchFacets.types',
  'SearchMap.pins',
  'SearchMap.clusters',
  'HotelConnection.edges',
  'HotelConnection.pageInfo',
  'HotelEdge.node',
  'LandmarkConnection.edges',
  'LandmarkConnection.pageInfo',
  'LandmarkEdge.node',
  'LandmarkFacets.categories',
  'LandmarkFacets.regions',
  'Landmark.extras',
  'ReviewConnection.edges',
  'ReviewConnection.pageInfo',
  'ReviewEdge.node',
  'ManagerReservationConnection.counts',
  'ManagerReservationConnection.edges',
  'ManagerReservationConnection.pageInfo',
  'ManagerReservationEdge.node',
  'ReservationConnection.edges',
  'ReservationConnection.pageInfo',
  'ReservationEdge.node',
  'InquiryConnection.edges',
  'InquiryConnection.pageInfo',
  'InquiryEdge.node',
  'UserCouponConnection.edges',
  'UserCouponConnection.pageInfo',
  'UserCouponEdge.node',
  'UserCoupon.coupon',
  'UserCoupon.user',
  'FrontDesk.arrivals',
  'FrontDesk.departures',
  'FrontDesk.inHouse',
  'FrontDeskStay.reservation',
  'NearbyStay.hotel',
  'Hotel.images',
  'Hotel.services',
  // A lodging's, room type's, landmark's or place's own texts in other languages.
  'Hotel.translations',
  'Room.translations',
  'Landmark.translations',
  'PlaceSuggestion.translations',
  'Room.hotel',
  'RoomOffer.nights',
  'Review.author',
  'Review.hotel',
  'Reservation.hotel',
  'Reservation.room',
  'Reservation.payment',
  'Reservation.cancellationPolicy',
  'CancellationQuote.policy',
  'Reservation.review',
  'PreparedReservation.reservation',
  'PaymentCompletion.reservation',
  'CancelReservationPayload.reservation',
  'UpdateRoomCalendarPayload.nights',
  'DayUseOffer.durations',
  'DayUseDay.prices',
  'SaveDayUseOfferPayload.offer',
  'UpdateDayUseDaysPayload.days',
  'ExchangeRateTable.rates',
]);
