import type { ApiKeyScope } from '@shim/common/api-keys';

/**
 * What an API key may call, by root operation (`Query.x` / `Mutation.x`) and the scopes that open it: deny
 * by default, so an operation not listed here is out of every key's reach (the scope table test walks
 * them all). Names are matched as strings, so `updateRoomCalendar` (branch rates-manager) is covered the
 * moment it is merged. Nested fields (`Hotel.calendar`, `Room.nights`) come with the operation that
 * reaches them, under their own role and ownership checks.
 */
export const OPERATION_SCOPES: Readonly<Record<string, readonly ApiKeyScope[]>> = {
  // Lodgings, rooms, prices and availability for stays.
  'Query.searchHotels': ['catalog:read'],
  'Query.hotel': ['catalog:read'],
  'Query.room': ['catalog:read'],
  'Query.nearbyStays': ['catalog:read'],
  'Query.hotelServices': ['catalog:read'],
  'Query.searchServices': ['catalog:read'],
  'Query.landmarks': ['catalog:read'],
  'Query.landmark': ['catalog:read'],
  'Query.landmarkFacets': ['catalog:read'],
  // A booking partner books as a guest (never as the administrator who issued the key).
  'Query.reservationPreview': ['bookings:write'],
  'Query.paymentConfig': ['bookings:write'],
  'Query.reservationByOrder': ['bookings:write'],
  'Mutation.prepareReservation': ['bookings:write'],
  'Mutation.completePayment': ['bookings:write'],
  'Mutation.cancelReservation': ['bookings:write'],
  // A manager's rates and availability of its own rooms, and reading them back.
  'Query.managerHotels': ['calendar:write', 'reservations:read'],
  'Query.managerHotel': ['calendar:write'],
  'Mutation.updateManagerHotel': ['calendar:write'],
  'Mutation.updateRoomCalendar': ['calendar:write'],
  // A manager's reservations of its own lodgings.
  'Query.managerReservations': ['reservations:read'],
};

/** Introspection: Apollo Sandbox and codegen read the schema with the key in their headers. */
const OPEN_TO_KEYS = new Set(['__schema', '__type', '__typename']);

/** The first root operation the scopes do not open (null when all are open). */
export function missingScope(
  rootType: 'Query' | 'Mutation' | 'Subscription',
  fields: readonly string[],
  scopes: readonly string[],
): string | null {
  for (const field of fields) {
    if (OPEN_TO_KEYS.has(field)) continue;
    const needs = OPERATION_SCOPES[`${rootType}.${field}`];
    if (!needs?.some((scope) => scopes.includes(scope))) return field;
  }
  return null;
}
