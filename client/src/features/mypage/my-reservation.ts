import type { MyReservationsQuery } from '../../gql/graphql';

/** A reservation of `myReservations` (spec §3 my reservation, with the server's action flags). */
export type MyReservation = MyReservationsQuery['myReservations'][number];

/** Cancelled and refunded bookings sit in their own list (spec §2). */
export const isCancelled = (reservation: MyReservation): boolean =>
  reservation.status === 'CANCELED' || reservation.status === 'REFUNDED';
