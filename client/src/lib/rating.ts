/** Rating tiers of spec §2: ≥4.5 최고에요 (best), ≥4 아주 좋아요, ≥3 괜찮아요, otherwise 보통이에요 (fair). */
export type RatingTier = 'best' | 'veryGood' | 'good' | 'fair';

/** A score's tier; its words are each page's catalogue's (`search.card.rating.best`). */
export const ratingTier = (score: number): RatingTier =>
  score >= 4.5 ? 'best' : score >= 4 ? 'veryGood' : score >= 3 ? 'good' : 'fair';
