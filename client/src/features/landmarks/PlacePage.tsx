import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/I18nProvider';
import { useReportStatus } from '../../ssr/page-status';

interface Section {
  to: string;
  label: string;
}

/** 홈 > section > the place: the breadcrumbs of a landmark or heritage page (spec §2). */
export function PlaceBreadcrumbs({ section, current }: { section: Section; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('places.crumbs.label')} className="text-sm text-stone-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-brand-700">
            {t('places.crumbs.home')}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li>
          <Link to={section.to} className="hover:text-brand-700">
            {section.label}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li aria-current="page" className="font-medium text-stone-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** A place that cannot be shown: the message and the way back to its list. */
export function PlaceMissing({ section, message }: { section: Section; message: string }) {
  const t = useT();
  useReportStatus(404);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={section.label} />
      <p role="alert" className="text-stone-600">
        {message}
      </p>
      <Link to={section.to} className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t('places.missing.back', { section: section.label })}
      </Link>
    </section>
  );
}
