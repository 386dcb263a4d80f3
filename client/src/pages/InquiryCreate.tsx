import { Link } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../lib/session-context';
import { InquiryForm } from '../features/inquiries/InquiryForm';
import { useT } from '../i18n/I18nProvider';

/** /inquiry/create: members and guests write to the site (spec §2, §5). */
export function InquiryCreate() {
  const { user, checking } = useSession();
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle title={t('account.inquiryCreate.title')} />
      <div className="flex items-end justify-between gap-4">
        <h1 className="text-2xl font-extrabold text-stone-900">{t('account.inquiryCreate.title')}</h1>
        <Link to="/inquiries/board" className="text-sm font-medium text-brand-700 hover:underline">
          {t('account.board.title')}
        </Link>
      </div>
      <p className="mb-6 mt-2 text-sm text-stone-600">{t('account.inquiryCreate.intro')}</p>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {checking ? (
          <p role="status" className="py-10 text-center text-sm text-stone-500">
            {t('common.auth.verifying')}
          </p>
        ) : (
          <InquiryForm key={user?.id ?? 'guest'} user={user} />
        )}
      </div>
    </section>
  );
}
