import { useQuery } from '@apollo/client/react';
import { stayTotal } from '@shim/common/stay-offer';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { todayInSeoul } from '@shim/common/dates';
import { LodgingName } from '../../components/LodgingName';
import { LandmarkNearbyStaysDocument } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { defaultStay } from '../../lib/stay-query';
import { tonightHotelPath } from './landmark-links';

/**
 * Beyond the spec: the six lodgings nearest the landmark, each with tonight's lowest stay total (and, from the
 * page, its approximate amount). Lodging types and the fees note are the `lodging` catalogue's: the landmark
 * page loads it (router.tsx).
 */
export function NearbyStays({
  landmarkId,
  location,
  approx,
}: {
  landmarkId: string;
  location: string;
  /** The page's approximate amount in the visitor's currency, after a won amount. */
  approx?: (won: number) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  // Tonight with the defaults of spec §9: the stay the server prices these lodgings for already.
  const { region: _region, ...tonight } = defaultStay(location, todayInSeoul());
  const { data } = useQuery(LandmarkNearbyStaysDocument, { variables: { id: landmarkId, tonight } });
  const stays = (data?.nearbyStays ?? []).map(({ distanceKm, hotel }) => ({ ...hotel, distanceKm }));
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="nearby-stays" className="space-y-3">
      <h2 id="nearby-stays" className="text-xl font-bold text-stone-900">
        {t('places.nearby.title')}
      </h2>
      <p className="text-sm text-stone-500">{t('places.nearby.basis')}</p>
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
                  {t(`lodging.type.${stay.type}`)}
                  <span className="ml-2 text-stone-500">
                    {t('places.nearby.distance', { km: stay.distanceKm.toFixed(1) })}
                  </span>
                </p>
                <h3 className="font-semibold text-stone-900">
                  <LodgingName name={stay.name} romanizedName={stay.romanizedName} />
                </h3>
                <p className="text-xs text-stone-500">
                  {stay.avgScore != null ? `★ ${stay.avgScore.toFixed(1)} · ` : ''}
                  {t('places.nearby.reviews', { count: stay.reviewCount })}
                </p>
                <p className="mt-auto pt-2 text-right">
                  {stay.minPrice != null ? (
                    <>
                      <span className="text-xs text-stone-500">{`${t('places.nearby.tonight')} `}</span>
                      {/* Tonight is one night of one room: its price and the taxes and fees are the stay total. */}
                      <span className="text-lg font-extrabold text-stone-900">
                        {format.won(stayTotal(stay.minPrice, 1))}
                      </span>
                      {approx?.(stayTotal(stay.minPrice, 1))}
                      <span className="block text-xs text-stone-500">{t('lodging.price.feesIncluded')}</span>
                    </>
                  ) : (
                    <span className="text-sm font-semibold text-stone-400">{t('places.nearby.soldOut')}</span>
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
