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
