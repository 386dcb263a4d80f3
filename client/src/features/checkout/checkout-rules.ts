import { MESSAGES } from '@shim/common/messages';
import { PHONE_PATTERN } from '@shim/common/validation';

/** Longest phone the field takes: 010 and 8 digits (spec §5). */
export const PHONE_MAX_DIGITS = 11;

/** The phone field keeps digits only, at most 11 (spec §5). */
export const phoneDigits = (raw: string): string => raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

export interface CheckoutAnswers {
  member: boolean;
  phone: string;
  termsAgreed: boolean;
}

/** The first checkout rule the answers break (spec §5, §8), or null when payment may start. */
export function checkoutProblem({ member, phone, termsAgreed }: CheckoutAnswers): string | null {
  if (!member) {
    if (!phone) return MESSAGES.guestPhoneRequired;
    if (!PHONE_PATTERN.test(phone)) return MESSAGES.phoneInvalid;
  }
  if (!termsAgreed) return MESSAGES.termsRequired;
  return null;
}

/** Errors of prepare the person can act on are shown as the server words them; the rest as a failed payment. */
const PLAIN_CODES = new Set(['BAD_USER_INPUT', 'SOLD_OUT', 'CONFLICT', 'NOT_FOUND']);

export const prepareFailureText = (code: string | undefined, message: string): string =>
  code && PLAIN_CODES.has(code) ? message : `결제 실패: ${message}`;
