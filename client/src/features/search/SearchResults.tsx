import { useQuery } from '@apollo/client/react';
import { nightsBetween, searchKeyword } from '@shim/common/stay';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchHotelsDocument, SearchServicesDocument } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import type { Heart } from '../../lib/heart';
import { stayQueryString, type StayQuery } from '../../lib/stay-query';
import { searchItemListJsonLd } from '../../ssr/json-ld';
import { JsonLd } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';
import { ActiveFilterChips } from './ActiveFilterChips';
import { SortButtons } from '../../components/SortButtons';
import { FilterPanel } from './FilterPanel';
import { HotelCard } from './HotelCard';
import { boundsAround, distanceLabel, isPointPlaceId, parseBounds, researchParams, type MapBounds } from './map-bounds';
import {
  activeFilterCount,
  clearFilters,
  readResultView,
  resetView,
  searchFilter,
  sliderBounds,
  sortLabels,
  sortsFor,
  writeResultView,
  type ResultView,
} from './result-view';
import { SearchMapSlot, useMounted, useSplitView } from './SearchMapSlot';

/** Matches a page asks the server for; 더 보기 asks for the next ones after the last cursor. */
export const RESULT_PAGE = 20;

/**
 * Results for valid criteria: the server filters, sorts, counts and pages (searchHotels); the view (sort and
 * filters) lives in the URL beside the stay (docs/decisions/client.md).
 */
