import { useCallback } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ratingTier } from '../../lib/rating';

/** The rating's words in the page's language (`search.card.rating.best`: 최고에요). */
export function useRatingLabel(): (score: number) => string {
  const t = useT();
  return useCallback((score: number) => t(`search.card.rating.${ratingTier(score)}`), [t]);
}
