import { dayUseEndsAt, minutesOfDay, seoulClock, seoulInstant } from '@shim/common/day-use';
import { formatDayUseSpan } from '@shim/common/day-use-messages';

/** A room type's 대실 for one duration on a date, as the graph's `DayUseSlot` answers it. */
export interface DayUseSlotView {
  hours: number;
  /** What the guest pays for the rooms asked, taxes and fees in it, before a coupon. */
  price: number;
  label: string;
  starts: readonly string[];
  freeCancellationUntil?: string | null;
}

/** `14:00부터`: the earliest start a slot offers, or null when none is left. */
export const earliestStartLabel = (starts: readonly string[]): string | null => (starts[0] ? `${starts[0]}부터` : null);

/** `12:59까지 무료 취소` for a deadline at 13:00 (the deadline is the first minute without a refund). */
export const dayUseFreeCancelLabel = (until: string | null | undefined): string | null =>
  until ? `${seoulClock(new Date(new Date(until).getTime() - 1))}까지 무료 취소` : null;

/** `12월 4일 (금) 14:00–18:00` for a 대실 on a date (Seoul), from a start `HH:MM`, for some hours. */
export function dayUseSpanOn(date: string, start: string, hours: number): string {
  const startsAt = seoulInstant(date, minutesOfDay(start));
  return formatDayUseSpan(startsAt, dayUseEndsAt(startsAt, hours));
}

/** What a booking says of its kind: `kind`, and a 대실's start and end (`Reservation.dayUseStartsAt`/`dayUseEndsAt`). */
export interface BookedKind {
  kind?: string | null;
  dayUseStartsAt?: string | null;
  dayUseEndsAt?: string | null;
}

/** `대실 4시간 · 12월 4일 (금) 14:00–18:00` for a booked 대실, or null for a night. */
export function bookedDayUseLabel(booking: BookedKind): string | null {
  if (booking.kind !== 'DAY_USE' || !booking.dayUseStartsAt || !booking.dayUseEndsAt) return null;
  const startsAt = new Date(booking.dayUseStartsAt);
  const endsAt = new Date(booking.dayUseEndsAt);
  const hours = Math.round((endsAt.getTime() - startsAt.getTime()) / 3_600_000);
  return `대실 ${hours}시간 · ${formatDayUseSpan(startsAt, endsAt)}`;
}
