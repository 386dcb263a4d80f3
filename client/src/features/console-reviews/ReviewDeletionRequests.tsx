import { useMutation, useQuery } from '@apollo/client/react';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { rejectionReasonProblem } from '@shim/common/review-moderation';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import {
  ApproveReviewDeletionDocument,
  RejectReviewDeletionDocument,
  ReviewDeletionRequestsDocument,
  type ReviewDeletionRequestsQuery,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { ListState } from '../../components/ListState';
import { ReasonForm } from './ReasonForm';

type Request = ReviewDeletionRequestsQuery['reviewDeletionRequests']['edges'][number]['node'];

const day = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

/** The administrator's review deletion requests (spec §2, §4): approve deletes the review, reject needs a reason. */
export function ReviewDeletionRequests() {
  const { data, loading, error, refetch } = useQuery(ReviewDeletionRequestsDocument, {
    variables: { first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveReviewDeletionDocument);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [approving, setApproving] = useState<Request | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const page = data?.reviewDeletionRequests;
  const requests = page?.edges.map((edge) => edge.node) ?? [];

  async function approveRequest(request: Request) {
    setApproving(null);
    setBusy(request.id);
    const outcome = await runMutation(async () => {
      const result = await approve({ variables: { input: { requestId: request.id } } });
      await refetch();
      return result.data?.approveReviewDeletion.message ?? CONSOLE_MESSAGES.deletionApproved;
    }, CONSOLE_MESSAGES.deletionApproveFailed);
    setNotice(outcome.ok ? { text: outcome.data, tone: 'success' } : { text: outcome.message, tone: 'error' });
    setBusy(null);
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">
        리뷰 삭제 요청 {page && <span className="text-base font-medium text-stone-500">{page.totalCount}건</span>}
      </h1>
      <FormNotice notice={notice} />
      <ListState
        loading={loading && !page}
        error={error && !page ? CONSOLE_MESSAGES.deletionRequestsLoadFailed : null}
        empty={requests.length === 0}
        emptyText="처리할 삭제 요청이 없습니다."
      >
        <ul className="space-y-4">
          {requests.map((request) => (
            <li
              key={request.id}
              aria-label={`삭제 요청 ${request.id}`}
              className="rounded-xl border border-stone-200 p-4"
            >
              <p className="text-xs text-stone-500">
                {request.review.hotel.name} · 요청 {day.format(new Date(request.requestedAt))}
                {request.managerName && ` · ${request.managerName}`}
              </p>
              <p className="mt-2 text-sm">
                <span className="font-semibold">{request.review.author.name}</span>{' '}
                <span className="text-amber-500" aria-label={`${request.review.score}점`}>
                  {'★'.repeat(request.review.score)}
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line text-stone-800">{request.review.content}</p>
              <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <span className="font-semibold">요청 사유 </span>
                {request.reason}
              </p>
              <div className="mt-3 flex justify-end gap-2">
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => setRejecting(request)}
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 disabled:opacity-50"
                >
                  반려
                </button>
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => setApproving(request)}
                  className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
                >
                  {busy === request.id ? '삭제 중…' : '승인 (리뷰 삭제)'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <Modal title="삭제 요청 반려" open={rejecting !== null} onClose={() => setRejecting(null)}>
        {rejecting && (
          <RejectForm
            key={rejecting.id}
            request={rejecting}
            onDone={async (message) => {
              setRejecting(null);
              setNotice({ text: message, tone: 'success' });
              await refetch();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={approving !== null}
        title="리뷰 삭제"
        message={CONSOLE_MESSAGES.confirmReviewDeletion}
        confirmLabel="삭제하기"
        tone="danger"
        onConfirm={() => approving && void approveRequest(approving)}
        onCancel={() => setApproving(null)}
      />
    </div>
  );
}

function RejectForm({ request, onDone }: { request: Request; onDone(message: string): Promise<void> }) {
  const [reject, { loading }] = useMutation(RejectReviewDeletionDocument);

  return (
    <ReasonForm
      label="반려 사유 (숙소 관리자에게 보입니다)"
      problemOf={rejectionReasonProblem}
      failureText={CONSOLE_MESSAGES.deletionRejectFailed}
      submitLabel="반려하기"
      busyLabel="처리 중…"
      loading={loading}
      onSubmit={async (reason) => {
        const result = await reject({ variables: { input: { requestId: request.id, reason } } });
        await onDone(result.data?.rejectReviewDeletion.message ?? CONSOLE_MESSAGES.deletionRejected);
      }}
    />
  );
}
