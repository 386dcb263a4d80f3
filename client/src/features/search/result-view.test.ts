import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activeFilters,
  clearFilters,
  readResultView,
  resetView,
  searchFilter,
  sliderBounds,
  sortsFor,
  staySummary,
  writeResultView,
} from './result-view';
import { koreanWords, wordsIn } from '../../test/search-words';

const STAY = 'region=서울&startDate=2030-03-10&endDate=2030-03-11&rooms=1&persons=2';

describe('result view in the URL', () => {
  it('reads defaults from a plain stay and writes nothing for them', () => {
    const params = new URLSearchParams(STAY);
    const view = readResultView(params);
    expect(view).toEqual({
      sort: 'RECOMMENDED',
      minPrice: null,
      maxPrice: null,
      minRating: 0,
      types: [],
      services: [],
      freeCancellation: false,
    });
    expect(writeResultView(params, view).toString()).toBe(params.toString());
  });

  it('round-trips every choice and keeps the stay', () => {
    const view = {
      sort: 'PRICE_ASC' as const,
      minPrice: 50_000,
      maxPrice: 200_000,
      minRating: 4,
      types: ['HOTEL' as const, 'HANOK' as const],
      services: ['수영장', '무료 Wi-Fi'],
      freeCancellation: true,
    };
    const written = writeResultView(new URLSearchParams(STAY), view);
    expect(written.get('region')).toBe('서울');
    expect(written.get('freeCancellation')).toBe('1');
    expect(readResultView(written)).toEqual(view);
    expect(searchFilter(view)).toEqual({
      minPrice: 50_000,
      maxPrice: 200_000,
      minRating: 4,
      types: ['HOTEL', 'HANOK'],
      services: ['수영장', '무료 Wi-Fi'],
      freeCancellation: true,
    });
  });

  it('ignores unknown sorts, types and out-of-range values', () => {
    const view = readResultView(new URLSearchParams('sort=CHEAP&rating=9&maxPrice=-5&minPrice=x&types=HOTEL,CASTLE'));
    expect(view).toMatchObject({ sort: 'RECOMMENDED', minRating: 0, maxPrice: null, minPrice: null, types: ['HOTEL'] });
  });

  it('resets to a max of 150,000 and keeps the sort (spec §9)', () => {
    const view = readResultView(new URLSearchParams('sort=RATING_DESC&rating=3&types=MOTEL'));
    expect(resetView(view)).toEqual({
      sort: 'RATING_DESC',
      minPrice: null,
      maxPrice: 150_000,
      minRating: 0,
      types: [],
      services: [],
      freeCancellation: false,
    });
  });
});

describe('slider bounds', () => {
  it('rounds the server bounds to steps of 10,000 with the max above the highest price', () => {
    expect(sliderBounds({ lowest: 43_500, highest: 187_000 })).toEqual({ min: 40_000, max: 190_000 });
    expect(sliderBounds({ lowest: 50_000, highest: 50_000 })).toEqual({ min: 50_000, max: 60_000 });
    expect(sliderBounds({ lowest: 900_000, highest: 2_000_000 })).toEqual({ min: 900_000, max: 1_000_000 });
    expect(sliderBounds(null)).toEqual({ min: 0, max: 1_000_000 });
  });
});

describe('가까운순 around a station or landmark', () => {
  it('is the default sort of a point place and is left out of its URL; elsewhere it is not read', () => {
    const params = new URLSearchParams(`${STAY}&place=station:222`);
    const view = readResultView(params, true);
    expect(view.sort).toBe('DISTANCE');
    expect(writeResultView(params, view, true).has('sort')).toBe(false);
    expect(writeResultView(params, { ...view, sort: 'RECOMMENDED' }, true).get('sort')).toBe('RECOMMENDED');
    // Without a point place the server refuses DISTANCE: a shared link asking for it falls back to 추천순.
    expect(readResultView(new URLSearchParams(`${STAY}&sort=DISTANCE`)).sort).toBe('RECOMMENDED');
    expect(sortsFor(true)[0]).toBe('DISTANCE');
    expect(sortsFor(false)).not.toContain('DISTANCE');
  });
});

