import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** Stars a review may give (spec §3: 1 to 5, whole stars). */
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;

/**
 * What is wrong with a review's score and text, in the order the form reads them (spec §5: score
 * required, content not blank), or null. The server and the review modal use the same rule.
 */
export function reviewProblem(input: { score: number | null | undefined; content: string | null | undefined }) {
  const { score } = input;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 5) {
    return MESSAGES.reviewScoreRequired;
  }
  const content = input.content?.trim() ?? '';
  if (!content) return MESSAGES.reviewContentRequired;
  if ([...content].length > LIMITS.reviewContentMaxLength) return MESSAGES.reviewContentTooLong;
  return null;
}

/** Photo file types accepted for upload (spec §5): checked by the bytes on the server, by name in the form. */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** The form's early check of a chosen photo (the server checks the bytes again), or null. */
export function imageFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(jpe?g|png|gif)$/i.test(file.name)) return MESSAGES.imageTypeInvalid;
  if (file.size > LIMITS.uploadMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}

/** Longest manager reply (as long as a review) and deletion request / rejection reason, in characters. */
export const REVIEW_REPLY_MAX_LENGTH = LIMITS.reviewContentMaxLength;
export const REVIEW_REASON_MAX_LENGTH = 500;

/** A manager's reply (spec §5: required): not blank, not longer than a review. */
export function replyProblem(reply: string | null | undefined): string | null {
  const text = reply?.trim() ?? '';
  if (!text) return MESSAGES.replyRequired;
  if ([...text].length > REVIEW_REPLY_MAX_LENGTH) return MESSAGES.replyTooLong;
  return null;
}

/** A manager's reason for asking a review's deletion (spec §5: required). */
export function deletionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return MESSAGES.deletionReasonRequired;
  if ([...text].length > REVIEW_REASON_MAX_LENGTH) return MESSAGES.deletionReasonTooLong;
  return null;
}

/** An administrator's reason for rejecting a deletion request (spec §5: not blank). */
export function rejectionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return MESSAGES.rejectionReasonRequired;
  if ([...text].length > REVIEW_REASON_MAX_LENGTH) return MESSAGES.rejectionReasonTooLong;
  return null;
}

/** Review deletion request states (spec §4): none, PENDING, then deleted or REJECTED. */
export const REVIEW_DELETION_STATUSES = ['PENDING', 'REJECTED'] as const;
export type ReviewDeletionStatus = (typeof REVIEW_DELETION_STATUSES)[number];
