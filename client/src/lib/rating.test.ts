import { describe, expect, it } from 'vitest';
import { ratingTier } from './rating';

describe('rating tiers (spec §2)', () => {
  it.each([
    [5, 'best'],
    [4.5, 'best'],
    [4.49, 'veryGood'],
    [4, 'veryGood'],
    [3.9, 'good'],
    [3, 'good'],
    [2.9, 'fair'],
    [0, 'fair'],
  ])('%s is %s', (score, tier) => {
    expect(ratingTier(score)).toBe(tier);
  });
});
