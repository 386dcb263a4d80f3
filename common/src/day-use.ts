import type { Canceler } from './cancellation';
import { seoulDay, todayInSeoul } from './dates';
import { DAY_USE_LIMITS } from './limits';
import { refundAmount } from './reservations';

/**
 * 대실 (a few hours of a room in the day), its rules as pure functions (docs/decisions/day-use.md): when a room
 * type's offer runs on a date, which starts it offers, what a duration costs, how a use shares its room with the
 * nights around it, and what cancelling gives back. Times of day are `HH:MM` in Asia/Seoul; instants are Dates.
 */

/** What a booking sells: a night (숙박) or hours in the day (대실). */
export type StayKind = 'NIGHT' | 'DAY_USE';

export interface DayUseDuration {
  hours: number;
  price: number;
}

/** A room type's 대실 offer (`day_use_offers`); weekend hours apply on Fri, Sat and holidays, null = weekday's. */
export interface DayUseOffer {
  enabled: boolean;
  opens: string;
  closes: string;
  weekendOpens: string | null;
  weekendCloses: string | null;
  lastStart: string;
  bufferMinutes: number;
  maxRooms: number;
  durations: DayUseDuration[];
}

/** A date's override (`day_use_days`): prices by hours (`{"4":35000}`, null = the offer's), rooms, closed. */
export type DayUseDay = { prices: Record<string, number> | null; maxRooms: number | null; closed: boolean } | null;

/** A stretch of time a room is held, from `from` up to (not including) `until`. */
export interface Held {
  from: Date;
  until: Date;
}

const MINUTE_MS = 60_000;

/** Minutes after midnight of `14:30` (PostgreSQL's `14:30:00` too); `24:00` is the day's end. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The instant `minutes` after midnight of the Seoul date `date`. */
export const seoulInstant = (date: string, minutes: number): Date =>
  new Date(seoulDay(date).from.getTime() + minutes * MINUTE_MS);

/** An instant's time of day in Seoul, `HH:MM` (Korea keeps UTC+9 all year). */
export const seoulClock = (at: Date): string => new Date(at.getTime() + 9 * 60 * MINUTE_MS).toISOString().slice(11, 16);

/** Fri and Sat run the weekend hours, as holidays do (the holiday table is the server's: rooms/holidays.ts). */
export function weekendHoursApply(date: string, isHoliday: boolean): boolean {
  // The weekday of the calendar date alone (UTC noon: no time zone can move it).
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return isHoliday || weekday === 5 || weekday === 6;
}

/** The hours the offer runs on `date` (Fri and Sat known from the date, holidays from the caller); null when off. */
export function dayUseHours(
  offer: DayUseOffer,
  date: string,
  isHolidayOrWeekend: boolean,
): { opens: string; closes: string } | null {
  if (!offer.enabled) return null;
  if (!weekendHoursApply(date, isHolidayOrWeekend)) return { opens: offer.opens, closes: offer.closes };
  return { opens: offer.weekendOpens ?? offer.opens, closes: offer.weekendCloses ?? offer.closes };
}

/** The price of `hours` on a day: the day's override for those hours, else the offer's; null when not offered. */
export function dayUsePrice(offer: DayUseOffer, day: DayUseDay, hours: number): number | null {
  const offered = offer.durations.find((duration) => duration.hours === hours);
  if (!offered) return null;
  return day?.prices?.[String(hours)] ?? offered.price;
}

/** How many rooms of the type may be in 대실 use at once on a day. */
export const dayUseMaxRooms = (offer: DayUseOffer, day: DayUseDay): number => day?.maxRooms ?? offer.maxRooms;

/** Why a start cannot be sold, in the order they are checked. */
export type DayUseRefusal = 'CLOSED' | 'DURATION' | 'OFF_GRID' | 'OUTSIDE_HOURS' | 'PAST' | 'TOO_SOON';

export interface DayUseAsk {
  offer: DayUseOffer;
  day: DayUseDay;
  date: string;
  isHolidayOrWeekend: boolean;
  hours: number;
  startsAt: Date;
  now: Date;
  leadMinutes?: number;
}

/**
 * Why a use of `hours` from `startsAt` on `date` cannot be sold (null: it can, rooms permitting): the offer off or
 * the day closed, a duration not offered, off the 30-minute grid, before opening, after the last start or ending
 * after closing, in the past, or less than the lead ahead of `now` (a start exactly `now + lead` is sold).
 */
export function dayUseRefusal(ask: DayUseAsk): DayUseRefusal | null {
  const { offer, day, date, hours, startsAt } = ask;
  const open = dayUseHours(offer, date, ask.isHolidayOrWeekend);
  if (!open || day?.closed || dayUseMaxRooms(offer, day) <= 0) return 'CLOSED';
  if (dayUsePrice(offer, day, hours) === null) return 'DURATION';
  const minutes = (startsAt.getTime() - seoulDay(date).from.getTime()) / MINUTE_MS;
  if (!Number.isInteger(minutes) || minutes % DAY_USE_LIMITS.gridMinutes !== 0) return 'OFF_GRID';
  const latest = Math.min(minutesOfDay(offer.lastStart), minutesOfDay(open.closes) - hours * 60);
  if (todayInSeoul(startsAt) !== date || minutes < minutesOfDay(open.opens) || minutes > latest) return 'OUTSIDE_HOURS';
  const ahead = startsAt.getTime() - ask.now.getTime();
  if (ahead < 0) return 'PAST';
  return ahead < (ask.leadMinutes ?? DAY_USE_LIMITS.leadMinutes) * MINUTE_MS ? 'TOO_SOON' : null;
}

/**
 * The starts of a use of `hours` on `date`, earliest first: every half hour from opening to the earlier of the
 * last start and closing − hours, none sooner than `now + leadMinutes`. Empty when the day sells none.
 */
