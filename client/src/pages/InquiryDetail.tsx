import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormNotice } from '../components/FormNotice';
import { PageTitle } from '../components/PageTitle';
import { AnswerForm } from '../features/inquiries/AnswerForm';
import { InquiryStatusBadge } from '../features/inquiries/InquiryStatusBadge';
import { AdminInquiryDocument } from '../gql/graphql';
import { failureMessage } from '../lib/errors';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/format';
import { useSpecMessages } from '../i18n/spec-messages';

/**
 * /inquiry/:id: the administrator's view of one inquiry (spec §2): author with member / non-member,
 * e-mail or phone, the content, and the answer with its date, or the answer form.
 */
export function InquiryDetail() {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AdminInquiryDocument, {
    variables: { id },
    skip: !valid,
    // An answer given here updates the cached inquiry (its payload); one given elsewhere shows after this.
    fetchPolicy: 'cache-and-network',
  });
  const inquiry = data?.adminInquiry;
  // What the answer just given became: stored, and its mail queued when the author left an address.
  const [saved, setSaved] = useState<string | null>(null);
  const failure = !valid ? messages.inquiryNotFound : error && failureMessage(error, messages.inquiryLoadFailed);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle title={t('account.inquiryDetail.title')} />
      <Link to="/inquiry" className="text-sm font-medium text-brand-700 hover:underline">
        {t('account.inquiryDetail.back')}
      </Link>
      {failure && (
        <p role="alert" className="py-16 text-center text-sm text-red-700">
          {failure}
        </p>
      )}
      {loading && !inquiry && (
        <p className="py-16 text-center text-sm text-stone-500">{t('account.inquiries.loading')}</p>
      )}
      {inquiry && !failure && (
        <article className="mt-4 space-y-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <header className="space-y-3">
            <div className="flex items-center gap-2">
              <InquiryStatusBadge status={inquiry.status} />
              {inquiry.secret && <span className="text-xs text-stone-500">🔒 {t('account.inquiry.secret')}</span>}
            </div>
            <h1 className="text-2xl font-extrabold text-stone-900">{inquiry.title}</h1>
            <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-stone-500">{t('account.board.column.author')}</dt>
              <dd>
                {inquiry.authorName}{' '}
                <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">
                  {inquiry.isMember ? t('account.inquiry.member') : t('account.inquiry.guest')}
                </span>
              </dd>
              {inquiry.isMember ? (
                <>
                  <dt className="text-stone-500">{t('account.inquiryDetail.email')}</dt>
                  <dd>{inquiry.email ?? '-'}</dd>
                </>
              ) : (
                <>
                  <dt className="text-stone-500">{t('account.inquiryDetail.phone')}</dt>
                  <dd>{inquiry.phoneNumber ?? '-'}</dd>
                </>
              )}
              {!inquiry.isMember && (
                <>
                  <dt className="text-stone-500">{t('account.inquiryForm.contactEmail')}</dt>
                  <dd>{inquiry.contactEmail ?? '-'}</dd>
                </>
              )}
              <dt className="text-stone-500">{t('account.board.column.date')}</dt>
              <dd>{format.instant(inquiry.createdAt)}</dd>
            </dl>
          </header>
          <p className="whitespace-pre-wrap border-t border-stone-100 pt-6 text-stone-900">{inquiry.content}</p>
          <div className="border-t border-stone-100 pt-6">
            {inquiry.answer ? (
              <div className="rounded-lg bg-stone-50 p-4 text-sm">
                <p className="font-semibold">{t('account.inquiry.adminAnswer')}</p>
                <p className="mt-2 whitespace-pre-wrap">{inquiry.answer}</p>
                {inquiry.answeredAt && (
                  <p className="mt-2 text-xs text-stone-500">
                    {t('account.inquiryDetail.answeredAt', { date: format.instant(inquiry.answeredAt) })}
                  </p>
                )}
              </div>
            ) : (
              <AnswerForm
                inquiryId={inquiry.id}
                onAnswered={() => {
                  setSaved(inquiry.email ? messages.inquiryAnswerSavedMailQueued : messages.inquiryAnswerSaved);
                  void refetch();
                }}
              />
            )}
            <div className="mt-3">
              <FormNotice notice={saved ? { text: saved, tone: 'success' } : null} />
            </div>
          </div>
        </article>
      )}
    </section>
  );
}
