import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { searchTotalLabel } from '@shim/common/search';
import { nightsBetween, searchKeyword } from '@shim/common/stay';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchHotelsDocument, SearchServicesDocument } from '../../gql/graphql';
import type { Heart } from '../../lib/heart';
import { stayQueryString, type StayQuery } from '../../lib/stay-query';
import { searchItemListJsonLd } from '../../ssr/json-ld';
import { JsonLd } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';
import { FilterPanel } from './FilterPanel';
import { HotelCard } from './HotelCard';
import {
  readResultView,
  resetView,
  searchFilter,
  sliderBounds,
  SORT_LABELS,
  writeResultView,
  type ResultSort,
  type ResultView,
} from './result-view';

/** Matches a page asks the server for; 더 보기 asks for the next ones after the last cursor. */
export const RESULT_PAGE = 20;

/**
 * Results for valid criteria: the server filters, sorts, counts and pages (searchHotels); the view (sort and
 * filters) lives in the URL beside the stay (docs/decisions/client.md).
 */
export function SearchResults({ stay, wishlist }: { stay: StayQuery; wishlist: Heart }) {
  const [params, setParams] = useSearchParams();
  const view = readResultView(params);
  const criteria = { ...stay, region: searchKeyword(stay.region) };
  const priced = { startDate: stay.startDate, endDate: stay.endDate, rooms: stay.rooms, persons: stay.persons };
  const { data, previousData, loading, error, fetchMore } = useQuery(SearchHotelsDocument, {
    variables: { criteria, stay: priced, filter: searchFilter(view), sort: view.sort, first: RESULT_PAGE },
    // minPrice(stay:) is cached under its stay, so a cached page is this stay's: no need to ask again.
    notifyOnNetworkStatusChange: true,
  });
  const services = useQuery(SearchServicesDocument).data?.searchServices ?? [];
  const [sheetOpen, setSheetOpen] = useState(false);
  const show = useCallback((next: ResultView) => setParams((current) => writeResultView(current, next)), [setParams]);

  if (error) return <Notice tone="error" text={MESSAGES.searchFailed} />;
  const shown = data ?? previousData;
  if (!shown) return loading ? <Notice text="검색 중입니다…" /> : null;

  const connection = shown.searchHotels;
  const hotels = connection.edges.map((edge) => edge.node);
  const stayQuery = stayQueryString(stay);
  const nights = nightsBetween(stay.startDate, stay.endDate);
  const loadMore = () => fetchMore({ variables: { after: connection.pageInfo.endCursor } });

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
      {/* Phones: the results first, the filters and sorts behind a sticky bar opening a bottom sheet. */}
      <div className="sticky top-0 z-20 -mx-4 flex justify-end bg-stone-50/95 px-4 py-2 backdrop-blur lg:hidden">
        <button
          type="button"
          onClick={() => setSheetOpen(true)}
          className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm"
        >
          필터 · 정렬
        </button>
      </div>
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} className="relative z-50 lg:hidden">
        <div aria-hidden className="fixed inset-0 bg-black/30" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[85dvh]">
          <DialogPanel className="w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl">
            <DialogTitle className="mb-4 text-lg font-bold text-stone-900">필터 · 정렬</DialogTitle>
            <SortButtons sort={view.sort} onSort={(sort) => show({ ...view, sort })} />
            <div className="mt-6">
              <FilterPanel
                view={view}
                nights={nights}
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
              {`${searchTotalLabel(connection.totalCount, connection.totalAtLeast)} 보기`}
            </button>
          </DialogPanel>
        </div>
      </Dialog>
      <aside aria-label="필터" className="hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:block">
        <FilterPanel
          view={view}
          nights={nights}
          bounds={sliderBounds(connection.priceRange)}
          services={services}
          facets={connection.facets}
          onChange={show}
          onReset={() => show(resetView(view))}
        />
      </aside>
      <section aria-label="검색 결과" aria-busy={loading}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {searchTotalLabel(connection.totalCount, connection.totalAtLeast)}
          </p>
          <div className="hidden lg:block">
            <SortButtons sort={view.sort} onSort={(sort) => show({ ...view, sort })} />
          </div>
        </div>
        {wishlist.message && <Notice tone="error" text={wishlist.message} />}
        <SearchJsonLd hotels={hotels} total={connection.totalCount} stayQuery={stayQuery} />
        {hotels.length === 0 ? (
          <Notice text={MESSAGES.noSearchResults} />
        ) : (
          <ul className="mt-4 space-y-4">
            {hotels.map((hotel) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                nights={nights}
                rooms={stay.rooms}
                stayQuery={stayQuery}
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
            더 보기
          </button>
        )}
      </section>
    </div>
  );
}

export function SortButtons({ sort, onSort }: { sort: ResultSort; onSort(sort: ResultSort): void }) {
  return (
    <div role="group" aria-label="정렬" className="flex gap-1 rounded-full bg-stone-100 p-1">
      {(Object.keys(SORT_LABELS) as ResultSort[]).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={sort === key}
          onClick={() => onSort(key)}
          className={`rounded-full px-3 py-1.5 text-sm font-medium transition ${
            sort === key ? 'bg-white text-brand-800 shadow' : 'text-stone-700 hover:text-stone-900'
          }`}
        >
          {SORT_LABELS[key]}
        </button>
      ))}
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