export function SearchResults({ stay, wishlist }: { stay: StayQuery; wishlist: Heart }) {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const messages = useSpecMessages();
  const area = parseBounds(stay.bounds);
  // Around a station or landmark (and not re-searched on the map): 가까운순 is offered and the default.
  const point = !area && isPointPlaceId(stay.place);
  const view = readResultView(params, point);
  const criteria = {
    region: searchKeyword(stay.region),
    startDate: stay.startDate,
    endDate: stay.endDate,
    rooms: stay.rooms,
    persons: stay.persons,
    place: stay.place ?? null,
    bounds: area,
    dayUse: stay.dayUse ? { date: stay.startDate, start: stay.dayUse.start, hours: stay.dayUse.hours } : null,
  };
  const priced = { startDate: stay.startDate, endDate: stay.endDate, rooms: stay.rooms, persons: stay.persons };
  const filter = searchFilter(view);
  const { data, previousData, loading, error, fetchMore } = useQuery(SearchHotelsDocument, {
    variables: { criteria, stay: priced, filter, sort: view.sort, first: RESULT_PAGE },
    // minPrice(stay:) is cached under its stay, so a cached page is this stay's: no need to ask again.
    notifyOnNetworkStatusChange: true,
  });
  const services = useQuery(SearchServicesDocument).data?.searchServices ?? [];
  const [sheetOpen, setSheetOpen] = useState(false);
  const show = (next: ResultView) => setParams((current) => writeResultView(current, next, point));
  const research = (bounds: MapBounds) => setParams((current) => researchParams(current, bounds));
  const mapView = params.get('view') === 'map';
  const split = useSplitView();
  const mounted = useMounted();
  const setMapView = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('view', 'map');
      else next.delete('view');
      return next;
    });

  if (error) return <Notice tone="error" text={messages.searchFailed} />;
  const shown = data ?? previousData;
  if (!shown) return loading ? <Notice text={t('search.results.loading')} /> : null;

  const connection = shown.searchHotels;
  const hotels = connection.edges.map((edge) => edge.node);
  // The lodging's page takes the stay alone: where it was found (place, map area) is this page's business.
  const stayQuery = stayQueryString({ ...stay, place: undefined, bounds: undefined });
  const nights = nightsBetween(stay.startDate, stay.endDate);
  const loadMore = () => fetchMore({ variables: { after: connection.pageInfo.endCursor } });
  const filterCount = activeFilterCount(view);
  const sorts = sortsFor(point);
  const labels = sortLabels(t);
  const total = { count: connection.totalCount, atLeast: connection.totalAtLeast ? 'true' : 'false' };
  // The map opens on the searched area, else around this page's lodgings.
  const opening = area ?? boundsAround(hotels);

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)]">
      {/* Phones: the results first, the filters and sorts behind a sticky bar opening a bottom sheet; it sticks under
          the site's sticky header (two rows below md, one from md). */}
      <div className="sticky top-[5.5rem] z-20 md:top-14 -mx-4 flex justify-end bg-stone-50/95 px-4 py-2 backdrop-blur lg:hidden">
        <button
          type="button"
          onClick={() => setSheetOpen(true)}
          className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm"
        >
          {t('search.results.filterSort')}
          {filterCount > 0 && (
            <span className="grid min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
              {filterCount}
            </span>
          )}
        </button>
      </div>
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} className="relative z-50 lg:hidden">
        <div aria-hidden className="fixed inset-0 bg-black/30" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[85dvh]">
          <DialogPanel className="w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl">
            <DialogTitle className="mb-4 text-lg font-bold text-stone-900">
              {t('search.results.filterSort')}
            </DialogTitle>
            <SortButtons
              label={t('search.sort.label')}
              sorts={sorts}
              labels={labels}
              sort={view.sort}
              onSort={(sort) => show({ ...view, sort })}
            />
            <div className="mt-6">
              <FilterPanel
                view={view}
                nights={nights}
                dayUseHours={stay.dayUse?.hours}
                bounds={sliderBounds(connection.priceRange)}
                services={services}
                facets={connection.facets}
                onChange={show}
                onReset={() => show(resetView(view))}
              />
            </div>
            <button
              type="button"
              onClick={() => setSheetOpen(false)}
              className="mt-6 w-full rounded-xl bg-brand-700 py-3 font-semibold text-white"
            >
              {t('search.results.show', total)}
            </button>
          </DialogPanel>
        </div>
      </Dialog>
      <aside
        aria-label={t('search.filter.title')}
        className="hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:block"
      >
        <FilterPanel
          view={view}
          nights={nights}
          dayUseHours={stay.dayUse?.hours}
          bounds={sliderBounds(connection.priceRange)}
          services={services}
          facets={connection.facets}
          onChange={show}
          onReset={() => show(resetView(view))}
        />
      </aside>
      <section
        aria-label={t('search.results.label')}
        aria-busy={loading}
        className={mapView ? 'hidden xl:block' : undefined}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('search.results.total', total)}
          </p>
          <div className="hidden lg:block">
            <SortButtons
              label={t('search.sort.label')}
              sorts={sorts}
              labels={labels}
              sort={view.sort}
              onSort={(sort) => show({ ...view, sort })}
            />
          </div>
        </div>
        <ActiveFilterChips view={view} onChange={show} />
        {wishlist.message && <Notice tone="error" text={wishlist.message} />}
        <SearchJsonLd hotels={hotels} total={connection.totalCount} stayQuery={stayQuery} />
        {hotels.length === 0 ? (
          <>
            <Notice text={messages.noSearchResults} />
            {filterCount > 0 && (
              <button
                type="button"
                onClick={() => show(clearFilters(view))}
                className="mx-auto mt-4 block rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('search.results.clearFilters')}
              </button>
            )}
          </>
        ) : (
          <ul className="mt-4 space-y-4">
            {connection.edges.map(({ node: hotel, distanceKm, dayUse }) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                nights={nights}
                rooms={stay.rooms}
                stayQuery={stayQuery}
                distance={point && distanceKm != null ? distanceLabel(t, stay.region, distanceKm) : null}
                dayUse={stay.dayUse ? dayUse : undefined}
                onToggleSaved={() => void wishlist.toggle(hotel)}
              />
            ))}
          </ul>
        )}
        {connection.pageInfo.hasNextPage && (
          <button
            type="button"
            disabled={loading}
            onClick={() => void loadMore()}
            className="mx-auto mt-6 block rounded-full border border-stone-300 px-6 py-2.5 text-sm font-semibold hover:bg-stone-100"
          >
            {t('search.results.more')}
          </button>
        )}
      </section>
      {/* Wide screens: the map beside the list, following the scroll; narrower ones: the map instead of the list. */}
      <div
        className={`${mapView ? 'h-[calc(100dvh-18.5rem)] min-h-80' : 'hidden'} lg:col-start-2 xl:col-start-auto xl:sticky xl:top-[4.5rem] xl:block xl:h-[calc(100dvh-5.5rem)] xl:self-start`}
      >
        {(mapView || split) && (
          <SearchMapSlot
            criteria={criteria}
            filter={filter}
            initial={opening}
            hotels={hotels}
            nights={nights}
            rooms={stay.rooms}
            stayQuery={stayQuery}
            onResearch={research}
            zoomButtons={split}
          />
        )}
      </div>
      {mounted && (
        <button
          type="button"
          onClick={() => setMapView(!mapView)}
          className="fixed bottom-5 left-1/2 z-30 -translate-x-1/2 rounded-full bg-stone-900 px-5 py-3 text-sm font-bold text-white shadow-xl xl:hidden"
        >
          {mapView ? t('search.results.list') : t('search.results.map')}
        </button>
      )}
    </div>
  );
}

export function Notice({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-2xl px-5 py-10 text-center ${tone === 'error' ? 'bg-rose-50 text-rose-700' : 'bg-white text-stone-600 ring-1 ring-stone-200'}`}
    >
      {text}
    </p>
  );
}

/** The results shown, as a schema.org ItemList (structured data of a search page). */
function SearchJsonLd(props: {
  hotels: ReadonlyArray<{ id: number; name: string; imageUrl?: string | null }>;
  total: number;
  stayQuery: string;
}) {
  const absolute = useAbsoluteUrl();
  const items = props.hotels.map((hotel) => ({
    name: hotel.name,
    url: absolute(`/hotel/${hotel.id}`),
    image: hotel.imageUrl ? absolute(hotel.imageUrl) : null,
  }));
  return <JsonLd data={[searchItemListJsonLd(items, props.total)]} />;
}
