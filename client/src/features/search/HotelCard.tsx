import { seoulClock } from '@shim/common/day-use';
import { Link } from 'react-router';
import { LodgingName, useRegionName } from '../../components/LodgingName';
import { PriceNote } from '../../components/PriceNote';
import type { HotelCard_HotelFragment } from '../../gql/graphql';
import { seoulMidnight, useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import type { DayUseSlotView } from '../../lib/day-use-labels';
import { useRatingLabel } from './rating-label';
import { lodgingTypeLabel } from './result-view';

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
  const t = useT();
  const { won } = useFormat();
  const regionName = useRegionName();
  const rating = useRatingLabel();
  const saved = hotel.wishlisted;
  const freeCancellation = useFreeCancellation(dayUse === undefined ? hotel.freeCancellationUntil : dayUse);
  const price = dayUse === undefined ? hotel.stayTotal : dayUse?.price;
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-lg sm:flex-row">
      {/* The name is the link; its ::after covers the card, so the whole card opens the detail. */}
      <div className="flex flex-1 flex-col sm:flex-row">
        <div className="aspect-[4/3] shrink-0 bg-stone-200 sm:aspect-auto sm:h-auto sm:w-64">
          {hotel.imageUrl && <img src={hotel.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4 pr-14">
          <p className="text-xs font-medium text-brand-700">
            {lodgingTypeLabel(t, hotel.type)}
            {hotel.star ? (
              <span className="ml-2 text-amber-500">
                <span aria-hidden>{'★'.repeat(hotel.star)}</span>
                <span className="sr-only">{t('search.card.stars', { count: hotel.star })}</span>
              </span>
            ) : null}
          </p>
          <h3 className="text-lg font-bold text-stone-900">
            <Link to={`/hotel/${hotel.id}?${stayQuery}`} className="after:absolute after:inset-0">
              <LodgingName name={hotel.name} romanizedName={hotel.romanizedName} />
            </Link>
          </h3>
          <p className="text-sm text-stone-500">
            {regionName(hotel.region)}
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
                <span className="ml-1.5 font-semibold text-stone-800">{rating(hotel.avgScore)}</span>
              </>
            ) : (
              <span className="text-stone-500">{t('search.card.noReviews')}</span>
            )}
            <span className="ml-1.5 text-stone-500">{t('search.card.reviews', { count: hotel.reviewCount })}</span>
          </p>
          {freeCancellation && <p className="text-sm font-medium text-emerald-700">{freeCancellation}</p>}
          {dayUse !== undefined ? (
            <p className="mt-auto pt-3 text-right">
              <span className="block text-sm font-semibold text-brand-700">
                {dayUse
                  ? dayUse.starts[0] && t('search.card.dayUseStart', { time: dayUse.starts[0] })
                  : t('search.card.dayUseClosed')}
              </span>
              <span className="text-xl font-extrabold text-stone-900">
                {dayUse ? `${t('search.card.dayUseHours', { hours: dayUse.hours })} ${won(dayUse.price)}` : '—'}
              </span>
              {price != null && <PriceNote won={price} className="block" />}
              <span className="block text-xs text-stone-500">
                {`${t('search.card.rooms', { count: rooms })} · ${t('search.card.feesIncluded')}`}
              </span>
            </p>
          ) : (
            <p className="mt-auto pt-3 text-right">
              <span className="block text-xs text-stone-500">{t('search.card.scopeTotal', { nights, rooms })}</span>
              <span className="text-xl font-extrabold text-stone-900">
                {hotel.stayTotal == null ? '—' : won(hotel.stayTotal)}
              </span>
              {price != null && <PriceNote won={price} className="block" />}
              <span className="block text-xs text-stone-500">{t('search.card.feesIncluded')}</span>
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={t(saved ? 'search.card.unsave' : 'search.card.save', { name: hotel.name })}
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

/**
 * `12월 20일까지 무료 취소` for a night's stay (the last day, in Seoul), `12:59까지 무료 취소` for a 대실 (the last
 * minute before the deadline); null when the stay can no longer be cancelled for free.
 */
export function useFreeCancellation(until: string | null | undefined | DayUseSlotView): string | null {
  const t = useT();
  if (!until) return null;
  if (typeof until === 'string') return t('search.card.freeCancelUntilDay', { date: seoulMidnight(until) });
  const deadline = until.freeCancellationUntil;
  return deadline
    ? t('search.card.freeCancelUntilTime', { time: seoulClock(new Date(new Date(deadline).getTime() - 1)) })
    : null;
}
