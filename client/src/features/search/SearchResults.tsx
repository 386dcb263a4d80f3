import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { searchKeyword } from '@shim/common/stay';
import { useState } from 'react';
import { SearchHotelsDocument } from '../../gql/graphql';
import { stayQueryString, type StayQuery } from '../../lib/stay-query';
import { FilterPanel } from './FilterPanel';
import { HotelCard } from './HotelCard';
import {
  applyFilters,
  initialFilters,
  resetFilters,
  SORT_LABELS,
  type ResultFilters,
  type ResultSort,
} from './result-filters';
import { useWishlist } from './use-wishlist';

const PAGE = 100;

/** Results for valid criteria: every match in the server's order, filtered and sorted here (docs/decisions.md). */
export function SearchResults({ stay }: { stay: StayQuery }) {
  const criteria = { ...stay, region: searchKeyword(stay.region) };
  const { data, loading, error, fetchMore } = useQuery(SearchHotelsDocument, {
    variables: { criteria, first: PAGE },
    // minPrice depends on the stay but HotelSummary:id is one cache entry: never show another stay's price.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [chosen, setChosen] = useState<ResultFilters | null>(null);
  const [sort, setSort] = useState<ResultSort>('RECOMMENDED');
  const wishlist = useWishlist();

  if (error) return <Notice tone="error" text={MESSAGES.searchFailed} />;
  if (!data) return loading ? <Notice text="검색 중입니다…" /> : null;

  const connection = data.searchHotels;
  const hotels = connection.edges.map((edge) => edge.node);
  const filters = chosen ?? initialFilters(hotels);
  const visible = applyFilters(hotels, filters, sort);
  const stayQuery = stayQueryString(stay);
  const loadMore = () =>
    fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        searchHotels: {
          ...fetchMoreResult.searchHotels,
          edges: [...(previous.searchHotels?.edges ?? []), ...fetchMoreResult.searchHotels.edges],
        },
      }),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
      <FilterPanel filters={filters} onChange={setChosen} onReset={() => setChosen(resetFilters())} />
      <section aria-label="검색 결과">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">{`숙소 ${visible.length}곳`}</p>
          <div role="group" aria-label="정렬" className="flex gap-1 rounded-full bg-stone-100 p-1">
            {(Object.keys(SORT_LABELS) as ResultSort[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={sort === key}
                onClick={() => setSort(key)}
                className={`rounded-full px-3 py-1.5 text-sm font-medium transition ${
                  sort === key ? 'bg-white text-brand-800 shadow' : 'text-stone-600 hover:text-stone-900'
                }`}
              >
                {SORT_LABELS[key]}
              </button>
            ))}
          </div>
        </div>
        {wishlist.message && <Notice tone="error" text={wishlist.message} />}
        {visible.length === 0 ? (
          <Notice text={MESSAGES.noSearchResults} />
        ) : (
          <ul className="mt-4 space-y-4">
            {visible.map((hotel) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                stayQuery={stayQuery}
                saved={wishlist.saved.has(hotel.id)}
                onToggleSaved={() => void wishlist.toggle(hotel.id)}
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
