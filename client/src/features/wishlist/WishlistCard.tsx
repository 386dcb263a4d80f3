import { stayTotal } from '@shim/common/stay-offer';
import { Link } from 'react-router';
import { LodgingName, useRegionName } from '../../components/LodgingName';
import { PriceNote } from '../../components/PriceNote';
import type { WishlistCard_HotelFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';

/** The fields of `WishlistCard_hotel` (wishlist.graphql). */
export type WishlistHotel = WishlistCard_HotelFragment;

/**
 * A wishlisted lodging; the card leads to its detail with the bar's stay. Priced for the stay, it shows the stay
 * total (as the search card); without one (dates refused), one night of one room from its lowest base price.
 */
export function WishlistCard(props: { hotel: WishlistHotel; nights: number; to: string; onRemove(): void }) {
  const { hotel, nights, to, onRemove } = props;
  const t = useT();
  const { won } = useFormat();
  const regionName = useRegionName();
  // Priced for the stay: its total; without one: one night of one room from the lowest base price.
  const amount =
    hotel.minPrice === null ? null : hotel.stayTotal != null ? hotel.stayTotal : stayTotal(hotel.minPrice, 1);
  const price =
    amount === null
      ? null
      : hotel.stayTotal != null
        ? t('search.wishlist.stayTotal', { nights, total: won(amount) })
        : t('search.wishlist.perNight', { price: won(amount) });
  return (
    <li className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link to={to} className="block hover:opacity-95">
        {hotel.imageUrl ? (
          <img src={hotel.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div aria-hidden className="aspect-[4/3] w-full bg-stone-100" />
        )}
        <div className="p-4">
          <p className="text-xs text-stone-500">{`${t(`search.type.${hotel.type}`)} · ${regionName(hotel.region)}`}</p>
          <p className="mt-1 font-semibold">
            <LodgingName name={hotel.name} romanizedName={hotel.romanizedName} />
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {hotel.avgScore === null
              ? t('search.wishlist.noReviews')
              : `★ ${hotel.avgScore.toFixed(1)} (${hotel.reviewCount})`}
          </p>
          <p className="mt-2 font-bold">{price ?? t('search.wishlist.noRooms')}</p>
          {amount !== null && <PriceNote won={amount} className="block" />}
          {price && <p className="text-xs text-stone-500">{t('search.card.feesIncluded')}</p>}
        </div>
      </Link>
      <div className="border-t border-stone-100 px-4 py-2 text-right">
        <button type="button" onClick={onRemove} className="text-sm font-medium text-red-700 hover:underline">
          {t('search.wishlist.remove')}
        </button>
      </div>
    </li>
  );
}
