import { LODGING_TYPE_KEYS } from '@shim/common/lodging';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../i18n/I18nProvider';
import { PageHead } from '../ssr/PageHead';
import { placeName, POPULAR_REGIONS, regionBlurb } from '../features/search/popular-regions';
import { SearchBar } from '../features/search/SearchBar';
import { searchPathFor } from '../features/search/search-path';

// Below the fold: its chunk (and its query's document) loads after the page; a server-rendered slider keeps its
// HTML and hydrates when the chunk arrives.
const LandmarkSlider = lazy(async () => ({
  default: (await import('../features/landmarks/LandmarkSlider')).LandmarkSlider,
}));

export function MainPage() {
  const { search } = useLocation();
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageHead path="/" description={t('main.description')} />
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-sky-600 text-white">
        <div
          aria-hidden
          className="absolute -right-24 -top-24 -z-10 size-96 rounded-full bg-white/10 blur-3xl sm:size-[32rem]"
        />
        <div aria-hidden className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-sky-300/20 blur-3xl" />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
          <div>
            <p className="text-sm font-semibold tracking-[0.3em] text-brand-100">SHIM, KOREA</p>
            <h1 className="mt-4 text-5xl font-extrabold tracking-tight sm:text-6xl">{t('common.brand')}</h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/85">
              {t('main.hero.tagline')}
              <br />
              {t('main.hero.lead')}
            </p>
            <div className="mt-8">
              <SearchBar key={search} />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to="/accommodations"
                className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-lg shadow-black/10 transition hover:bg-brand-50"
              >
                {t('main.hero.browseRegions')}
              </Link>
              <Link
                to="/landmarks"
                className="rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
              >
                {t('main.hero.browseLandmarks')}
              </Link>
            </div>
          </div>
          <aside className="hidden rounded-3xl border border-white/20 bg-white/10 p-6 backdrop-blur-md lg:block">
            <p className="text-sm font-semibold text-brand-100">{t('main.hero.typesTitle')}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {LODGING_TYPE_KEYS.map((type) => (
                <li key={type} className="rounded-full bg-white/15 px-3 py-1.5 text-sm">
                  {t(`common.lodgingType.${type}`)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section aria-labelledby="popular-regions" className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="popular-regions" className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {t('main.regions.title')}
            </h2>
            <p className="mt-2 text-stone-600">{t('main.regions.lead')}</p>
          </div>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {POPULAR_REGIONS.map((region) => (
            <li key={region.name}>
              <Link
                to={searchPathFor(region.name)}
                className={`group flex h-40 flex-col justify-end rounded-2xl bg-gradient-to-br ${region.tone} p-5 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:h-48`}
              >
                {/* The other name beside the page's: the English in Korean, the Korean in other languages. */}
                <span
                  lang={locale === 'ko' ? 'en' : 'ko'}
                  className="text-xs font-semibold uppercase tracking-widest text-white/80"
                >
                  {locale === 'ko' ? region.english : region.name}
                </span>
                <span className="text-2xl font-bold">{placeName(t, region.name)}</span>
                <span className="mt-1 hidden text-sm text-white/90 sm:block">{regionBlurb(t, region.name)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={null}>
        <LandmarkSlider />
      </Suspense>
    </>
  );
}
