import { useQuery } from '@apollo/client/react';
import { Modal } from '../../components/Modal';
import { InquiryBoardPostDocument } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';
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
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const post = data?.inquiryBoardPost;
  const refusal = error && failureMessage(error, messages.inquiryLoadFailed);

  return (
    <Modal title={post?.title ?? title} open={id !== null} onClose={onClose}>
      {loading && <p className="py-6 text-center text-sm text-stone-500">{t('account.inquiries.loading')}</p>}
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
            <span>{format.instant(post.createdAt)}</span>
          </p>
          <p className="whitespace-pre-wrap text-stone-900">{post.content}</p>
          <div className="rounded-lg bg-stone-50 p-3">
            <p className="font-semibold">{t('account.inquiry.adminAnswer')}</p>
            {post.answer ? (
              <>
                <p className="mt-1 whitespace-pre-wrap">{post.answer}</p>
                {post.answeredAt && <p className="mt-1 text-xs text-stone-500">{format.instant(post.answeredAt)}</p>}
              </>
            ) : (
              <p className="mt-1 text-stone-500">{messages.inquiryWaitingAnswer}</p>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
