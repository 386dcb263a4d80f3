import { todayInSeoul } from '@shim/common/dates';
import { searchProblem } from '@shim/common/stay';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { SearchBar } from '../features/search/SearchBar';
import { Notice, SearchResults } from '../features/search/SearchResults';
import { useWishlistToggle } from '../features/wishlist/use-wishlist-toggle';
import { readStayQuery, stayQueryString } from '../lib/stay-query';

/** /search?region&startDate&endDate&rooms&persons (spec §2): the criteria come from the URL alone. */
export function SearchResult() {
  const [params] = useSearchParams();
  const stay = readStayQuery(params);
  // A new stay starts afresh; a new sort or filter keeps the page (and its slider) mounted.
  const stayKey = stayQueryString(stay);
  const wishlist = useWishlistToggle(stay);
  const problem = searchProblem(stay, todayInSeoul());

  return (
    <>
      <PageTitle title={stay.region ? `${stay.region} 숙소 검색` : '숙소 검색'} />
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 py-6">
        <div className="mx-auto max-w-6xl px-4">
          <SearchBar key={stayKey} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold text-stone-900">
          {stay.region ? `‘${stay.region}’ 검색 결과` : '검색 결과'}
        </h1>
        {problem ? (
          <Notice tone="error" text={problem} />
        ) : (
          <SearchResults key={stayKey} stay={stay} wishlist={wishlist} />
        )}
      </div>
    </>
  );
}
