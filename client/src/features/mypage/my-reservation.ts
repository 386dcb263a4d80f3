import type { ReservationStatus } from '../../gql/graphql';

/** Cancelled and refunded bookings sit in their own list (spec §2). */
export const isCancelled = (reservation: { status: ReservationStatus }): boolean =>
  reservation.status === 'CANCELED' || reservation.status === 'REFUNDED';
