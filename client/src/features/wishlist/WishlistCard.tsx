import { LODGING_TYPES } from '@shim/common/lodging';
import { stayTotal } from '@shim/common/stay-offer';
import { Link } from 'react-router';
import type { WishlistCard_HotelFragment } from '../../gql/graphql';
import { FEES_INCLUDED, perNightLabel, stayTotalLabel } from '../../lib/stay-labels';

/** The fields of `WishlistCard_hotel` (wishlist.graphql). */
export type WishlistHotel = WishlistCard_HotelFragment;

/**
 * A wishlisted lodging; the card leads to its detail with the bar's stay. Priced for the stay, it shows the stay
 * total (as the search card); without one (dates refused), one night of one room from its lowest base price.
 */
export function WishlistCard(props: { hotel: WishlistHotel; nights: number; to: string; onRemove(): void }) {
  const { hotel, nights, to, onRemove } = props;
  const price =
    hotel.minPrice === null
      ? null
      : hotel.stayTotal != null
        ? stayTotalLabel(nights, hotel.stayTotal)
        : perNightLabel(stayTotal(hotel.minPrice, 1));
  return (
    <li className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link to={to} className="block hover:opacity-95">
        {hotel.imageUrl ? (
          <img src={hotel.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div aria-hidden className="aspect-[4/3] w-full bg-stone-100" />
        )}
        <div className="p-4">
          <p className="text-xs text-stone-500">{`${LODGING_TYPES[hotel.type].label} · ${hotel.region}`}</p>
          <p className="mt-1 font-semibold">{hotel.name}</p>
          <p className="mt-1 text-sm text-stone-600">
            {hotel.avgScore === null ? '리뷰 없음' : `★ ${hotel.avgScore.toFixed(1)} (${hotel.reviewCount})`}
          </p>
          <p className="mt-2 font-bold">{price ?? '예약 가능한 객실 없음'}</p>
          {price && <p className="text-xs text-stone-500">{FEES_INCLUDED}</p>}
        </div>
      </Link>
      <div className="border-t border-stone-100 px-4 py-2 text-right">
        <button type="button" onClick={onRemove} className="text-sm font-medium text-red-700 hover:underline">
          찜 해제
        </button>
      </div>
    </li>
  );
}
