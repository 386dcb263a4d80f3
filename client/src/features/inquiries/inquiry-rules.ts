import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { isEmail, normalizePhone, PHONE_PATTERN } from '@shim/common/validation';

export interface InquiryDraft {
  title: string;
  content: string;
  authorName: string;
  contactEmail: string;
  phone: string;
  secret: boolean;
}

/**
 * The first problem of an inquiry before it is sent (spec §5, §8; the server checks the same): title,
 * content and name required, a guest's e-mail required, e-mail and phone well-formed, lengths bounded.
 */
export function inquiryProblem(draft: InquiryDraft, isMember: boolean): string | null {
  const title = draft.title.trim();
  const content = draft.content.trim();
  const name = draft.authorName.trim();
  const email = draft.contactEmail.trim();
  if (!title || !content || !name) return MESSAGES.inquiryFieldsRequired;
  if (!isMember && !email) return MESSAGES.inquiryEmailRequired;
  if (email && !isEmail(email)) return MESSAGES.inquiryEmailInvalid;
  const phone = normalizePhone(draft.phone);
  if (!isMember && phone !== null && !PHONE_PATTERN.test(phone)) return MESSAGES.phoneInvalid;
  if (
    title.length > LIMITS.inquiryTitleMaxLength ||
    content.length > LIMITS.inquiryContentMaxLength ||
    name.length > LIMITS.inquiryAuthorMaxLength
  ) {
    return MESSAGES.inquiryTooLong;
  }
  return null;
}

/** The message key of an inquiry's state: 답변완료 or 대기중. */
export const inquiryStatusKey = (status: string): string =>
  status === 'ANSWERED' ? 'account.inquiry.status.answered' : 'account.inquiry.status.waiting';
