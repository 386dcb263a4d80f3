import { Link } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useT } from '../i18n/I18nProvider';
import { useReportStatus } from '../ssr/page-status';

/** The not-found page: any unknown path, and a route's address no record can have (`/hotel/abc`). */
export function NotFound({ message }: { message?: string }) {
  // The catch-all route answers 404 by itself; a known route showing this page says so here.
  useReportStatus(404);
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={t('common.notFound.title')} />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('common.notFound.heading')}</h1>
      {message ? (
        <p role="alert" className="mt-2 text-stone-600">
          {message}
        </p>
      ) : (
        <p className="mt-2 text-stone-600">{t('common.notFound.body')}</p>
      )}
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 hover:underline">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
