import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { facetCountLabel } from '@shim/common/search';
import { useEffect, useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { lodgingTypeLabel, PRICE_SLIDER, type ResultView } from './result-view';

interface Props {
  view: ResultView;
  /** Nights of the stay: over one, the price filter is on one room's price for them (the server's rule). */
  nights: number;
  /** A 대실 search: the price filter is on one room's 대실 price for these hours. */
  dayUseHours?: number;
  /** The slider's ends, from the server's price range of the matches. */
  bounds: { min: number; max: number };
  /** Service names to offer. */
  services: readonly string[];
  /** The matches by type and service (the server's facets), shown beside each choice; none while unknown. */
  facets?: SearchFacets | null;
  onChange(view: ResultView): void;
  onReset(): void;
}

/** The search's counts of the matches by lodging type and by service (`facets` of the connection). */
export interface SearchFacets {
  types: ReadonlyArray<{ type: LodgingType; count: number }>;
  services: ReadonlyArray<{ name: string; count: number }>;
  atLeast: boolean;
}

/** How long the slider rests before the choice goes to the URL (one history entry per choice, not per pixel). */
const SLIDER_SETTLE_MS = 350;

/** The search page's filters (spec §2, §9): price range, free cancellation, minimum rating, lodging types, services. */
export function FilterPanel({ view, nights, dayUseHours, bounds, services, facets, onChange, onReset }: Props) {
  const t = useT();
  const { won } = useFormat();
  // A choice no match has is counted 0 (the server lists only the services some match offers).
  const countLabel = (count: number | undefined) => (facets ? ` ${facetCountLabel(count ?? 0, facets.atLeast)}` : '');
  const typeCount = (type: LodgingType) => countLabel(facets?.types.find((each) => each.type === type)?.count);
  const serviceCount = (name: string) => countLabel(facets?.services.find((each) => each.name === name)?.count);
  const toggle = <T,>(items: readonly T[], item: T): T[] =>
    items.includes(item) ? items.filter((other) => other !== item) : [...items, item];
  const toggleType = (type: LodgingType) => onChange({ ...view, types: toggle(view.types, type) });
  const toggleService = (name: string) => onChange({ ...view, services: toggle(view.services, name) });

  const shownMin = clamp(view.minPrice ?? bounds.min, bounds);
  const shownMax = clamp(view.maxPrice ?? bounds.max, bounds);
  // A slider move in progress, for the values it started from; a new URL (or new bounds) drops it.
  const base = `${shownMin}-${shownMax}`;
  const [moving, setMoving] = useState<{ base: string; min: number; max: number } | null>(null);
  const draft = moving?.base === base ? moving : { min: shownMin, max: shownMax };
  const setDraft = (next: { min: number; max: number }) => setMoving({ base, ...next });
  useEffect(() => {
    if (draft.min === shownMin && draft.max === shownMax) return;
    const timer = setTimeout(
      () =>
        onChange({
          ...view,
          minPrice: draft.min > bounds.min ? draft.min : null,
          maxPrice: draft.max < bounds.max ? draft.max : null,
        }),
      SLIDER_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [draft.min, draft.max, shownMin, shownMax, bounds, view, onChange]);

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h2 className="font-bold text-stone-900">{t('search.filter.title')}</h2>
        <button type="button" onClick={onReset} className="text-sm font-medium text-brand-800 hover:underline">
          {t('search.filter.reset')}
        </button>
      </div>
      <fieldset>
        {/* The filter compares one room's price for the nights (the server's rule), which the cards' totals hold
            with the rooms and fees: say so rather than let a 150,000원 limit look broken beside a 155,000원 card. */}
        <legend className="text-sm font-semibold text-stone-700">
          {dayUseHours
            ? t('search.filter.priceDayUse', { hours: dayUseHours })
            : nights > 1
              ? t('search.filter.priceNights', { nights })
              : t('search.filter.priceNight')}
        </legend>
        <p className="text-xs text-stone-500">{t('search.filter.taxesExcluded')}</p>
        <label htmlFor="price-min" className="mt-2 block text-xs text-stone-600">
          {t('search.filter.minPrice')}
        </label>
        <input
          id="price-min"
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={PRICE_SLIDER.step}
          value={draft.min}
          aria-valuetext={t('search.filter.atLeast', { amount: won(draft.min) })}
          onChange={(event) => setDraft({ min: Math.min(Number(event.target.value), draft.max), max: draft.max })}
          className="w-full accent-brand-700"
        />
        <label htmlFor="price-max" className="mt-1 block text-xs text-stone-600">
          {t('search.filter.maxPrice')}
        </label>
        <input
          id="price-max"
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={PRICE_SLIDER.step}
          value={draft.max}
          aria-valuetext={t('search.filter.atMost', { amount: won(draft.max) })}
          onChange={(event) => setDraft({ min: draft.min, max: Math.max(Number(event.target.value), draft.min) })}
          className="w-full accent-brand-700"
        />
        <p className="mt-1 text-sm text-stone-600" aria-live="polite">
          {`${won(draft.min)} ~ ${won(draft.max)}`}
        </p>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-700">
        <input
          type="checkbox"
          checked={view.freeCancellation}
          onChange={() => onChange({ ...view, freeCancellation: !view.freeCancellation })}
          className="size-4 accent-brand-700"
        />
        {t('search.filter.freeCancellation')}
      </label>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">{t('search.filter.rating')}</legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {[0, 1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="button"
              aria-pressed={view.minRating === stars}
              onClick={() => onChange({ ...view, minRating: stars })}
              className={`rounded-full border px-3 py-1 text-sm transition ${
                view.minRating === stars
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-700 hover:border-brand-400'
              }`}
            >
              {stars === 0 ? t('search.filter.anyRating') : t('search.filter.minRating', { stars })}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">{t('search.filter.types')}</legend>
        <div className="mt-2 space-y-1.5">
          {LODGING_TYPE_KEYS.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                checked={view.types.includes(type)}
                onChange={() => toggleType(type)}
                className="size-4 accent-brand-700"
              />
              {`${lodgingTypeLabel(t, type)}${typeCount(type)}`}
            </label>
          ))}
        </div>
      </fieldset>
      {services.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-stone-700">{t('search.filter.services')}</legend>
          <div className="mt-2 space-y-1.5">
            {services.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-stone-700">
                <input
                  type="checkbox"
                  checked={view.services.includes(name)}
                  onChange={() => toggleService(name)}
                  className="size-4 accent-brand-700"
                />
                {`${name}${serviceCount(name)}`}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

const clamp = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, value));
