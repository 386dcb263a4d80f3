import { heritageById } from '@shim/common/heritage';
import { MESSAGES } from '@shim/common/messages';
import { Link, useParams } from 'react-router';
import { HeritageImage } from '../features/heritage/HeritageImage';
import { nearbySearchPath } from '../features/landmarks/landmark-links';
import { PlaceHead } from '../features/landmarks/LandmarkHead';
import { PlaceBreadcrumbs, PlaceMissing } from '../features/landmarks/PlacePage';

const HERITAGE = { to: '/heritage', label: '문화유산' };

/** /heritage/{id} (spec §2): image, name, location, intro and the same "find nearby stays" link. */
export function HeritageDetail() {
  const item = heritageById(Number(useParams().id));
  if (!item) return <PlaceMissing section={HERITAGE} message={MESSAGES.heritageNotFound} />;

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
        section={{ path: '/heritage', label: HERITAGE.label }}
      />
      <PlaceBreadcrumbs section={HERITAGE} current={item.name} />
      <HeritageImage src={item.image} alt={`${item.name} 그림`} className="aspect-[16/9] w-full rounded-3xl" />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold text-stone-900">{item.name}</h1>
          <p className="text-stone-600">{item.location}</p>
          <p className="leading-relaxed text-stone-700">{item.description}</p>
        </div>
        <aside aria-label="근처 숙소" className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <p className="font-semibold text-stone-900">{`${item.location}에서 머물기`}</p>
          <Link
            to={nearbySearchPath(item.location)}
            className="mt-4 block rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            근처 숙소 찾기
          </Link>
        </aside>
      </div>
    </article>
  );
}
