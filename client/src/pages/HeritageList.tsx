import { HERITAGE } from '@shim/common/heritage';
import { Link } from 'react-router';
import { PageHead } from '../ssr/PageHead';
import { HeritageImage } from '../features/heritage/HeritageImage';
import { heritageIn } from '../features/heritage/heritage-words';
import { useT } from '../i18n/I18nProvider';

/** /heritage (spec §2): the three heritage sites as cards to their pages. */
export function HeritageList() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead title={t('places.heritage.title')} path="/heritage" description={t('places.heritage.description')} />
      <h1 className="text-3xl font-bold text-stone-900">{t('places.heritage.title')}</h1>
      <p className="mt-2 text-stone-600">{t('places.heritage.intro')}</p>
      <ul aria-label={t('places.heritage.list')} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HERITAGE.map((stored) => heritageIn(t, stored)).map((item) => (
          <li key={item.id}>
            <Link
              to={`/heritage/${item.id}`}
              aria-label={item.name}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <HeritageImage src={item.image} alt="" className="aspect-[4/3] w-full" />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <h2 className="font-semibold text-stone-900">{item.name}</h2>
                <p className="text-sm text-stone-500">{item.location}</p>
                <p className="mt-1 line-clamp-2 text-sm text-stone-600">{item.description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
