import type { LodgingType } from '@shim/common/lodging';

/** The price slider of spec §9: 0 to 1,000,000 won in steps of 10,000. */
export const PRICE_SLIDER = { min: 0, max: 1_000_000, step: 10_000, defaultMax: 200_000, resetMax: 150_000 } as const;

export type ResultSort = 'RECOMMENDED' | 'PRICE_ASC' | 'RATING_DESC';
export const SORT_LABELS: Record<ResultSort, string> = {
  RECOMMENDED: '추천순',
  PRICE_ASC: '낮은 요금순',
  RATING_DESC: '사용자 평점순',
};

export interface ResultFilters {
  maxPrice: number;
  /** 0 (any) to 5 stars. */
  minRating: number;
  /** Empty means every type. */
  types: LodgingType[];
}

export interface FilterableHotel {
  type: LodgingType;
  minPrice: number;
  avgScore: number | null;
}

/** Default max: 200,000, or the next 10,000 above the highest minPrice when that is higher (spec §9). */
export function defaultMaxPrice(hotels: ReadonlyArray<{ minPrice: number }>): number {
  const highest = Math.max(0, ...hotels.map((hotel) => hotel.minPrice));
  if (highest < PRICE_SLIDER.defaultMax) return PRICE_SLIDER.defaultMax;
  const next = (Math.floor(highest / PRICE_SLIDER.step) + 1) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, next);
}

export const initialFilters = (hotels: ReadonlyArray<{ minPrice: number }>): ResultFilters => ({
  maxPrice: defaultMaxPrice(hotels),
  minRating: 0,
  types: [],
});

/** What 초기화 leaves: max 150,000 (spec §9), any rating, every type. */
export const resetFilters = (): ResultFilters => ({ maxPrice: PRICE_SLIDER.resetMax, minRating: 0, types: [] });

/**
 * The visible list: within the price, at least the rating (a lodging without reviews only passes
 * "any rating"), one of the chosen types; then sorted. 추천순 keeps the server's order (a random
 * order that stays put for the day, so a deep link shows the same list).
 */
export function applyFilters<T extends FilterableHotel>(
  hotels: readonly T[],
  filters: ResultFilters,
  sort: ResultSort,
): T[] {
  const kept = hotels.filter(
    (hotel) =>
      hotel.minPrice <= filters.maxPrice &&
      (filters.minRating === 0 || (hotel.avgScore ?? 0) >= filters.minRating) &&
      (filters.types.length === 0 || filters.types.includes(hotel.type)),
  );
  if (sort === 'PRICE_ASC') return kept.sort((a, b) => a.minPrice - b.minPrice);
  if (sort === 'RATING_DESC') return kept.sort((a, b) => (b.avgScore ?? -1) - (a.avgScore ?? -1));
  return kept;
}
