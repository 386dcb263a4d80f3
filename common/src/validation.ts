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

/** A phone as typed (`010-1234-5678`, `010 1234 5678`) without spaces and hyphens; null when empty. */
export function normalizePhone(raw: string | null | undefined): string | null {
  const phone = (raw ?? '').replace(/[\s-]/g, '');
  return phone || null;
}
