import { useQuery } from '@apollo/client/react';
import { LODGING_TYPES } from '@shim/common/lodging';
import { formatWon } from '@shim/common/money';
import { stayTotal } from '@shim/common/stay-offer';
import { Link } from 'react-router';
import { todayInSeoul } from '@shim/common/dates';
import { LandmarkNearbyStaysDocument } from '../../gql/graphql';
import { FEES_INCLUDED } from '../../lib/stay-labels';
import { defaultStay } from '../../lib/stay-query';
import { tonightHotelPath } from './landmark-links';

/** Beyond the spec: the six lodgings nearest the landmark, each with tonight's lowest stay total. */
export function NearbyStays({ landmarkId, location }: { landmarkId: string; location: string }) {
  // Tonight with the defaults of spec §9: the stay the server prices these lodgings for already.
  const { region: _region, ...tonight } = defaultStay(location, todayInSeoul());
  const { data } = useQuery(LandmarkNearbyStaysDocument, { variables: { id: landmarkId, tonight } });
  const stays = (data?.nearbyStays ?? []).map(({ distanceKm, hotel }) => ({ ...hotel, distanceKm }));
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="nearby-stays" className="space-y-3">
      <h2 id="nearby-stays" className="text-xl font-bold text-stone-900">
        가까운 숙소
      </h2>
      <p className="text-sm text-stone-500">오늘 밤 1박, 객실 1개 · 2명 기준 최저가</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {stays.map((stay) => (
          <li key={stay.id}>
            <Link
              to={tonightHotelPath(stay.id, location)}
              aria-label={stay.name}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 transition hover:shadow-lg hover:ring-brand-400"
            >
              <div className="aspect-[16/9] bg-stone-200">
                {stay.imageUrl && <img src={stay.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
              </div>
              <div className="flex flex-1 flex-col gap-0.5 p-3">
                <p className="text-xs font-medium text-brand-700">
                  {LODGING_TYPES[stay.type].label}
                  <span className="ml-2 text-stone-500">{`${stay.distanceKm.toFixed(1)}km`}</span>
                </p>
                <h3 className="font-semibold text-stone-900">{stay.name}</h3>
                <p className="text-xs text-stone-500">
                  {stay.avgScore != null ? `★ ${stay.avgScore.toFixed(1)} · ` : ''}
                  {`리뷰 ${stay.reviewCount}개`}
                </p>
                <p className="mt-auto pt-2 text-right">
                  {stay.minPrice != null ? (
                    <>
                      <span className="text-xs text-stone-500">오늘 밤 </span>
                      {/* Tonight is one night of one room: its price and the taxes and fees are the stay total. */}
                      <span className="text-lg font-extrabold text-stone-900">
                        {formatWon(stayTotal(stay.minPrice, 1))}
                      </span>
                      <span className="block text-xs text-stone-500">{FEES_INCLUDED}</span>
                    </>
                  ) : (
                    <span className="text-sm font-semibold text-stone-400">오늘 밤 매진</span>
                  )}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
