import { DEFAULT_LOCALE, isLocale, type Locale } from '@shim/common/locales';
import { MESSAGES } from '@shim/common/messages';
import { BOOKING_LOCALE_INVALID, isEmail, isGuestName, isPhone, normalizePhone } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

const GUEST_NAME_MAX = 50;
const GUEST_EMAIL_MAX = 254;

/** Who books, as a checkout sends it (nights and 대실 alike). */
export interface BookingGuestRequest {
  /** A guest's phone: a Korean mobile or a number abroad (E.164); may come at completion instead. */
  phone?: string | null;
  guestName?: string | null;
  /** Optional: where a guest abroad hears when their phone cannot take SMS. */
  email?: string | null;
  /** The language of the booking's notices; absent: the request's (Accept-Language), REST Korean. */
  locale?: string | null;
}

export interface BookingGuest {
  phone: string | null;
  /** Trimmed; empty when not given (the member's name or 비회원 stands in). */
  guestName: string;
  guestEmail: string | null;
  locale: Locale;
}

/** The booker's details checked by one rule for every way of booking (common/validation's phone and name rules). */
export function bookingGuestOf(ctx: RequestContext, request: BookingGuestRequest): BookingGuest {
  const phone = normalizePhone(request.phone);
  if (phone && !isPhone(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const guestName = request.guestName?.trim() ?? '';
  if (guestName.length > GUEST_NAME_MAX) throw AppError.badInput(MESSAGES.guestNameTooLong);
  if (guestName && !isGuestName(guestName)) throw AppError.badInput(MESSAGES.invalidName);
  const guestEmail = request.email?.trim() || null;
  if (guestEmail && (guestEmail.length > GUEST_EMAIL_MAX || !isEmail(guestEmail))) {
    throw AppError.badInput(MESSAGES.invalidEmail);
  }
  // A context built without a request (jobs, tests) reads Korean.
  const locale = request.locale ?? ctx.locale ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw AppError.badInput(BOOKING_LOCALE_INVALID);
  return { phone, guestName, guestEmail, locale };
}
