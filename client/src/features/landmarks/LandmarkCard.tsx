import { Link } from 'react-router';
import type { LandmarkListQuery } from '../../gql/graphql';
import { useRegionName, useRomanizedName } from '../../components/LodgingName';
import { LandmarkImage } from './LandmarkImage';

type Landmark = LandmarkListQuery['landmarks']['edges'][number]['node'];

/** A landmark of the list: photo, category, name, location and summary; opens /landmark/{id}. */
export function LandmarkCard({ landmark }: { landmark: Landmark }) {
  const romanized = useRomanizedName(landmark.name, landmark.romanizedName);
  const regionName = useRegionName();
  return (
    <li>
      <Link
        to={`/landmark/${landmark.id}`}
        aria-label={landmark.name}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg"
      >
        <LandmarkImage key={landmark.images[0] ?? ''} src={landmark.images[0]} alt="" className="aspect-[4/3] w-full" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium text-brand-700">{landmark.category}</p>
          <h3 className="font-semibold text-stone-900">{landmark.name}</h3>
          {romanized && (
            <p lang="ko-Latn" className="text-xs text-stone-500">
              {romanized}
            </p>
          )}
          <p className="text-sm text-stone-500">{regionName(landmark.location)}</p>
          <p className="mt-1 line-clamp-2 text-sm text-stone-600">{landmark.description}</p>
        </div>
      </Link>
    </li>
  );
}
