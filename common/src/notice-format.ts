import { LOCALE_TAG, type Locale } from './locales';
import { formatWon } from './money';

/**
 * Money, dates and times as a guest's language writes them in a notice. Stay dates are dates (no zone); instants
 * are always read in Seoul, where the stay is, whatever the guest's own zone.
 */

type Translated = Exclude<Locale, 'ko'>;

const wonNumber = new Intl.NumberFormat('en-US');

/** Won as each language reads it: 64,000원, ₩64,000, 64,000ウォン, 64,000韩元. */
export function formatWonIn(locale: Locale, amount: number): string {
  const digits = wonNumber.format(amount);
  switch (locale) {
    case 'ko':
      return formatWon(amount);
    case 'en':
      return `₩${digits}`;
    case 'ja':
      return `${digits}ウォン`;
    case 'zh-Hans':
      return `${digits}韩元`;
  }
}

const dayFormats = new Map<Translated, Intl.DateTimeFormat>();
const instantFormats = new Map<Translated, Intl.DateTimeFormat>();

function dayFormat(locale: Translated): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    // The date alone: read at UTC midnight so no zone moves it to another day.
    format = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

function instantFormat(locale: Translated): Intl.DateTimeFormat {
  let format = instantFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
      timeZone: 'Asia/Seoul',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(locale, format);
  }
  return format;
}

/** A stay date `2026-12-04`: Fri, Dec 4 · 12月4日(金) · 12月4日周五. */
export function formatStayDateIn(locale: Translated, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat(locale).format(date);
}

/** The Seoul day an instant fell on, as a stay date is written. */
export const formatInstantDayIn = (locale: Translated, instant: Date | string): string =>
  formatStayDateIn(locale, new Date(new Date(instant).getTime() + 9 * 3_600_000).toISOString().slice(0, 10));

/**
 * A deadline in Seoul: Thu, Dec 3, 23:59. A deadline is exclusive (the next Seoul midnight ends a day), so the
 * last minute before it is shown, as formatDeadline does in Korean.
 */
export function formatDeadlineIn(locale: Translated, instant: Date | string): string {
  const at = new Date(new Date(instant).getTime() - 1);
  return Number.isNaN(at.getTime()) ? String(instant) : instantFormat(locale).format(at);
}

/** `14:00` of an instant, in Seoul. */
export const seoulTime = (at: Date): string => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);

/** A 대실's hours: Fri, Dec 4 14:00–18:00 (an end at the next midnight reads 24:00; a later day names its date). */
export function formatDayUseSpanIn(locale: Translated, startsAt: Date, endsAt: Date): string {
  const day = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const startDay = day(startsAt);
  const endDay = day(endsAt);
  const nextDay = day(new Date(startsAt.getTime() + 86_400_000));
  const endClock = seoulTime(endsAt);
  const end =
    endDay === startDay
      ? endClock
      : endDay === nextDay && endClock === '00:00'
        ? '24:00'
        : `${formatStayDateIn(locale, endDay)} ${endClock}`;
  return `${formatStayDateIn(locale, startDay)} ${seoulTime(startsAt)}–${end}`;
}