describe('the filters in force', () => {
  it('lists each as a chip whose removal drops only it', () => {
    const view = readResultView(
      new URLSearchParams(
        `${STAY}&sort=PRICE_ASC&maxPrice=150000&rating=4&types=HOTEL,HANOK&services=수영장&freeCancellation=1`,
      ),
    );
    const words = koreanWords();
    const chips = activeFilters(view, words);
    expect(chips.map((chip) => chip.label)).toEqual([
      '요금 150,000원 이하',
      '무료 취소',
      '★ 4점 이상',
      '호텔',
      '한옥',
      '수영장',
    ]);
    const hanok = chips.find((chip) => chip.label === '한옥')!;
    expect(hanok.without).toEqual({ ...view, types: ['HOTEL'] });
    expect(activeFilters({ ...view, minPrice: 50_000, maxPrice: null }, words)[0]!.label).toBe('요금 50,000원 이상');
    expect(activeFilters({ ...view, minPrice: 50_000 }, words)[0]!.label).toBe('요금 50,000원 ~ 150,000원');
    // 필터 초기화 of the empty state turns every filter off and keeps the sort.
    expect(activeFilters(clearFilters(view), words)).toEqual([]);
    expect(clearFilters(view).sort).toBe('PRICE_ASC');
    expect(activeFilters(readResultView(new URLSearchParams(STAY)), words)).toEqual([]);
    expect(activeFilterCount(view)).toBe(chips.length);
    expect(activeFilterCount(clearFilters(view))).toBe(0);
  });

  it("says them in the page's language", () => {
    const view = readResultView(new URLSearchParams(`${STAY}&minPrice=50000&rating=4&types=HANOK&freeCancellation=1`));
    expect(activeFilters(view, wordsIn('en')).map((chip) => chip.label)).toEqual([
      'Price ₩50,000 or more',
      'Free cancellation',
      '★ 4+',
      'Hanok',
    ]);
    expect(activeFilters(view, wordsIn('ja')).map((chip) => chip.label)).toContain('韓屋');
  });
});

describe('the results header', () => {
  it('says the stay in Korean dates with its nights, rooms and persons', () => {
    const words = koreanWords();
    expect(staySummary({ startDate: '2026-12-04', endDate: '2026-12-06', rooms: 1, persons: 2 }, words)).toBe(
      '12월 4일 (금) – 12월 6일 (일) · 2박 · 객실 1 · 2명',
    );
    expect(staySummary({ startDate: '2030-03-10', endDate: '2030-03-11', rooms: 3, persons: 7 }, words)).toBe(
      '3월 10일 (일) – 3월 11일 (월) · 1박 · 객실 3 · 7명',
    );
  });

  it('says it in English with plurals, and a 대실 with its hours and start', () => {
    const en = wordsIn('en');
    expect(staySummary({ startDate: '2026-12-04', endDate: '2026-12-05', rooms: 1, persons: 2 }, en)).toBe(
      'Fri, Dec 4 – Sat, Dec 5 · 1 night · 1 room · 2 guests',
    );
    const dayUse = { startDate: '2026-12-04', endDate: '2026-12-05', rooms: 2, persons: 1 };
    expect(staySummary({ ...dayUse, dayUse: { start: '14:00', hours: 4 } }, en)).toBe(
      'Fri, Dec 4 · Day use, 4 hours · from 14:00 · 2 rooms · 1 guest',
    );
    expect(staySummary({ ...dayUse, dayUse: { start: null, hours: 3 } }, koreanWords())).toBe(
      '12월 4일 (금) · 대실 3시간 · 가장 빠른 시간 · 객실 2 · 1명',
    );
  });
});
