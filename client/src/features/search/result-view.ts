import { formatMonthDay } from '@shim/common/dates';
import { LODGING_TYPE_KEYS, LODGING_TYPES, type LodgingType } from '@shim/common/lodging';
import { formatWon } from '@shim/common/money';
import { nightsBetween } from '@shim/common/stay';

/** The price slider of spec §9: 0 to 1,000,000 won in steps of 10,000; 초기화 sets the max to 150,000. */
export const PRICE_SLIDER = { min: 0, max: 1_000_000, step: 10_000, resetMax: 150_000 } as const;

export type ResultSort = 'RECOMMENDED' | 'PRICE_ASC' | 'RATING_DESC' | 'DISTANCE';
export const SORT_LABELS: Record<ResultSort, string> = {
  DISTANCE: '가까운순',
  RECOMMENDED: '추천순',
  PRICE_ASC: '낮은 요금순',
  RATING_DESC: '사용자 평점순',
};

/** The sorts a search offers: 가까운순 only around a station or landmark (the server refuses it otherwise). */
export const sortsFor = (point: boolean): ResultSort[] =>
  (Object.keys(SORT_LABELS) as ResultSort[]).filter((sort) => point || sort !== 'DISTANCE');

/** 가까운순 around a point place (what a visitor searching by a station wants first), else 추천순. */
export const defaultSort = (point: boolean): ResultSort => (point ? 'DISTANCE' : 'RECOMMENDED');

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

/**
 * Reads the view from a query string; anything unknown is left at its default. `point`: the search is around a
 * station or landmark (its default sort is 가까운순, and only there is 가까운순 valid).
 */
export function readResultView(params: URLSearchParams, point = false): ResultView {
  const sort = params.get('sort') as ResultSort | null;
  const rating = Number(params.get('rating') ?? 0);
  return {
    sort: sort && sortsFor(point).includes(sort) ? sort : defaultSort(point),
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
export function writeResultView(params: URLSearchParams, view: ResultView, point = false): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  if (view.sort !== defaultSort(point)) next.set('sort', view.sort);
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

/** Every filter off (the empty state's 필터 초기화: show anything the stay has); the sort stays. */
export const clearFilters = (view: ResultView): ResultView => ({
  sort: view.sort,
  minPrice: null,
  maxPrice: null,
  minRating: 0,
  types: [],
  services: [],
  freeCancellation: false,
});

/** One filter in force, as a removable chip: its words and the view without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: ResultView;
}

/** The filters in force, in the panel's order (the price range counts as one). */
export function activeFilters(view: ResultView): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (view.minPrice !== null || view.maxPrice !== null) {
    const { minPrice: low, maxPrice: high } = view;
    const range =
      low !== null && high !== null
        ? `${formatWon(low)} ~ ${formatWon(high)}`
        : low !== null
          ? `${formatWon(low)} 이상`
          : `${formatWon(high ?? 0)} 이하`;
    chips.push({ key: 'price', label: `요금 ${range}`, without: { ...view, minPrice: null, maxPrice: null } });
  }
  if (view.freeCancellation)
    chips.push({ key: 'free', label: '무료 취소', without: { ...view, freeCancellation: false } });
  if (view.minRating > 0)
    chips.push({ key: 'rating', label: `★ ${view.minRating}점 이상`, without: { ...view, minRating: 0 } });
  for (const type of view.types)
    chips.push({
      key: `type:${type}`,
      label: LODGING_TYPES[type].label,
      without: { ...view, types: view.types.filter((other) => other !== type) },
    });
  for (const name of view.services)
    chips.push({
      key: `service:${name}`,
      label: name,
      without: { ...view, services: view.services.filter((other) => other !== name) },
    });
  return chips;
}

/** The stay as the results header says it: `12월 4일 (금) – 12월 6일 (일) · 2박 · 객실 1 · 2명`. */
export function staySummary(stay: {
  startDate: string;
  endDate: string;
  rooms: number;
  persons: number;
  dayUse?: { start: string | null; hours: number };
}): string {
  if (stay.dayUse)
    return `${formatMonthDay(stay.startDate)} · 대실 ${stay.dayUse.hours}시간 · ${stay.dayUse.start ? `${stay.dayUse.start}부터` : '가장 빠른 시간'} · 객실 ${stay.rooms} · ${stay.persons}명`;
  const nights = nightsBetween(stay.startDate, stay.endDate);
  return `${formatMonthDay(stay.startDate)} – ${formatMonthDay(stay.endDate)} · ${nights}박 · 객실 ${stay.rooms} · ${stay.persons}명`;
}

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
