import type { ReservationStatus, StayPhase } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/I18nProvider';

/** Cancelled and refunded bookings sit in their own list (spec §2). */
export const isCancelled = (reservation: { status: ReservationStatus }): boolean =>
  reservation.status === 'CANCELED' || reservation.status === 'REFUNDED';

/**
 * A booking's state in the page's language: in Korean the server's label as it is; otherwise the catalogue's words
 * for the same state (the server says 이용 완료 of a confirmed stay it has put in the past).
 */
export function useStatusLabel(): (reservation: {
  status: ReservationStatus;
  stayPhase: StayPhase;
  statusLabel: string;
}) => string {
  const t = useT();
  const locale = useLocale();
  return (reservation) => {
    if (locale === 'ko') return reservation.statusLabel;
    const completed = reservation.status === 'CONFIRMED' && reservation.stayPhase === 'PAST';
    return t(completed ? 'account.reservations.completedStay' : `booking.status.${reservation.status}`);
  };
}
