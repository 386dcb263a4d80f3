import { describe, expect, it } from 'vitest';
import { applyFilters, defaultMaxPrice, initialFilters, PRICE_SLIDER, resetFilters } from './result-filters';

const hotel = (id: number, minPrice: number, avgScore: number | null, type: 'HOTEL' | 'MOTEL' | 'HANOK' = 'HOTEL') => ({
  id,
  minPrice,
  avgScore,
  type,
});

describe('price slider (spec §9)', () => {
  it('goes from 0 to 1,000,000 in steps of 10,000', () => {
    expect(PRICE_SLIDER).toMatchObject({ min: 0, max: 1_000_000, step: 10_000 });
  });

  it('defaults to 200,000 when every price is below it', () => {
    expect(defaultMaxPrice([hotel(1, 80_000, 4), hotel(2, 199_999, 4)])).toBe(200_000);
    expect(defaultMaxPrice([])).toBe(200_000);
  });

  it('rises to the next 10,000 above the highest minPrice', () => {
    expect(defaultMaxPrice([hotel(1, 234_500, 4)])).toBe(240_000);
    expect(defaultMaxPrice([hotel(1, 230_000, 4)])).toBe(240_000);
    expect(defaultMaxPrice([hotel(1, 200_000, 4)])).toBe(210_000);
    expect(defaultMaxPrice([hotel(1, 5_000_000, 4)])).toBe(1_000_000);
  });

  it('reset sets the max to 150,000 and clears rating and types', () => {
    expect(resetFilters()).toEqual({ maxPrice: 150_000, minRating: 0, types: [] });
  });
});

describe('filters and sorts', () => {
  const hotels = [
    hotel(1, 90_000, 3.1, 'MOTEL'),
    hotel(2, 250_000, 4.8),
    hotel(3, 60_000, null, 'HANOK'),
    hotel(4, 120_000, 4.1),
  ];

  it('shows everything with the initial filters, in the server order for 추천순', () => {
    expect(applyFilters(hotels, initialFilters(hotels), 'RECOMMENDED').map((h) => h.id)).toEqual([1, 2, 3, 4]);
  });

  it('낮은 요금순 sorts by minPrice; 사용자 평점순 by score with unrated last', () => {
    const filters = initialFilters(hotels);
    expect(applyFilters(hotels, filters, 'PRICE_ASC').map((h) => h.id)).toEqual([3, 1, 4, 2]);
    expect(applyFilters(hotels, filters, 'RATING_DESC').map((h) => h.id)).toEqual([2, 4, 1, 3]);
  });

  it('keeps lodgings up to the max price, at least the rating, of the chosen types', () => {
    expect(
      applyFilters(hotels, { maxPrice: 100_000, minRating: 0, types: [] }, 'RECOMMENDED').map((h) => h.id),
    ).toEqual([1, 3]);
    expect(
      applyFilters(hotels, { maxPrice: 1_000_000, minRating: 4, types: [] }, 'RECOMMENDED').map((h) => h.id),
    ).toEqual([2, 4]);
    expect(
      applyFilters(hotels, { maxPrice: 1_000_000, minRating: 0, types: ['HANOK', 'MOTEL'] }, 'RECOMMENDED').map(
        (h) => h.id,
      ),
    ).toEqual([1, 3]);
  });
});
