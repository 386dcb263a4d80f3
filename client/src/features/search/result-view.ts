import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';

/** The price slider of spec §9: 0 to 1,000,000 won in steps of 10,000; 초기화 sets the max to 150,000. */
export const PRICE_SLIDER = { min: 0, max: 1_000_000, step: 10_000, resetMax: 150_000 } as const;

export type ResultSort = 'RECOMMENDED' | 'PRICE_ASC' | 'RATING_DESC';
export const SORT_LABELS: Record<ResultSort, string> = {
  RECOMMENDED: '추천순',
  PRICE_ASC: '낮은 요금순',
  RATING_DESC: '사용자 평점순',
};
const SORTS = Object.keys(SORT_LABELS) as ResultSort[];

/**
 * What the result page shows of the matches, kept in the URL beside the stay (sort, minPrice, maxPrice,
 * rating, types, services, freeCancellation) so a result page can be shared and the back button steps through the choices.
 */
export interface ResultView {
  sort: ResultSort;
  minPrice: number | null;
  maxPrice: number | null;
  /** 0 (any) to 5 stars. */
  minRating: number;
  /** Empty means every type. */
  types: LodgingType[];
  /** Services a lodging must all offer. */
  services: string[];
  /** Only stays that can still be cancelled for a full refund (무료 취소). */
  freeCancellation: boolean;
}

const VIEW_KEYS = ['sort', 'minPrice', 'maxPrice', 'rating', 'types', 'services', 'freeCancellation'] as const;

const price = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= PRICE_SLIDER.min && parsed <= PRICE_SLIDER.max ? parsed : null;
};
const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the view from a query string; anything unknown is left at its default. */
export function readResultView(params: URLSearchParams): ResultView {
  const sort = params.get('sort') as ResultSort | null;
  const rating = Number(params.get('rating') ?? 0);
  return {
    sort: sort && SORTS.includes(sort) ? sort : 'RECOMMENDED',
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    minRating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
    types: list(params.get('types')).filter((type): type is LodgingType =>
      LODGING_TYPE_KEYS.includes(type as LodgingType),
    ),
    services: list(params.get('services')),
    freeCancellation: params.get('freeCancellation') === '1',
  };
}

/** The query string with the view written over it (defaults left out); the stay's keys stay as they are. */
export function writeResultView(params: URLSearchParams, view: ResultView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  if (view.sort !== 'RECOMMENDED') next.set('sort', view.sort);
  if (view.minPrice !== null) next.set('minPrice', String(view.minPrice));
  if (view.maxPrice !== null) next.set('maxPrice', String(view.maxPrice));
  if (view.minRating > 0) next.set('rating', String(view.minRating));
  if (view.types.length > 0) next.set('types', view.types.join(','));
  if (view.services.length > 0) next.set('services', view.services.join(','));
  if (view.freeCancellation) next.set('freeCancellation', '1');
  return next;
}

/** 초기화 (spec §9): max 150,000, any rating, every type and service; the sort stays. */
export const resetView = (view: ResultView): ResultView => ({
  sort: view.sort,
  minPrice: null,
  maxPrice: PRICE_SLIDER.resetMax,
  minRating: 0,
  types: [],
  services: [],
  freeCancellation: false,
});

/** The GraphQL filter of the view. */
export const searchFilter = (view: ResultView) => ({
  minPrice: view.minPrice,
  maxPrice: view.maxPrice,
  minRating: view.minRating > 0 ? view.minRating : null,
  types: view.types.length > 0 ? view.types : null,
  services: view.services.length > 0 ? view.services : null,
  freeCancellation: view.freeCancellation || null,
});

/**
 * The slider's ends from the server's lowest and highest price of the matches (without the price filter):
 * the lowest rounded down and the next step above the highest, in steps of 10,000 within 0–1,000,000
 * (spec §9). Without matches, the spec's whole range.
 */
export function sliderBounds(range: { lowest: number; highest: number } | null | undefined): {
  min: number;
  max: number;
} {
  if (!range) return { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max };
  const { step } = PRICE_SLIDER;
  const min = Math.max(PRICE_SLIDER.min, Math.floor(range.lowest / step) * step);
  const max = Math.min(PRICE_SLIDER.max, (Math.floor(range.highest / step) + 1) * step);
  return { min, max: Math.max(max, min + step) };
}
