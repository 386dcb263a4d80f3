import { E164_MAX_DIGITS, groupNational, phoneCountryOf, type PhoneCountry } from './phone-countries';

/** Input rules of spec §5 shared by forms and services. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 8 characters with a letter, a digit and one of @$!%*#?&, and only those characters. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
/** Hangul and Latin letters, accented ones too (Zoë, José): what a Korean front desk can match to a passport. */
const NAME_LETTERS = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F가-힣';
/** Besides letters a name may hold spaces, hyphens, apostrophes and periods (Mary-Jane O'Neil Jr.). */
const NAME_MARKS = "\\s.'’\\-";
/** A member's name: two or more characters, a Korean or Latin letter first, then letters, spaces, - ' and . */
export const NAME_PATTERN = new RegExp(`^[${NAME_LETTERS}][${NAME_LETTERS}${NAME_MARKS}]+$`);
/** A booking's holder name (its length is checked apart): the member's rule, one letter allowed as before. */
export const GUEST_NAME_PATTERN = new RegExp(`^[${NAME_LETTERS}][${NAME_LETTERS}${NAME_MARKS}]*$`);
/** 010 followed by 8 digits: a Korean mobile, the only number a member's profile and an inquiry take. */
export const PHONE_PATTERN = /^010\d{8}$/;
/** An international number as stored: `+`, the calling code and the national number, 15 digits at most. */
export const INTERNATIONAL_PHONE_PATTERN = new RegExp(`^\\+[1-9]\\d{6,${E164_MAX_DIGITS - 1}}$`);

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/**
 * The one phone rule of client and server: whatever a person typed, pasted or autofilled
 * (`010-1234-5678`, `010 1234 5678`, `010.1234.5678`, `(010) 1234-5678`, `+82 10-1234-5678`) as its digits,
 * a Korean `+82` prefix turned back into the leading 0; null when empty. A number of another country keeps its
 * `+` and calling code (E.164: `+81 090-1234-5678` → `+819012345678`, the domestic trunk 0 dropped). Letters are
 * kept, so they fail the pattern instead of vanishing.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  const phone = (raw ?? '').replace(/[\s\-.()\u2010-\u2015\u00a0]/g, '');
  if (!phone) return null;
  const korean = /^\+?82(0?)(\d+)$/.exec(phone);
  if (korean) return `0${korean[2]}`;
  const abroad = /^\+(\d+)$/.exec(phone);
  const country = abroad ? phoneCountryOf(abroad[1]!) : undefined;
  if (!abroad || !country) return phone;
  const national = abroad[1]!.slice(country.code.length);
  return `+${country.code}${country.trunkZero ? national.replace(/^0/, '') : national}`;
}

/** The country and national number of a normalised international number, when it is one of PHONE_COUNTRIES. */
export function splitInternationalPhone(normalized: string): { country: PhoneCountry; national: string } | null {
  if (!normalized.startsWith('+')) return null;
  const country = phoneCountryOf(normalized.slice(1));
  return country ? { country, national: normalized.slice(1 + country.code.length) } : null;
}

/** A number abroad that a listed country could own: E.164's length, the country's national length. */
export function isInternationalPhone(raw: string | null | undefined): boolean {
  const phone = normalizePhone(raw) ?? '';
  if (!INTERNATIONAL_PHONE_PATTERN.test(phone)) return false;
  const parts = splitInternationalPhone(phone);
  if (!parts || parts.country.iso === 'KR') return false;
  const [min, max] = parts.country.lengths;
  return /^\d+$/.test(parts.national) && parts.national.length >= min && parts.national.length <= max;
}

/** A booking's phone: a Korean mobile (010 and 8 digits) or a mobile abroad in E.164, in any spelling. */
export const isPhone = (raw: string | null | undefined): boolean =>
  PHONE_PATTERN.test(normalizePhone(raw) ?? '') || isInternationalPhone(raw);

/** A Korean mobile only (a member's profile, an inquiry): 010 and 8 digits in any spelling. */
export const isKoreanMobile = (raw: string | null | undefined): boolean =>
  PHONE_PATTERN.test(normalizePhone(raw) ?? '');

/** A booking's holder name, as typed (trimmed): Korean or Latin letters, spaces, - \' and . */
export const isGuestName = (name: string): boolean => GUEST_NAME_PATTERN.test(name.trim());

/**
 * A phone as people read it: 010-1234-5678, 02-123-4567, 031-123-4567; a number abroad as `+81 90-1234-5678`;
 * anything else as given. Also used while typing, so a partial number is grouped as far as it goes.
 */
export function formatPhone(raw: string | null | undefined): string {
  const digits = normalizePhone(raw) ?? '';
  const abroad = /^\+\d+$/.test(digits) ? splitInternationalPhone(digits) : null;
  if (abroad) {
    const grouped = groupNational(abroad.national, abroad.country.groups);
    return grouped ? `+${abroad.country.code} ${grouped}` : `+${abroad.country.code}`;
  }
  if (!/^\d+$/.test(digits)) return raw ?? '';
  const groups = digits.startsWith('01')
    ? [3, 4, 4]
    : digits.startsWith('02')
      ? [2, digits.length > 9 ? 4 : 3, 4]
      : [3, digits.length > 10 ? 4 : 3, 4];
  return groupNational(digits, groups);
}

/** A booking's `locale` outside LOCALES (common/src/locales.ts). */
export const BOOKING_LOCALE_INVALID = '언어(locale)는 ko, en, ja, zh-Hans 중 하나여야 합니다.';
