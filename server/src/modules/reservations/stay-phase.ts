import { statusLabel, type ReservationStatus } from '@shim/common/reservations';

/** Where a booking sits in its owner's history: a stay still ahead, or one that is over (or never will be). */
export type StayPhase = 'UPCOMING' | 'PAST';

/** The label of a confirmed stay whose check-out day is behind (Seoul date). */
export const COMPLETED_STAY_LABEL = '이용 완료';

/**
 * THE rule of 이용 완료 and the upcoming/past split, on the clock's `today` (Asia/Seoul): a confirmed stay is
 * completed the day after check-out (the day it becomes reviewable); a stay ahead is a confirmed or pending one
 * not yet completed; everything else (completed, reviewed, cancelled, refunded, no-show) is past.
 */
export function stayPhaseOf(
  reservation: { status: ReservationStatus; checkOut: string },
  today: string,
): { stayPhase: StayPhase; statusLabel: string } {
  const completed = reservation.status === 'CONFIRMED' && reservation.checkOut < today;
  const ahead = (reservation.status === 'CONFIRMED' || reservation.status === 'PENDING') && !completed;
  return {
    stayPhase: ahead ? 'UPCOMING' : 'PAST',
    statusLabel: completed ? COMPLETED_STAY_LABEL : statusLabel(reservation.status),
  };
}
