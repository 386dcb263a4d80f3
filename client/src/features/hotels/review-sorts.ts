import type { ReviewSort } from '../../gql/graphql';

/** The orders of a lodging's reviews, with the words the page shows. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  RECENT: '최신순',
  SCORE_HIGH: '평점 높은순',
  SCORE_LOW: '평점 낮은순',
};
