import type { StayKind } from '@shim/common/day-use';
import { statusLabel, type ReservationStatus } from '@shim/common/reservations';

/** Where a booking sits in its owner's history: a stay still ahead, or one that is over (or never will be). */
export type StayPhase = 'UPCOMING' | 'PAST';

/** The label of a confirmed stay whose check-out day is behind (Seoul date). */
export const COMPLETED_STAY_LABEL = '이용 완료';

/** What says when a booking's use is over: a night's check-out date, a 대실's end. */
export interface StayEnd {
  checkOut: string;
  kind?: StayKind;
  dayUseEndsAt?: Date | null;
}

/** THE rule of a use being over: a night from the day after check-out (Seoul date), a 대실 from its end on. */
export const stayOver = (reservation: StayEnd, today: string, now: Date): boolean =>
  reservation.kind === 'DAY_USE' && reservation.dayUseEndsAt
    ? reservation.dayUseEndsAt.getTime() <= now.getTime()
    : reservation.checkOut < today;

/**
 * THE rule of 이용 완료 and the upcoming/past split, on the clock's `today` (Asia/Seoul) and `now`: a confirmed
 * stay is completed once it is over (`stayOver`: the day it becomes reviewable); a stay ahead is a confirmed or
 * pending one not yet completed; everything else (completed, reviewed, cancelled, refunded, no-show) is past.
 */
export function stayPhaseOf(
  reservation: { status: ReservationStatus } & StayEnd,
  today: string,
  now: Date,
): { stayPhase: StayPhase; statusLabel: string } {
  const completed = reservation.status === 'CONFIRMED' && stayOver(reservation, today, now);
  const ahead = (reservation.status === 'CONFIRMED' || reservation.status === 'PENDING') && !completed;
  return {
    stayPhase: ahead ? 'UPCOMING' : 'PAST',
    statusLabel: completed ? COMPLETED_STAY_LABEL : statusLabel(reservation.status),
  };
}
