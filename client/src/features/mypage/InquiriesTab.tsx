import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { MyInquiriesDocument, type MyInquiry_InquiryFragment } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { ListState } from '../../components/ListState';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';

/** The fields of `MyInquiry_inquiry` (my-inquiries.graphql). */
type Inquiry = MyInquiry_InquiryFragment;

/** A member's inquiries fit one page of the connection (its largest). */
const INQUIRIES_PAGE = 100;

/** The message key of an inquiry's state. */
const statusKey = (inquiry: Inquiry) =>
  inquiry.status === 'ANSWERED' ? 'account.inquiry.status.answered' : 'account.inquiry.status.waiting';

/** The member's inquiries with a detail dialog (spec §2); a 401 is the session's to report, not this list's. */
export function InquiriesTab() {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  // From the cache at once and asked again: an answer given since shows.
  const { data, loading, error } = useQuery(MyInquiriesDocument, {
    variables: { first: INQUIRIES_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<Inquiry | null>(null);
  const inquiries = data?.myInquiries.edges.map((edge) => edge.node) ?? [];
  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? messages.inquiriesLoadFailed : null;

  return (
    <ListState
      loading={loading && !data}
      error={loadError}
      empty={inquiries.length === 0}
      emptyText={t('account.inquiries.empty')}
    >
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <button
              type="button"
              onClick={() => setOpen(inquiry)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-stone-50"
            >
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${inquiry.status === 'ANSWERED' ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600'}`}
              >
                {t(statusKey(inquiry))}
              </span>
              <span className="flex-1 truncate font-medium">
                {inquiry.secret && <span aria-label={t('account.inquiry.secret')}>🔒 </span>}
                {inquiry.title}
              </span>
              <span className="shrink-0 text-xs text-stone-500">{format.instantDate(inquiry.createdAt)}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal title={open?.title ?? ''} open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <div className="space-y-4 text-sm">
            <p className="text-stone-500">
              {format.instant(open.createdAt)} · {t(statusKey(open))}
            </p>
            <p className="whitespace-pre-wrap">{open.content}</p>
            <div className="rounded-lg bg-stone-50 p-3">
              <p className="font-semibold">{t('account.inquiries.answer')}</p>
              {open.answer ? (
                <>
                  <p className="mt-1 whitespace-pre-wrap">{open.answer}</p>
                  {open.answeredAt && <p className="mt-1 text-xs text-stone-500">{format.instant(open.answeredAt)}</p>}
                </>
              ) : (
                <p className="mt-1 text-stone-500">{t('account.inquiries.waiting')}</p>
              )}
            </div>
          </div>
        )}
      </Modal>
    </ListState>
  );
}
