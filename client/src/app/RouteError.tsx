import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useT } from '../i18n/I18nProvider';

/**
 * What a route shows when its page fails to load or render (a chunk gone after a deploy, a bug): the page's
 * words, a retry that reloads (a stale chunk needs a fresh index.html) and a way home, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  // The error stays in the console for whoever reports it; the person sees words, not a stack.
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? 'common.notFound.heading' : 'common.error.title');
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">{t('common.error.body')}</p>
      <div className="mt-8 flex items-center justify-center gap-6">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('common.error.retry')}
        </button>
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
