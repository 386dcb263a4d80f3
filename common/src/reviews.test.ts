import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { imageFileProblem, reviewProblem } from './reviews';

describe('review rules (spec §5)', () => {
  it('needs a whole score from 1 to 5 first, then a text that is not blank and not too long', () => {
    expect(reviewProblem({ score: null, content: '' })).toBe(MESSAGES.reviewScoreRequired);
    expect(reviewProblem({ score: 0, content: '좋아요' })).toBe(MESSAGES.reviewScoreRequired);
    expect(reviewProblem({ score: 6, content: '좋아요' })).toBe(MESSAGES.reviewScoreRequired);
    expect(reviewProblem({ score: 4.5, content: '좋아요' })).toBe(MESSAGES.reviewScoreRequired);
    expect(reviewProblem({ score: 5, content: ' \n ' })).toBe(MESSAGES.reviewContentRequired);
    expect(reviewProblem({ score: 5, content: '가'.repeat(1000) })).toBeNull();
    expect(reviewProblem({ score: 5, content: '가'.repeat(1001) })).toBe(MESSAGES.reviewContentTooLong);
    expect(reviewProblem({ score: 1, content: '별로였어요' })).toBeNull();
  });

  it('takes photos named jpg, jpeg, png or gif up to 10 MB', () => {
    expect(imageFileProblem({ name: 'a.JPG', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', size: 1 })).toBeNull();
    expect(imageFileProblem({ name: 'a.webp', size: 1 })).toBe(MESSAGES.imageTypeInvalid);
    expect(imageFileProblem({ name: 'a.png', size: 10 * 1024 * 1024 + 1 })).toBe(MESSAGES.imageTooLarge);
  });
});
