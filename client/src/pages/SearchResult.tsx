import { addDays, isValidIsoDate, todayInSeoul } from '@shim/common/dates';
import { translateMessage } from '@shim/common/message-locales';
import { searchProblem } from '@shim/common/stay';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../i18n/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import { PriceNoteProvider, type PriceNoteRender } from '../components/PriceNote';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { parseBounds } from '../features/search/map-bounds';
import { staySummary } from '../features/search/result-view';
import { SearchBar } from '../features/search/SearchBar';
import { Notice, SearchResults } from '../features/search/SearchResults';
import { useWishlistToggle } from '../features/wishlist/use-wishlist-toggle';
import { defaultStay, readStayQuery, stayQueryString, type StayQuery } from '../lib/stay-query';
import { PageHead } from '../ssr/PageHead';

/** A results page past the first (`page` > 1, or a cursor) is not for search engines' indexes. */
const laterPage = (params: URLSearchParams): boolean => Number(params.get('page') ?? '1') > 1 || params.has('after');

// A 대실 link may name its day alone (`endDate` = `startDate`): the stay behind the cards' night fields ends the next day.
const withTonight = (stay: StayQuery): StayQuery =>
  stay.dayUse && isValidIsoDate(stay.startDate)
    ? { ...stay, endDate: addDays(stay.startDate, 1) }
    : stay.startDate || stay.endDate
      ? stay
      : { ...stay, startDate: defaultStay().startDate, endDate: defaultStay().endDate };

/** /search?region&startDate&endDate&rooms&persons (spec §2): the criteria come from the URL alone. */
export function SearchResult() {
  const [params] = useSearchParams();
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  // A region's link without dates (shared, from the sitemap) searches tonight, as the search bar would.
  const stay = withTonight(readStayQuery(params));
  // A new stay starts afresh; a new sort or filter, or 이 지역에서 재검색, keeps the page (and its map) mounted.
  const stayKey = stayQueryString({ ...stay, bounds: undefined });
  const wishlist = useWishlistToggle(stay);
  const [barOpen, setBarOpen] = useState(false);
  // After 이 지역에서 재검색 the map's area is the destination; a chosen place may leave the region text empty.
  const area = parseBounds(stay.bounds) !== null;
  const label = area ? t('search.page.mapArea') : stay.region;
  // The rule answers in the catalogue's Korean words: said again in the page's language.
  const broken = searchProblem({ ...stay, region: label || (stay.place ? 'place' : '') }, todayInSeoul());
  const problem = broken && translateMessage(broken, locale);
  const summary = problem ? `${stay.startDate} – ${stay.endDate}` : staySummary(stay, { t, format });
  // Cards and pins follow each won price with its approximate amount in the visitor's currency.
  const approx = useCallback<PriceNoteRender>(
    (won, className) => <ApproxAmount won={won} locale={locale} className={className} />,
    [locale],
  );

  return (
    <PriceNoteProvider value={approx}>
      <PageHead
        title={stay.region ? t('search.page.titleRegion', { region: stay.region }) : t('search.page.title')}
        description={
          stay.region ? t('search.page.description', { region: stay.region }) : t('search.page.descriptionAnywhere')
        }
        path={stay.region ? `/search?${new URLSearchParams({ region: stay.region })}` : '/search'}
        noindex={laterPage(params)}
      />
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
            {`${label || t('search.page.destination')} · ${summary}`}
          </button>
          <div id="search-bar-box" className={barOpen ? 'mt-3 md:mt-0' : 'hidden md:block'}>
            <SearchBar key={stayKey} />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-4 md:py-8 xl:max-w-[100rem]">
        <h1 className="mb-2 text-xl font-bold text-stone-900 md:mb-0 md:text-2xl">
          {label ? t('search.page.headingFor', { label }) : t('search.page.heading')}
        </h1>
        {!problem && <p className="mb-4 mt-1 hidden text-sm text-stone-600 md:block">{summary}</p>}
        {problem ? (
          <Notice tone="error" text={problem} />
        ) : (
          <SearchResults key={stayKey} stay={stay} wishlist={wishlist} />
        )}
      </div>
    </PriceNoteProvider>
  );
}
