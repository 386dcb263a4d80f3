import { dayUseEndsAt, minutesOfDay, seoulClock, seoulInstant } from '@shim/common/day-use';
import { formatDayUseSpan } from '@shim/common/day-use-messages';
import { seoulMidnight } from '../i18n/format';
import type { MessageValues } from '../i18n/I18nProvider';

/** A page's `t` (useT); the words are the `stay` namespace's, which its page loads. */
type Translate = (id: string, values?: MessageValues) => string;

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
export const earliestStartLabel = (t: Translate, starts: readonly string[]): string | null =>
  starts[0] ? t('stay.dayUse.from', { time: starts[0] }) : null;

/** `12:59까지 무료 취소` for a deadline at 13:00 (the deadline is the first minute without a refund). */
export const dayUseFreeCancelLabel = (t: Translate, until: string | null | undefined): string | null =>
  until ? t('stay.dayUse.freeCancelUntil', { time: seoulClock(new Date(new Date(until).getTime() - 1)) }) : null;

/** `12월 4일 (금) 14:00–18:00` in the page's language, for a 대실 from `startsAt` to `endsAt` (Seoul). */
const span = (t: Translate, startsAt: Date, endsAt: Date): string =>
  formatDayUseSpan(startsAt, endsAt, (day) => t('common.format.monthDay', { date: seoulMidnight(day) }));

/** `12월 4일 (금) 14:00–18:00` for a 대실 on a date (Seoul), from a start `HH:MM`, for some hours. */
export function dayUseSpanOn(t: Translate, date: string, start: string, hours: number): string {
  const startsAt = seoulInstant(date, minutesOfDay(start));
  return span(t, startsAt, dayUseEndsAt(startsAt, hours));
}

/** What a booking says of its kind: `kind`, and a 대실's start and end (`Reservation.dayUseStartsAt`/`dayUseEndsAt`). */
export interface BookedKind {
  kind?: string | null;
  dayUseStartsAt?: string | null;
  dayUseEndsAt?: string | null;
}

/** `대실 4시간 · 12월 4일 (금) 14:00–18:00` for a booked 대실, or null for a night. */
export function bookedDayUseLabel(t: Translate, booking: BookedKind): string | null {
  if (booking.kind !== 'DAY_USE' || !booking.dayUseStartsAt || !booking.dayUseEndsAt) return null;
  const startsAt = new Date(booking.dayUseStartsAt);
  const endsAt = new Date(booking.dayUseEndsAt);
  const hours = Math.round((endsAt.getTime() - startsAt.getTime()) / 3_600_000);
  return t('stay.dayUse.booked', { hours, span: span(t, startsAt, endsAt) });
}
