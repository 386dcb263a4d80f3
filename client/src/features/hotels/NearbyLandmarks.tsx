import { Link } from 'react-router';
import type { NearbyLandmarks_LandmarkFragment } from '../../gql/graphql';
import { romanizePlace } from '@shim/common/romanize';
import { useRomanizedName } from '../../components/LodgingName';
import { useT } from '../../i18n/I18nProvider';

/** The fields of `NearbyLandmarks_landmark` (hotel-detail.graphql). */
type Nearby = NearbyLandmarks_LandmarkFragment;

/** The six closest landmarks with distance and travel time at 20 km/h (spec §2). */
export function NearbyLandmarks({ landmarks }: { landmarks: Nearby[] }) {
  const t = useT();
  if (landmarks.length === 0) return null;
  return (
    <section aria-labelledby="nearby" className="space-y-3">
      <h2 id="nearby" className="text-xl font-bold text-stone-900">
        {t('lodging.nearby.title')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {landmarks.map((landmark) => (
          <li key={landmark.id}>
            <Link
              to={`/landmark/${landmark.id}`}
              className="flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200 hover:ring-brand-400"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-stone-900">{landmark.name}</span>
                <Romanized name={landmark.name} />
                <span className="text-xs text-stone-500">{landmark.category}</span>
              </span>
              <span className="shrink-0 text-right text-sm text-stone-600">
                {t('lodging.nearby.distance', { km: landmark.distanceKm.toFixed(1) })}
                <span className="block text-xs">
                  {t('lodging.nearby.minutes', { minutes: landmark.travelMinutes })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A landmark's name romanised for a visitor (the nearby list carries no server romanisation: the same rule here). */
function Romanized({ name }: { name: string }) {
  const romanized = useRomanizedName(name, romanizePlace(name));
  return romanized ? (
    <span lang="ko-Latn" className="block truncate text-xs text-stone-500">
      {romanized}
    </span>
  ) : null;
}
