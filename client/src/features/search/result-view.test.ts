import { describe, expect, it } from 'vitest';
import { readResultView, resetView, searchFilter, sliderBounds, writeResultView } from './result-view';

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