export function dayUseStarts(
  offer: DayUseOffer,
  day: DayUseDay,
  date: string,
  isHolidayOrWeekend: boolean,
  hours: number,
  now: Date,
  leadMinutes: number = DAY_USE_LIMITS.leadMinutes,
): Date[] {
  const starts: Date[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += DAY_USE_LIMITS.gridMinutes) {
    const startsAt = seoulInstant(date, minutes);
    const ask = { offer, day, date, isHolidayOrWeekend, hours, startsAt, now, leadMinutes };
    if (dayUseRefusal(ask) === null) starts.push(startsAt);
  }
  return starts;
}

/** Where a use ends (its buffer not counted: the guest's hours). */
export const dayUseEndsAt = (startsAt: Date, hours: number): Date =>
  new Date(startsAt.getTime() + hours * 60 * MINUTE_MS);

/** What a use holds of its room: from its start to its end plus the cleaning buffer. */
export const dayUseHeld = (startsAt: Date, hours: number, bufferMinutes: number): Held => ({
  from: startsAt,
  until: new Date(dayUseEndsAt(startsAt, hours).getTime() + bufferMinutes * MINUTE_MS),
});

/** What the night of `date` holds of its room: from check-in that day to check-out the next morning. */
export const nightHeld = (date: string, checkinTime: string, checkoutTime: string): Held => ({
  from: seoulInstant(date, minutesOfDay(checkinTime)),
  until: seoulInstant(date, 24 * 60 + minutesOfDay(checkoutTime)),
});

/** Two holds of one room clash when they share an instant (one ending as the other starts does not). */
export const heldOverlap = (a: Held, b: Held): boolean => a.from < b.until && b.from < a.until;

/**
 * Where a use on `date` must fit in a room also sold for the nights around it: from the previous night's check-out
 * (null: not sold, no bound) to tonight's check-in (null: not sold). The nights' own times (a room type's, else
 * the lodging's) are the caller's. The same rule as `heldOverlap` against `nightHeld`, in the form a timeline reads.
 */
export function dayUseWindowWithNights(
  date: string,
  times: { checkinTime: string; checkoutTime: string },
  sold: { previousNight: boolean; tonight: boolean },
): { from: Date | null; until: Date | null } {
  return {
    from: sold.previousNight ? seoulInstant(date, minutesOfDay(times.checkoutTime)) : null,
    until: sold.tonight ? seoulInstant(date, minutesOfDay(times.checkinTime)) : null,
  };
}

/** Whether a use's hold (`dayUseHeld`) fits a window of `dayUseWindowWithNights`; its ends may touch the window's. */
export const fitsWindow = (held: Held, window: { from: Date | null; until: Date | null }): boolean =>
  (window.from === null || held.from >= window.from) && (window.until === null || held.until <= window.until);

/** The first instant a cancellation refunds nothing: `freeCancelMinutes` before the start (the lodging's setting). */
export const dayUseFreeCancellationUntil = (
  startsAt: Date,
  freeCancelMinutes: number = DAY_USE_LIMITS.freeCancelMinutesDefault,
): Date => new Date(startsAt.getTime() - freeCancelMinutes * MINUTE_MS);

/** Which rule sets a 대실 refund: before the free-cancel deadline (100 %), after it (0 %), the lodging cancelling. */
export type DayUseQuoteTier = 'BEFORE_DEADLINE' | 'AFTER_DEADLINE' | 'LODGING';

/** What cancelling a use now gives back, in the terms of common/src/cancellation.ts#CancellationQuote. */
export interface DayUseQuote {
  tier: DayUseQuoteTier;
  refundRate: number;
  refundAmount: number;
  keptAmount: number;
  totalAmount: number;
  /** When the refund next changes (the deadline), null once it cannot. */
  validUntil: Date | null;
  freeCancelUntil: Date;
}

/**
 * THE refund of cancelling a use at `now`: all of it before `dayUseFreeCancellationUntil` (the deadline instant
 * itself refunds nothing), nothing after; the lodging cancelling gives all back. No 24 h grace, unlike nights:
 * a use is booked hours ahead, and the deadline already gives the guest their hour.
 */
export function dayUseRefund(
  use: { startsAt: Date; totalAmount: number },
  by: Canceler,
  now: Date,
  freeCancelMinutes: number = DAY_USE_LIMITS.freeCancelMinutesDefault,
): DayUseQuote {
  const freeCancelUntil = dayUseFreeCancellationUntil(use.startsAt, freeCancelMinutes);
  const free = now.getTime() < freeCancelUntil.getTime();
  const tier: DayUseQuoteTier = by === 'manager' ? 'LODGING' : free ? 'BEFORE_DEADLINE' : 'AFTER_DEADLINE';
  const refundRate = tier === 'AFTER_DEADLINE' ? 0 : 100;
  const refund = refundAmount(use.totalAmount, refundRate);
  return {
    tier,
    refundRate,
    refundAmount: refund,
    keptAmount: use.totalAmount - refund,
    totalAmount: use.totalAmount,
    validUntil: tier === 'BEFORE_DEADLINE' ? freeCancelUntil : null,
    freeCancelUntil,
  };
}

/** A coupon takes money off a 대실 only when it says so (`coupons.applies_to_day_use`, default no); nights always. */
export const couponAppliesToDayUse = (coupon: { appliesToDayUse: boolean | null | undefined }): boolean =>
  coupon.appliesToDayUse === true;

/** Whether a coupon may be spent on a booking of `kind`. */
export const couponAppliesTo = (kind: StayKind, coupon: { appliesToDayUse: boolean | null | undefined }): boolean =>
  kind === 'NIGHT' || couponAppliesToDayUse(coupon);
