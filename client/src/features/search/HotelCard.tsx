import { LODGING_TYPES } from '@shim/common/lodging';
import { formatWon } from '@shim/common/money';
import { Link } from 'react-router';
import type { HotelCard_HotelFragment } from '../../gql/graphql';
import { dayUseFreeCancelLabel, earliestStartLabel, type DayUseSlotView } from '../../lib/day-use-labels';
import { ratingLabel } from '../../lib/rating';
import { FEES_INCLUDED, freeCancellationLabel, stayScopeLabel } from '../../lib/stay-labels';

interface Props {
  /** The fields of `HotelCard_hotel` (hotel-card.graphql), priced for the page's stay. */
  hotel: HotelCard_HotelFragment;
  /** Nights and rooms of the page's stay: what the card's total covers. */
  nights: number;
  rooms: number;
  /** The stay's query string, carried to the detail page. */
  stayQuery: string;
  /** From the searched station or landmark (`강남역에서 0.8km`); null for other searches. */
  distance?: string | null;
  /** A 대실 search: the lodging's cheapest matching duration (`undefined` for nights, null when none fits). */
  dayUse?: DayUseSlotView | null;
  onToggleSaved(): void;
}

/**
 * One search result (spec §3): photo, name, type, stars, region, rating, reviews and the stay total: what the
 * cheapest room type costs for the search's nights and rooms, taxes and fees included, as checkout charges it.
 */
export function HotelCard({ hotel, nights, rooms, stayQuery, distance, dayUse, onToggleSaved }: Props) {
  const saved = hotel.wishlisted;
  const freeCancellation =
    dayUse === undefined
      ? freeCancellationLabel(hotel.freeCancellationUntil)
      : dayUseFreeCancelLabel(dayUse?.freeCancellationUntil);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-lg sm:flex-row">
      {/* The name is the link; its ::after covers the card, so the whole card opens the detail. */}
      <div className="flex flex-1 flex-col sm:flex-row">
        <div className="aspect-[4/3] shrink-0 bg-stone-200 sm:aspect-auto sm:h-auto sm:w-64">
          {hotel.imageUrl && <img src={hotel.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4 pr-14">
          <p className="text-xs font-medium text-brand-700">
            {LODGING_TYPES[hotel.type].label}
            {hotel.star ? (
              <span className="ml-2 text-amber-500">
                <span aria-hidden>{'★'.repeat(hotel.star)}</span>
                <span className="sr-only">{`${hotel.star}성`}</span>
              </span>
            ) : null}
          </p>
          <h3 className="text-lg font-bold text-stone-900">
            <Link to={`/hotel/${hotel.id}?${stayQuery}`} className="after:absolute after:inset-0">
              {hotel.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-500">
            {hotel.region}
            {distance && (
              <>
                <span aria-hidden> · </span>
                <span className="whitespace-nowrap font-medium text-stone-700">{distance}</span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm">
            {hotel.avgScore != null ? (
              <>
                <span className="rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                  {hotel.avgScore.toFixed(1)}
                </span>
                <span className="ml-1.5 font-semibold text-stone-800">{ratingLabel(hotel.avgScore)}</span>
              </>
            ) : (
              <span className="text-stone-500">아직 리뷰가 없어요</span>
            )}
            <span className="ml-1.5 text-stone-500">{`리뷰 ${hotel.reviewCount}개`}</span>
          </p>
          {freeCancellation && <p className="text-sm font-medium text-emerald-700">{freeCancellation}</p>}
          {dayUse !== undefined ? (
            <p className="mt-auto pt-3 text-right">
              <span className="block text-sm font-semibold text-brand-700">
                {dayUse ? earliestStartLabel(dayUse.starts) : '대실 마감'}
              </span>
              <span className="text-xl font-extrabold text-stone-900">
                {dayUse ? `${dayUse.label} ${formatWon(dayUse.price)}` : '—'}
              </span>
              <span className="block text-xs text-stone-500">{`객실 ${rooms}개 · ${FEES_INCLUDED}`}</span>
            </p>
          ) : (
            <p className="mt-auto pt-3 text-right">
              <span className="block text-xs text-stone-500">{`${stayScopeLabel(nights, rooms)} 총액`}</span>
              <span className="text-xl font-extrabold text-stone-900">
                {hotel.stayTotal == null ? '—' : formatWon(hotel.stayTotal)}
              </span>
              <span className="block text-xs text-stone-500">{FEES_INCLUDED}</span>
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? `${hotel.name} 찜 해제` : `${hotel.name} 찜하기`}
        onClick={onToggleSaved}
        className="absolute right-3 top-3 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-xl shadow ring-1 ring-stone-200 transition hover:scale-105"
      >
        <span aria-hidden className={saved ? 'text-rose-500' : 'text-stone-400'}>
          {saved ? '♥' : '♡'}
        </span>
      </button>
    </li>
  );
}
