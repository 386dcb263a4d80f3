/** Input rules of spec §5 shared by forms and services. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 8 characters with a letter, a digit and one of @$!%*#?&, and only those characters. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
/** Two or more Korean or English letters or spaces. */
export const NAME_PATTERN = /^[A-Za-z가-힣\s]{2,}$/;
/** 010 followed by 8 digits. */
export const PHONE_PATTERN = /^010\d{8}$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/**
 * The one phone rule of client and server: whatever a person typed, pasted or autofilled
 * (`010-1234-5678`, `010 1234 5678`, `010.1234.5678`, `(010) 1234-5678`, `+82 10-1234-5678`) as its digits,
 * a Korean `+82` prefix turned back into the leading 0; null when empty. Letters are kept, so they fail the
 * pattern instead of vanishing.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  const phone = (raw ?? '').replace(/[\s\-.()\u2010-\u2015\u00a0]/g, '');
  if (!phone) return null;
  const korean = /^\+?82(0?)(\d+)$/.exec(phone);
  return korean ? `0${korean[2]}` : phone;
}

/** A mobile phone in any spelling that normalises to 010 and 8 digits. */
export const isPhone = (raw: string | null | undefined): boolean => PHONE_PATTERN.test(normalizePhone(raw) ?? '');

/**
 * A phone as people read it: 010-1234-5678, 02-123-4567, 031-123-4567; anything else as given. Also used
 * while typing, so a partial number is grouped as far as it goes.
 */
export function formatPhone(raw: string | null | undefined): string {
  const digits = normalizePhone(raw) ?? '';
  if (!/^\d+$/.test(digits)) return raw ?? '';
  const groups = digits.startsWith('01')
    ? [3, 4, 4]
    : digits.startsWith('02')
      ? [2, digits.length > 9 ? 4 : 3, 4]
      : [3, digits.length > 10 ? 4 : 3, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts[parts.length - 1] += digits.slice(at);
  return parts.join('-');
}
