import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { nightsBetween } from '@shim/common/stay';
import type { useFormat } from '../../i18n/format';
import type { useT } from '../../i18n/I18nProvider';

/** The page's words: its messages and formats (useT, useFormat), for the helpers that say things. */
export interface Words {
  t: ReturnType<typeof useT>;
  format: Pick<ReturnType<typeof useFormat>, 'won' | 'monthDay'>;
}

/** The price slider of spec §9: 0 to 1,000,000 won in steps of 10,000; 초기화 sets the max to 150,000. */
export const PRICE_SLIDER = { min: 0, max: 1_000_000, step: 10_000, resetMax: 150_000 } as const;

export type ResultSort = 'RECOMMENDED' | 'PRICE_ASC' | 'RATING_DESC' | 'DISTANCE';
const SORTS: readonly ResultSort[] = ['DISTANCE', 'RECOMMENDED', 'PRICE_ASC', 'RATING_DESC'];

/** The sorts' names in the page's language (`search.sort.PRICE_ASC`: 낮은 요금순). */
export const sortLabels = (t: Words['t']): Record<ResultSort, string> =>
  Object.fromEntries(SORTS.map((sort) => [sort, t(`search.sort.${sort}`)])) as Record<ResultSort, string>;

/** A lodging type's name in the page's language (`search.type.HANOK`: 한옥). */
export const lodgingTypeLabel = (t: Words['t'], type: LodgingType): string => t(`search.type.${type}`);

/** The sorts a search offers: 가까운순 only around a station or landmark (the server refuses it otherwise). */
export const sortsFor = (point: boolean): ResultSort[] => SORTS.filter((sort) => point || sort !== 'DISTANCE');

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

/** How many filters are in force (the phones' 필터 · 정렬 badge): one per chip. */
export const activeFilterCount = (view: ResultView): number =>
  (view.minPrice !== null || view.maxPrice !== null ? 1 : 0) +
  (view.freeCancellation ? 1 : 0) +
  (view.minRating > 0 ? 1 : 0) +
  view.types.length +
  view.services.length;

/** The filters in force, in the panel's order (the price range counts as one), in the page's words. */
export function activeFilters(view: ResultView, { t, format }: Words): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (view.minPrice !== null || view.maxPrice !== null) {
    const { minPrice: low, maxPrice: high } = view;
    const label =
      low !== null && high !== null
        ? t('search.chips.priceRange', { low: format.won(low), high: format.won(high) })
        : low !== null
          ? t('search.chips.priceFrom', { low: format.won(low) })
          : t('search.chips.priceTo', { high: format.won(high ?? 0) });
    chips.push({ key: 'price', label, without: { ...view, minPrice: null, maxPrice: null } });
  }
  if (view.freeCancellation)
    chips.push({
      key: 'free',
      label: t('search.filter.freeCancellation'),
      without: { ...view, freeCancellation: false },
    });
  if (view.minRating > 0)
    chips.push({
      key: 'rating',
      label: t('search.filter.minRating', { stars: view.minRating }),
      without: { ...view, minRating: 0 },
    });
  for (const type of view.types)
    chips.push({
      key: `type:${type}`,
      label: lodgingTypeLabel(t, type),
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
export function staySummary(
  stay: {
    startDate: string;
    endDate: string;
    rooms: number;
    persons: number;
    dayUse?: { start: string | null; hours: number };
  },
  { t, format }: Words,
): string {
  const { rooms, persons } = stay;
  if (stay.dayUse)
    return t('search.summary.dayUse', {
      date: format.monthDay(stay.startDate),
      hours: stay.dayUse.hours,
      start: stay.dayUse.start
        ? t('search.summary.startFrom', { time: stay.dayUse.start })
        : t('search.summary.earliest'),
      rooms,
      persons,
    });
  return t('search.summary.stay', {
    from: format.monthDay(stay.startDate),
    to: format.monthDay(stay.endDate),
    nights: nightsBetween(stay.startDate, stay.endDate),
    rooms,
    persons,
  });
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
