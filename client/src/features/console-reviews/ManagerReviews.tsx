import { useMutation, useQuery } from '@apollo/client/react';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { REVIEW_REPLY_MAX_LENGTH, deletionReasonProblem, replyProblem } from '@shim/common/review-moderation';
import { useId, useState, type FormEvent } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import {
  ManagerReviewsDocument,
  ReplyToReviewDocument,
  RequestReviewDeletionDocument,
  type ManagerReviewCard_ReviewFragment,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { ListState } from '../../components/ListState';
import { appendPage } from '../../lib/cursor-pages';
import { ReasonForm } from './ReasonForm';

const PAGE = 50;
const day = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

/** The manager's reviews (spec §2): the list, a reply form under each, and the deletion-request modal. */
export function ManagerReviews() {
  const { data, loading, error, fetchMore } = useQuery(ManagerReviewsDocument, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [asking, setAsking] = useState<ManagerReviewCard_ReviewFragment | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const page = data?.managerReviews;
  const reviews = page?.edges.map((edge) => edge.node) ?? [];

  function loadMore() {
    if (!page?.pageInfo.endCursor) return;
    void fetchMore({
      variables: { first: PAGE, after: page.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        managerReviews: appendPage(previous.managerReviews, fetchMoreResult.managerReviews),
      }),
    });
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">리뷰 관리</h1>
      <FormNotice notice={notice} />
      <ListState
        loading={loading && !page}
        error={error && !page ? CONSOLE_MESSAGES.managerReviewsLoadFailed : null}
        empty={reviews.length === 0}
        emptyText="아직 등록된 리뷰가 없습니다."
      >
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onAskDeletion={() => setAsking(review)} />
          ))}
        </ul>
      </ListState>
      {page?.pageInfo.hasNextPage && (
        <button
          type="button"
          onClick={loadMore}
          className="mx-auto block rounded-lg border border-stone-300 px-4 py-2 text-sm"
        >
          더 보기
        </button>
      )}
      <Modal title="리뷰 삭제 요청" open={asking !== null} onClose={() => setAsking(null)}>
        {asking && (
          <DeletionForm
            key={asking.id}
            review={asking}
            onDone={(message) => {
              setAsking(null);
              setNotice({ text: message, tone: 'success' });
            }}
          />
        )}
      </Modal>
    </div>
  );
}

function ReviewCard({ review, onAskDeletion }: { review: ManagerReviewCard_ReviewFragment; onAskDeletion(): void }) {
  return (
    <li className="rounded-xl border border-stone-200 p-4" aria-label={`${review.author.name}님의 리뷰`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium text-brand-700">{review.hotel.name}</p>
          <p className="text-sm">
            <span className="font-semibold">{review.author.name}</span>{' '}
            <span aria-label={`${review.score}점`} className="text-amber-500">
              {'★'.repeat(review.score)}
              <span className="text-stone-300">{'★'.repeat(5 - review.score)}</span>
            </span>{' '}
            <span className="text-stone-500">{day.format(new Date(review.createdAt))}</span>
          </p>
        </div>
        <DeletionState review={review} onAskDeletion={onAskDeletion} />
      </div>
      <p className="mt-2 whitespace-pre-line text-stone-800">{review.content}</p>
      {review.imageUrl && <img src={review.imageUrl} alt="리뷰 사진" className="mt-3 max-h-40 rounded-lg" />}
      {review.reply && (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
          <p className="font-semibold text-stone-700">
            숙소 답변{' '}
            {review.repliedAt && (
              <span className="font-normal text-stone-500">{day.format(new Date(review.repliedAt))}</span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-stone-700">{review.reply}</p>
        </div>
      )}
      <ReplyForm review={review} />
    </li>
  );
}

/** The request button only while there is no request; then its state (and the administrator's reason). */
function DeletionState({ review, onAskDeletion }: { review: ManagerReviewCard_ReviewFragment; onAskDeletion(): void }) {
  if (review.deletionStatus === 'PENDING') {
    return <span className="rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-800">삭제 요청 처리 중</span>;
  }
  if (review.deletionStatus === 'REJECTED') {
    return (
      <p className="max-w-xs rounded bg-red-50 px-2 py-1 text-xs text-red-800">
        <span className="font-semibold">삭제 요청 반려</span>
        {review.rejectionReason && <span className="block">사유: {review.rejectionReason}</span>}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={onAskDeletion}
      className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50"
    >
      삭제 요청
    </button>
  );
}

function ReplyForm({ review }: { review: ManagerReviewCard_ReviewFragment }) {
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? '');
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [send, { loading }] = useMutation(ReplyToReviewDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = replyProblem(reply);
    if (problem) {
      setNotice({ text: problem, tone: 'error' });
      return;
    }
    const input = { reviewId: review.id, reply: reply.trim() };
    const outcome = await runMutation(() => send({ variables: { input } }), CONSOLE_MESSAGES.replyFailed);
    setNotice(
      outcome.ok
        ? { text: outcome.data.data?.replyToReview.message ?? CONSOLE_MESSAGES.replySaved, tone: 'success' }
        : { text: outcome.message, tone: 'error' },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
      <label htmlFor={id} className="sr-only">
        답글
      </label>
      <textarea
        id={id}
        rows={2}
        value={reply}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        onChange={(event) => setReply(event.target.value)}
        placeholder="고객님께 답글을 남겨주세요."
        className="w-full rounded-lg border border-stone-300 p-2 text-sm"
      />
      <div className="flex items-center justify-between gap-2">
        <FormNotice notice={notice} />
        <button
          type="submit"
          disabled={loading}
          className="ml-auto rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white disabled:opacity-50"
        >
          {loading ? '등록 중…' : review.reply ? '답글 수정' : '답글 등록'}
        </button>
      </div>
    </form>
  );
}

function DeletionForm({ review, onDone }: { review: ManagerReviewCard_ReviewFragment; onDone(message: string): void }) {
  const [send, { loading }] = useMutation(RequestReviewDeletionDocument);

  return (
    <ReasonForm
      label="삭제 요청 사유"
      problemOf={deletionReasonProblem}
      failureText={CONSOLE_MESSAGES.deletionRequestFailed}
      submitLabel="삭제 요청 보내기"
      busyLabel="요청 중…"
      danger
      loading={loading}
      onSubmit={async (reason) => {
        const result = await send({ variables: { input: { reviewId: review.id, reason } } });
        onDone(result.data?.requestReviewDeletion.message ?? CONSOLE_MESSAGES.deletionRequested);
      }}
    >
      <blockquote className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
        <span className="font-semibold">{review.author.name}</span> · {review.content}
      </blockquote>
    </ReasonForm>
  );
}
