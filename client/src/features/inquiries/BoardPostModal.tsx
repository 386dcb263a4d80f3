import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { Modal } from '../../components/Modal';
import { InquiryBoardPostDocument } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { formatInstant } from '../../lib/korean-date';
import { InquiryStatusBadge } from './InquiryStatusBadge';

/**
 * One board post, asked of the server when opened: a secret one the caller may not read comes back as
 * a refusal with its reason, which is shown instead of the post.
 */
export function BoardPostModal({ id, title, onClose }: { id: number | null; title: string; onClose(): void }) {
  const { data, loading, error } = useQuery(InquiryBoardPostDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const post = data?.inquiryBoardPost;
  const refusal = error && failureMessage(error, MESSAGES.inquiryLoadFailed);

  return (
    <Modal title={post?.title ?? title} open={id !== null} onClose={onClose}>
      {loading && <p className="py-6 text-center text-sm text-stone-500">불러오는 중…</p>}
      {refusal && (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          🔒 {refusal}
        </p>
      )}
      {post && !loading && !refusal && (
        <div className="space-y-4 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-stone-500">
            <InquiryStatusBadge status={post.status} />
            <span>{post.authorName}</span>
            <span>·</span>
            <span>{formatInstant(post.createdAt)}</span>
          </p>
          <p className="whitespace-pre-wrap text-stone-900">{post.content}</p>
          <div className="rounded-lg bg-stone-50 p-3">
            <p className="font-semibold">관리자 답변</p>
            {post.answer ? (
              <>
                <p className="mt-1 whitespace-pre-wrap">{post.answer}</p>
                {post.answeredAt && <p className="mt-1 text-xs text-stone-500">{formatInstant(post.answeredAt)}</p>}
              </>
            ) : (
              <p className="mt-1 text-stone-500">{MESSAGES.inquiryWaitingAnswer}</p>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
