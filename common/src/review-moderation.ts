import { CONSOLE_MESSAGES } from './console-messages';
import { LIMITS } from './limits';

/** Longest manager reply (as long as a review) and deletion request / rejection reason, in characters. */
export const REVIEW_REPLY_MAX_LENGTH = LIMITS.reviewContentMaxLength;
export const REVIEW_REASON_MAX_LENGTH = 500;

/** A manager's reply (spec §5: required): not blank, not longer than a review. */
export function replyProblem(reply: string | null | undefined): string | null {
  const text = reply?.trim() ?? '';
  if (!text) return CONSOLE_MESSAGES.replyRequired;
  if ([...text].length > REVIEW_REPLY_MAX_LENGTH) return CONSOLE_MESSAGES.replyTooLong;
  return null;
}

/** A manager's reason for asking a review's deletion (spec §5: required). */
export function deletionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return CONSOLE_MESSAGES.deletionReasonRequired;
  if ([...text].length > REVIEW_REASON_MAX_LENGTH) return CONSOLE_MESSAGES.deletionReasonTooLong;
  return null;
}

/** An administrator's reason for rejecting a deletion request (spec §5: not blank). */
export function rejectionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return CONSOLE_MESSAGES.rejectionReasonRequired;
  if ([...text].length > REVIEW_REASON_MAX_LENGTH) return CONSOLE_MESSAGES.rejectionReasonTooLong;
  return null;
}

/** Review deletion request states (spec §4): none, PENDING, then deleted or REJECTED. */
export const REVIEW_DELETION_STATUSES = ['PENDING', 'REJECTED'] as const;
export type ReviewDeletionStatus = (typeof REVIEW_DELETION_STATUSES)[number];
