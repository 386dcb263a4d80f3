import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating';

describe('rating labels (spec §2)', () => {
  it.each([
    [5, '최고에요'],
    [4.5, '최고에요'],
    [4.49, '아주 좋아요'],
    [4, '아주 좋아요'],
    [3.9, '괜찮아요'],
    [3, '괜찮아요'],
    [2.9, '보통이에요'],
    [0, '보통이에요'],
  ])('%s is %s', (score, label) => {
    expect(ratingLabel(score)).toBe(label);
  });
});
