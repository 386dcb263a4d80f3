import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { HotelReviewPageDocument, type HotelReviews_ReviewFragment, type ReviewSort } from '../../gql/graphql';
import { SortButtons } from '../../components/SortButtons';
import { useT } from '../../i18n/I18nProvider';
import { appendPage } from '../../lib/cursor-pages';
import { ReviewCard } from './ReviewCard';
import { REVIEW_SORT_KEYS } from './review-sorts';
import { ReviewScoreBars } from './ReviewScoreBars';
import { useLodgingWords } from './use-lodging-words';

/** Reviews a page asks for at a time (the detail statement reads as many). */
const PAGE = 20;
const SORTS = Object.keys(REVIEW_SORT_KEYS) as ReviewSort[];

/**
 * The score summary with its label (spec §2), the count of each score, and every review a page at a time
 * (더 보기), newest first or by score, all or those with a photo; authors come masked from the server. The
 * server render shows the detail's newest reviews; the browser then asks for the pages.
 */
export function HotelReviews({
  hotelId,
  avgScore,
  reviewCount,
  reviews: newest,
}: {
  hotelId: number;
  avgScore: number | null;
  reviewCount: number;
  /** The newest reviews the detail read, shown until the browser has its own page. */
  reviews: HotelReviews_ReviewFragment[];
}) {
  const t = useT();
  const words = useLodgingWords();
  const sortLabels = useMemo(
    () => Object.fromEntries(SORTS.map((key) => [key, t(REVIEW_SORT_KEYS[key])])) as Record<ReviewSort, string>,
    [t],
  );
  const [sort, setSort] = useState<ReviewSort>('RECENT');
  const [photoOnly, setPhotoOnly] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, fetchMore } = useQuery(HotelReviewPageDocument, {
    variables: { id: hotelId, first: PAGE, sort, photoOnly },
    skip: reviewCount === 0,
    ssr: false,
  });
  // While another order loads, the list on screen stays (dimmed) instead of jumping to nothing.
  const shown = data ?? previousData;
  const page = shown?.hotel.reviews;
  const list = page ? page.edges.map((edge) => edge.node) : newest;
  const total = page?.totalCount ?? reviewCount;
  const switching = loading && !loadingMore && Boolean(previousData) && !data;

  async function loadMore() {
    if (!page?.pageInfo.endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          hotel: {
            ...fetchMoreResult.hotel,
            reviews: appendPage(previous.hotel?.reviews, fetchMoreResult.hotel.reviews),
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section aria-labelledby="reviews" className="scroll-mt-28 space-y-4">
      <h2 id="reviews" className="text-xl font-bold text-stone-900">
        {t('lodging.reviews.title')}
      </h2>
      {avgScore != null && reviewCount > 0 ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
          <p className="flex items-center gap-2">
            <span className="rounded-lg bg-brand-700 px-2 py-1 text-lg font-bold text-white">
              {avgScore.toFixed(1)}
            </span>
            <span className="font-semibold">{words.rating(avgScore)}</span>
            <span className="text-sm text-stone-500">{t('lodging.reviews.count', { count: reviewCount })}</span>
          </p>
          {shown && (
            <div className="flex-1">
              <ReviewScoreBars counts={shown.hotel.reviewScoreCounts} />
            </div>
          )}
        </div>
      ) : (
        <p className="text-stone-500">{t('lodging.reviews.none')}</p>
      )}
      {reviewCount > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SortButtons<ReviewSort>
            label={t('lodging.reviews.sortLabel')}
            sorts={SORTS}
            labels={sortLabels}
            sort={sort}
            onSort={setSort}
          />
          <label className="flex min-h-9 items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={photoOnly}
              onChange={(event) => setPhotoOnly(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {shown
              ? t('lodging.reviews.photoOnlyCount', { count: shown.hotel.photoReviewCount })
              : t('lodging.reviews.photoOnly')}
          </label>
        </div>
      )}
      {error && !shown && reviewCount > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('lodging.reviews.loadFailed')}
        </p>
      )}
      {photoOnly && page && page.totalCount === 0 && <p className="text-stone-500">{t('lodging.reviews.noPhotos')}</p>}
      <ul
        aria-label={t('lodging.reviews.list')}
        aria-busy={switching}
        className={`space-y-3 ${switching ? 'opacity-60' : ''}`}
      >
        {list.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
      {page?.pageInfo.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-stone-500" aria-live="polite">
            {t('lodging.reviews.shownOf', { total, shown: list.length })}
          </p>
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            className="min-h-11 w-full rounded-xl bg-white px-4 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-60 sm:w-auto sm:min-w-60"
          >
            {loadingMore ? t('lodging.reviews.loading') : t('lodging.reviews.more')}
          </button>
        </div>
      )}
    </section>
  );
}
