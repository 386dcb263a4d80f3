import { Component, lazy, Suspense, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LodgingName } from '../../components/LodgingName';
import { PriceNote } from '../../components/PriceNote';
import type { HotelCard_HotelFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { useRatingLabel } from './rating-label';
import type { MapBounds } from './map-bounds';
import type { MapPin, SearchMapProps } from './SearchMap';

const SearchMap = lazy(() => import('./SearchMap').then((module) => ({ default: module.SearchMap })));

/** Keeps the results up when the map cannot load (a failed chunk, no canvas): the list still works. */
class MapBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="grid size-full place-items-center bg-stone-100 p-6 text-sm text-stone-600">
        {this.props.failedText}
      </p>
    ) : (
      this.props.children
    );
  }
}

const noSubscription = () => () => {};

/** False on the server and while hydrating its HTML (Leaflet needs a browser), true after that. */
export const useMounted = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The width from which the results page shows the list and the map side by side (Tailwind's `xl`). */
export const SPLIT_VIEW_QUERY = '(min-width: 1280px)';

/** Whether the screen is as wide as the split view (false on the server and where matchMedia is missing). */
export function useSplitView(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const query = window.matchMedia(SPLIT_VIEW_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(SPLIT_VIEW_QUERY).matches,
    () => false,
  );
}

interface Props extends Omit<SearchMapProps, 'selected' | 'onSelect' | 'onMoved'> {
  /** The page's cards, to show a tapped pin's photo and rating when it is among them. */
  hotels: readonly HotelCard_HotelFragment[];
  nights: number;
  rooms: number;
  /** The stay's query string, carried to the lodging's page. */
  stayQuery: string;
  /** 이 지역에서 재검색: the area the visitor moved the map to. */
  onResearch(bounds: MapBounds): void;
}

/**
 * The results' map (client only: the server's HTML and the hydrating render show a placeholder): pins priced as
 * the cards, a tapped pin's card with the way to book, and 이 지역에서 재검색 once the visitor moves the map.
 */
export function SearchMapSlot({ hotels, nights, rooms, stayQuery, onResearch, ...map }: Props) {
  const mounted = useMounted();
  const [pin, setPin] = useState<MapPin | null>(null);
  const [moved, setMoved] = useState<MapBounds | null>(null);
  const onMoved = useCallback((bounds: MapBounds) => setMoved(bounds), []);
  const placeholder = <div className="size-full animate-pulse bg-stone-100" />;
  const hotel = pin ? hotels.find((each) => each.id === pin.id) : undefined;
  const t = useT();
  const { won } = useFormat();
  const rating = useRatingLabel();
  const messages = useSpecMessages();

  return (
    <section
      aria-label={t('search.map.label')}
      className="relative isolate size-full overflow-hidden rounded-2xl ring-1 ring-stone-200"
    >
      <MapBoundary failedText={messages.searchMapFailed}>
        {mounted ? (
          <Suspense fallback={placeholder}>
            <SearchMap {...map} selected={pin?.id ?? null} onSelect={setPin} onMoved={onMoved} />
          </Suspense>
        ) : (
          placeholder
        )}
      </MapBoundary>
      {moved && (
        <button
          type="button"
          onClick={() => {
            onResearch(moved);
            setMoved(null);
          }}
          className="absolute left-1/2 top-3 z-[1000] -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-bold text-stone-900 shadow-lg ring-1 ring-stone-300 hover:bg-stone-50"
        >
          {t('search.map.research')}
        </button>
      )}
      {/* At the map's top, which is always on screen (its foot may be below the fold, under the phones' 목록). */}
      {pin && (
        <div
          role="group"
          aria-label={pin.name}
          className="absolute inset-x-3 top-14 z-[1000] mx-auto flex max-w-md gap-3 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-stone-200"
        >
          {hotel?.imageUrl && (
            <img src={hotel.imageUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover sm:size-24" />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="truncate pr-8 font-bold text-stone-900">
              <LodgingName
                name={pin.name}
                romanizedName={pin.romanizedName}
                className="ml-1.5 text-xs font-normal text-stone-500"
              />
            </p>
            {hotel && (
              <p className="text-xs text-stone-600">
                {hotel.avgScore != null
                  ? `${hotel.avgScore.toFixed(1)} ${rating(hotel.avgScore)} · ${t('search.card.reviews', { count: hotel.reviewCount })}`
                  : t('search.card.noReviews')}
              </p>
            )}
            <div className="mt-auto flex items-end justify-between gap-2 pt-1">
              <p>
                <span className="block text-xs text-stone-500">{t('search.card.scopeTotal', { nights, rooms })}</span>
                <span className="text-lg font-extrabold text-stone-900">{won(pin.stayTotal)}</span>
                <span className="ml-1 text-xs text-stone-500">{t('search.card.feesIncluded')}</span>
                <PriceNote won={pin.stayTotal} className="block text-xs" />
              </p>
              <Link
                to={`/hotel/${pin.id}?${stayQuery}`}
                className="shrink-0 rounded-xl bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('search.map.book')}
              </Link>
            </div>
          </div>
          <button
            type="button"
            aria-label={t('search.map.close')}
            onClick={() => setPin(null)}
            className="absolute right-2 top-2 grid size-8 place-items-center rounded-full text-stone-500 hover:bg-stone-100"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
      )}
    </section>
  );
}
