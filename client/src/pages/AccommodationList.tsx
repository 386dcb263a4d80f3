import { useQuery } from '@apollo/client/react';
import { romanizePlace } from '@shim/common/romanize';
import { Link } from 'react-router';
import { useLocale, useT } from '../i18n/I18nProvider';
import { ListState } from '../components/ListState';
import { PageHead } from '../ssr/PageHead';
import { LodgingAreasDocument } from '../gql/graphql';
import { areaSearchPath } from '../features/search/lodging-areas';
import { placeName, POPULAR_REGIONS, regionBlurb } from '../features/search/popular-regions';
import { searchPathFor } from '../features/search/search-path';

/**
 * /accommodations (spec §2): the six popular regions, then every destination with lodgings, by 시·도, each
 * 시·도 and 시·군·구 linking to its search (today to tomorrow).
 */
export function AccommodationList() {
  const { data, loading, error } = useQuery(LodgingAreasDocument);
  const t = useT();
  const locale = useLocale();
  // Area names are Korean (the 시·도 and 시·군·구 of addresses): other languages read them romanised.
  const place = (name: string) => (locale === 'ko' ? name : romanizePlace(name));
  const areas = data?.lodgingAreas ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHead title={t('search.areas.title')} path="/accommodations" description={t('search.areas.description')} />
      <h1 className="text-3xl font-extrabold text-stone-900">{t('search.areas.title')}</h1>
      <p className="mt-2 text-stone-600">{t('search.areas.intro')}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {POPULAR_REGIONS.map((region) => (
          <li
            key={region.name}
            className={`flex flex-col justify-between gap-6 rounded-3xl bg-gradient-to-br ${region.tone} p-6 text-white shadow-sm`}
          >
            <div>
              {/* The name's other script above it: the English under Korean, the Korean under a translation. */}
              <p className="text-xs font-semibold uppercase tracking-widest text-white/80">
                {locale === 'ko' ? region.english : region.name}
              </p>
              <h2 className="mt-1 text-2xl font-bold">{placeName(t, region.name)}</h2>
              <p className="mt-2 text-white/90">{regionBlurb(t, region.name)}</p>
            </div>
            <Link
              to={searchPathFor(region.name)}
              className="self-start rounded-full bg-white px-5 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-white/90"
            >
              {t('search.areas.searchRegion', { region: placeName(t, region.name) })}
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="all-areas" className="mt-14">
        <h2 id="all-areas" className="text-2xl font-bold text-stone-900">
          {t('search.areas.all')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('search.areas.allIntro')}</p>
        <ListState
          loading={loading && !data}
          error={error ? t('search.areas.loadFailed') : null}
          empty={areas.length === 0}
          emptyText={t('search.areas.empty')}
        >
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map((area) => (
              <section
                key={area.name}
                aria-label={place(area.name)}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <h3 className="flex items-baseline justify-between gap-3">
                  <Link
                    to={areaSearchPath({ label: area.name, placeId: area.placeId })}
                    className="text-lg font-bold text-stone-900 hover:text-brand-700"
                  >
                    {place(area.name)}
                  </Link>
                  <span className="text-sm text-stone-500">
                    {t('search.areas.count', { count: area.lodgingCount })}
                  </span>
                </h3>
                {area.districts.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {area.districts.map((district) => (
                      <li key={district.label}>
                        <Link
                          to={areaSearchPath(district)}
                          aria-label={t('search.areas.district', {
                            name: place(district.label),
                            count: district.lodgingCount,
                          })}
                          className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1.5 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {place(district.name)}
                          <span className="text-xs text-stone-500">{district.lodgingCount}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </ListState>
      </section>
    </div>
  );
}
