import { heritageById } from '@shim/common/heritage';
import { Link, useParams } from 'react-router';
import { HeritageImage } from '../features/heritage/HeritageImage';
import { heritageIn } from '../features/heritage/heritage-words';
import { nearbySearchPath } from '../features/landmarks/landmark-links';
import { PlaceHead } from '../features/landmarks/LandmarkHead';
import { PlaceBreadcrumbs, PlaceMissing } from '../features/landmarks/PlacePage';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';

/** /heritage/{id} (spec §2): image, name, location, intro and the same "find nearby stays" link. */
export function HeritageDetail() {
  const t = useT();
  const spec = useSpecMessages();
  const stored = heritageById(Number(useParams().id));
  const section = { to: '/heritage', label: t('places.heritage.title') };
  if (!stored) return <PlaceMissing section={section} message={spec.heritageNotFound} />;
  const item = heritageIn(t, stored);

  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PlaceHead
        place={{
          id: String(item.id),
          name: item.name,
          location: item.location,
          description: item.description,
          images: [item.image],
        }}
        section={{ path: '/heritage', label: section.label }}
      />
      <PlaceBreadcrumbs section={section} current={item.name} />
      <HeritageImage
        src={item.image}
        alt={t('places.heritage.picture', { name: item.name })}
        className="aspect-[16/9] w-full rounded-3xl"
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold text-stone-900">{item.name}</h1>
          <p className="text-stone-600">{item.location}</p>
          <p className="leading-relaxed text-stone-700">{item.description}</p>
        </div>
        <aside
          aria-label={t('places.stay.label')}
          className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <p className="font-semibold text-stone-900">{t('places.stay.title', { location: item.location })}</p>
          {/* The search takes the stored Korean location. */}
          <Link
            to={nearbySearchPath(stored.location)}
            className="mt-4 block rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            {t('places.stay.find')}
          </Link>
        </aside>
      </div>
    </article>
  );
}
