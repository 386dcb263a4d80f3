import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useRegionName, useRomanizedName } from '../components/LodgingName';
import { ShareButton } from '../components/ShareButton';
import { LandmarkDetailDocument } from '../gql/graphql';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { LandmarkGallery } from '../features/landmarks/LandmarkGallery';
import { LandmarkTabs } from '../features/landmarks/LandmarkTabs';
import { NearbyStays } from '../features/landmarks/NearbyStays';
import { hashTags, nearbySearchPath } from '../features/landmarks/landmark-links';
import { LandmarkHead } from '../features/landmarks/LandmarkHead';
import { PlaceBreadcrumbs, PlaceMissing } from '../features/landmarks/PlacePage';
import { addressFor } from '../features/landmarks/place-words';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';

/** /landmark/{id} (spec §2): the server picks the row (id, else sheet row, else the first). */
export function LandmarkDetail() {
  const id = useParams().id ?? '';
  const t = useT();
  const locale = useLocale();
  const spec = useSpecMessages();
  const { data, loading } = useQuery(LandmarkDetailDocument, { variables: { id } });
  const landmark = data?.landmark;
  const regionName = useRegionName();
  const romanized = useRomanizedName(landmark?.name ?? '', landmark?.romanizedName);
  const section = { to: '/landmarks', label: t('places.landmarks.title') };

  if (loading && !landmark)
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-stone-500">
        {t('places.landmark.loading')}
      </p>
    );
  if (!landmark) return <PlaceMissing section={section} message={spec.landmarksMissing} />;
  // The search takes the stored Korean location; the visitor reads it romanised.
  const location = regionName(landmark.location);
  const address = addressFor(locale, landmark.basicAddress, landmark.location, regionName);

  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <LandmarkHead landmark={landmark} location={location} address={address} />
      <PlaceBreadcrumbs section={section} current={landmark.name} />

      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <LandmarkGallery name={landmark.name} images={landmark.images} />
          <header className="space-y-2">
            <ul aria-label={t('places.landmark.tags')} className="flex flex-wrap gap-2">
              {hashTags(landmark.tags, landmark.category).map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                  {tag}
                </li>
              ))}
            </ul>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h1 className="text-3xl font-bold text-stone-900">{landmark.name}</h1>
                {romanized && (
                  <p lang="ko-Latn" className="mt-1 font-medium text-stone-500">
                    {romanized}
                  </p>
                )}
              </div>
              {/* Its id's address, whichever spelling (sheet row) opened the page. */}
              <ShareButton title={landmark.name} text={location} url={`/landmark/${landmark.id}`} />
            </div>
            <p className="text-stone-600">{location}</p>
          </header>
          <LandmarkTabs landmark={landmark} address={address} />
        </div>
        <aside
          aria-label={t('places.stay.label')}
          className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24"
        >
          <p className="font-semibold text-stone-900">{t('places.stay.title', { location })}</p>
          <p className="mt-1 text-sm text-stone-500">{t('places.stay.defaults')}</p>
          <Link
            to={nearbySearchPath(landmark.location)}
            className="mt-4 block rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            {t('places.stay.find')}
          </Link>
        </aside>
      </div>

      <NearbyStays
        landmarkId={id}
        location={landmark.location}
        approx={(won) => <ApproxAmount won={won} locale={locale} className="block" />}
      />
    </article>
  );
}
