import { missingConsents, type CheckoutConsentKind } from '@shim/common/consents';
import { isPhone, normalizePhone } from '@shim/common/validation';

/** A field of the checkout form that can be wrong: the guest's phone, or a required consent. */
export type CheckoutField = 'phone' | CheckoutConsentKind;

export interface CheckoutAnswers {
  member: boolean;
  /** The phone as shown (any spacing or dashes). */
  phone: string;
  /** The consents ticked. */
  consents: readonly CheckoutConsentKind[];
}

/**
 * What is wrong with a field: the phone's reasons are §8 messages (MESSAGES keys), a consent's is the form's own
 * (`checkout.problems.consentRequired`); the page words them in its language.
 */
export type CheckoutProblemReason = 'guestPhoneRequired' | 'phoneInvalid' | 'consentRequired';

export type CheckoutProblem = { field: CheckoutField; reason: CheckoutProblemReason };

/**
 * Every checkout rule the answers break (spec §5, §8), in the order the fields are shown, so all of them
 * are marked at once and the first one is focused; empty when payment may start.
 */
export function checkoutProblems({ member, phone, consents }: CheckoutAnswers): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (!member) {
    if (!normalizePhone(phone)) problems.push({ field: 'phone', reason: 'guestPhoneRequired' });
    else if (!isPhone(phone)) problems.push({ field: 'phone', reason: 'phoneInvalid' });
  }
  for (const kind of missingConsents(consents)) problems.push({ field: kind, reason: 'consentRequired' });
  return problems;
}

/** Errors of prepare the person can act on are shown as the server words them; the rest as a failed payment. */
const PLAIN_CODES = new Set(['BAD_USER_INPUT', 'SOLD_OUT', 'CONFLICT', 'NOT_FOUND']);

/** `failed` words a failed payment in the page's language ("결제 실패: …"). */
export const prepareFailureText = (
  code: string | undefined,
  message: string,
  failed: (message: string) => string,
): string => (code && PLAIN_CODES.has(code) ? message : failed(message));
