import type { HotelReviews_ReviewFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';

/** One review with its score, its (masked) author, its photo and the manager's reply; their words as written. */
export function ReviewCard({ review }: { review: HotelReviews_ReviewFragment }) {
  const t = useT();
  const format = useFormat();
  return (
    <li
      id={`review-${review.id}`}
      aria-label={t('lodging.review.label', { name: review.author.name })}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-amber-500" aria-label={t('lodging.reviews.score', { score: review.score })}>
          {'★'.repeat(review.score)}
          <span className="text-stone-300">{'★'.repeat(5 - review.score)}</span>
        </span>
        <span className="font-semibold">{review.author.name}</span>
        <span className="text-stone-500">{format.instantDate(String(review.createdAt))}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.content}</p>
      {review.imageUrl && (
        <img
          src={review.imageUrl}
          alt={t('lodging.review.photo', { name: review.author.name })}
          loading="lazy"
          className="mt-3 max-h-60 rounded-xl object-cover"
        />
      )}
      {review.reply && (
        <p className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          <span className="font-semibold">{`${t('lodging.review.reply')} `}</span>
          {review.repliedAt && (
            <span className="text-xs text-stone-500">{`${format.instantDate(String(review.repliedAt))} `}</span>
          )}
          {review.reply}
        </p>
      )}
    </li>
  );
}
