import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { Link, useParams } from 'react-router';
import { ShareButton } from '../components/ShareButton';
import { LandmarkDetailDocument } from '../gql/graphql';
import { LandmarkGallery } from '../features/landmarks/LandmarkGallery';
import { LandmarkTabs } from '../features/landmarks/LandmarkTabs';
import { NearbyStays } from '../features/landmarks/NearbyStays';
import { hashTags, nearbySearchPath } from '../features/landmarks/landmark-links';
import { LandmarkHead } from '../features/landmarks/LandmarkHead';
import { PlaceBreadcrumbs, PlaceMissing } from '../features/landmarks/PlacePage';

const LANDMARKS = { to: '/landmarks', label: '랜드마크' };

/** /landmark/{id} (spec §2): the server picks the row (id, else sheet row, else the first). */
export function LandmarkDetail() {
  const id = useParams().id ?? '';
  const { data, loading } = useQuery(LandmarkDetailDocument, { variables: { id } });
  const landmark = data?.landmark;

  if (loading && !landmark)
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-stone-500">
        랜드마크 정보를 불러오는 중입니다…
      </p>
    );
  if (!landmark) return <PlaceMissing section={LANDMARKS} message={MESSAGES.landmarksMissing} />;

  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <LandmarkHead landmark={landmark} />
      <PlaceBreadcrumbs section={LANDMARKS} current={landmark.name} />

      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <LandmarkGallery name={landmark.name} images={landmark.images} />
          <header className="space-y-2">
            <ul aria-label="태그" className="flex flex-wrap gap-2">
              {hashTags(landmark.tags, landmark.category).map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                  {tag}
                </li>
              ))}
            </ul>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-3xl font-bold text-stone-900">{landmark.name}</h1>
              {/* Its id's address, whichever spelling (sheet row) opened the page. */}
              <ShareButton title={landmark.name} text={landmark.location} url={`/landmark/${landmark.id}`} />
            </div>
            <p className="text-stone-600">{landmark.location}</p>
          </header>
          <LandmarkTabs landmark={landmark} />
        </div>
        <aside
          aria-label="근처 숙소"
          className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24"
        >
          <p className="font-semibold text-stone-900">{`${landmark.location}에서 머물기`}</p>
          <p className="mt-1 text-sm text-stone-500">오늘부터 1박, 객실 1개 · 2명으로 찾아봐요.</p>
          <Link
            to={nearbySearchPath(landmark.location)}
            className="mt-4 block rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            근처 숙소 찾기
          </Link>
        </aside>
      </div>

      <NearbyStays landmarkId={id} location={landmark.location} />
    </article>
  );
}
