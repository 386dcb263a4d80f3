import { Link } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { PageTitle } from './PageTitle';

/** What a route shows until its feature is built: its name and a plain notice. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  const messages = useSpecMessages();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title={title} />
      <span aria-hidden className="mb-6 grid size-16 place-items-center rounded-full bg-brand-50 text-3xl">
        🛠️
      </span>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-stone-600">{messages.pageInPreparation}</p>
      <Link to="/" className="mt-8 text-sm font-medium text-brand-700 hover:underline">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
