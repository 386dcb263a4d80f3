import { todayInSeoul } from '@shim/common/dates';
import { searchProblem } from '@shim/common/stay';
import { useState } from 'react';
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
  const [barOpen, setBarOpen] = useState(false);
  const problem = searchProblem(stay, todayInSeoul());

  return (
    <>
      <PageTitle title={stay.region ? `${stay.region} 숙소 검색` : '숙소 검색'} />
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 py-3 md:py-6">
        <div className="mx-auto max-w-6xl px-4">
          {/* Phones: the criteria in one line, the bar on demand, so the first result shows without scrolling. */}
          <button
            type="button"
            aria-expanded={barOpen}
            aria-controls="search-bar-box"
            onClick={() => setBarOpen(!barOpen)}
            className="w-full truncate rounded-xl bg-white/95 px-4 py-2.5 text-left text-sm font-semibold text-stone-800 md:hidden"
          >
            {`${stay.region || '목적지'} · ${stay.startDate} – ${stay.endDate} · 객실 ${stay.rooms} · ${stay.persons}명`}
          </button>
          <div id="search-bar-box" className={barOpen ? 'mt-3 md:mt-0' : 'hidden md:block'}>
            <SearchBar key={stayKey} />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-4 md:py-8">
        <h1 className="mb-2 text-xl font-bold text-stone-900 md:mb-4 md:text-2xl">
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
