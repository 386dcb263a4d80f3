import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MyReviewsDocument } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { defaultStay, stayQueryString } from '../../lib/stay-query';
import { ListState } from '../../components/ListState';
import { LodgingName } from '../../components/LodgingName';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';

const stars = (score: number) => '★'.repeat(score) + '☆'.repeat(Math.max(0, 5 - score));

/** A member's reviews fit one page of the connection (its largest). */
const REVIEWS_PAGE = 100;

/** The member's reviews with the hotel's name and the manager's reply (spec §2, §3). */
export function ReviewsTab() {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  // From the cache at once and asked again: a reply given since shows.
  const { data, loading, error } = useQuery(MyReviewsDocument, {
    variables: { first: REVIEWS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const reviews = data?.myReviews.edges.map((edge) => edge.node) ?? [];
  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? messages.reviewsLoadFailed : null;

  return (
    <ListState
      loading={loading && !data}
      error={loadError}
      empty={reviews.length === 0}
      emptyText={t('account.reviews.empty')}
    >
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex items-center justify-between gap-2">
              {/* The detail needs a stay (spec §5): tonight, 1 room, 2 persons, as elsewhere. */}
              <Link
                to={`/hotel/${review.hotel.id}?${stayQueryString(defaultStay())}`}
                className="font-semibold hover:text-brand-700"
              >
                <LodgingName name={review.hotel.name} romanizedName={review.hotel.romanizedName} />
              </Link>
              <span className="text-xs text-stone-500">{format.instantDate(review.createdAt)}</span>
            </div>
            <p className="mt-1 text-amber-500" aria-label={t('account.reviews.score', { score: review.score })}>
              {stars(review.score)}
            </p>
            <p className="mt-2 whitespace-pre-wrap text-sm">{review.content}</p>
            {review.imageUrl && (
              <img
                src={review.imageUrl}
                alt={t('account.reviews.photo')}
                className="mt-3 max-h-48 rounded-lg object-cover"
              />
            )}
            {review.reply && (
              <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
                <p className="font-semibold">{t('account.reviews.reply')}</p>
                <p className="mt-1 whitespace-pre-wrap">{review.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </ListState>
  );
}
