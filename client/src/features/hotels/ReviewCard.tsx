import type { HotelReviews_ReviewFragment } from '../../gql/graphql';

const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

/** One review with its score, its (masked) author, its photo and the manager's reply. */
export function ReviewCard({ review }: { review: HotelReviews_ReviewFragment }) {
  return (
    <li
      id={`review-${review.id}`}
      aria-label={`${review.author.name}님의 리뷰`}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-amber-500" aria-label={`${review.score}점`}>
          {'★'.repeat(review.score)}
          <span className="text-stone-300">{'★'.repeat(5 - review.score)}</span>
        </span>
        <span className="font-semibold">{review.author.name}</span>
        <span className="text-stone-500">{day.format(new Date(String(review.createdAt)))}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.content}</p>
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
  );
}
