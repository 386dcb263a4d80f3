import { missingConsents, type CheckoutConsentKind } from '@shim/common/consents';
import { MESSAGES } from '@shim/common/messages';
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

export type CheckoutProblem = { field: CheckoutField; message: string };

/** Under a required consent left unticked. */
export const CONSENT_REQUIRED = '필수 동의 항목입니다.';

/**
 * Every checkout rule the answers break (spec §5, §8), in the order the fields are shown, so all of them
 * are marked at once and the first one is focused; empty when payment may start.
 */
export function checkoutProblems({ member, phone, consents }: CheckoutAnswers): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (!member) {
    if (!normalizePhone(phone)) problems.push({ field: 'phone', message: MESSAGES.guestPhoneRequired });
    else if (!isPhone(phone)) problems.push({ field: 'phone', message: MESSAGES.phoneInvalid });
  }
  for (const kind of missingConsents(consents)) problems.push({ field: kind, message: CONSENT_REQUIRED });
  return problems;
}

/** The line above the pay button when something is missing: how many fields to fix. */
export const problemsSummary = (problems: readonly CheckoutProblem[]): string =>
  `입력하지 않았거나 올바르지 않은 항목이 ${problems.length}개 있습니다. 표시된 항목을 확인해주세요.`;

/** Errors of prepare the person can act on are shown as the server words them; the rest as a failed payment. */
const PLAIN_CODES = new Set(['BAD_USER_INPUT', 'SOLD_OUT', 'CONFLICT', 'NOT_FOUND']);

export const prepareFailureText = (code: string | undefined, message: string): string =>
  code && PLAIN_CODES.has(code) ? message : `결제 실패: ${message}`;
