import type { ReviewSort } from '../../gql/graphql';

/** The orders of a lodging's reviews, each with the message id of the words the page shows. */
export const REVIEW_SORT_KEYS: Record<ReviewSort, string> = {
  RECENT: 'lodging.reviews.sort.recent',
  SCORE_HIGH: 'lodging.reviews.sort.scoreHigh',
  SCORE_LOW: 'lodging.reviews.sort.scoreLow',
};
