import type { HotelReviews_ReviewFragment } from '../../gql/graphql';
import { ratingLabel } from '../../lib/rating';

/** The fields of `HotelReviews_review` (hotel-detail.graphql). */
type Review = HotelReviews_ReviewFragment;

const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

/** The score summary with its label (spec §2) and the latest reviews with the manager's replies. */
export function HotelReviews({
  avgScore,
  reviewCount,
  reviews,
}: {
  avgScore: number | null;
  reviewCount: number;
  reviews: Review[];
}) {
  return (
    <section aria-labelledby="reviews" className="space-y-4">
      <h2 id="reviews" className="text-xl font-bold text-stone-900">
        리뷰
      </h2>
      {avgScore != null ? (
        <p className="flex items-center gap-2">
          <span className="rounded-lg bg-brand-700 px-2 py-1 text-lg font-bold text-white">{avgScore.toFixed(1)}</span>
          <span className="font-semibold">{ratingLabel(avgScore)}</span>
          <span className="text-sm text-stone-500">{`리뷰 ${reviewCount}개`}</span>
        </p>
      ) : (
        <p className="text-stone-500">아직 리뷰가 없어요.</p>
      )}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-amber-500" aria-label={`${review.score}점`}>
                {'★'.repeat(review.score)}
                <span className="text-stone-300">{'★'.repeat(5 - review.score)}</span>
              </span>
              <span className="font-semibold">{review.author.name}</span>
              <span className="text-stone-500">{day.format(new Date(String(review.createdAt)))}</span>
            </p>
            <p className="mt-2 whitespace-pre-line text-stone-800">{review.content}</p>
            {review.imageUrl && (
              <img
                src={review.imageUrl}
                alt={`${review.author.name}님의 리뷰 사진`}
                loading="lazy"
                className="mt-3 max-h-60 rounded-xl object-cover"
              />
            )}
            {review.reply && (
              <p className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
                <span className="font-semibold">숙소 답변 </span>
                {review.repliedAt && (
                  <span className="text-xs text-stone-500">{day.format(new Date(String(review.repliedAt)))} </span>
                )}
                {review.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
