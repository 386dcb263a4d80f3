import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { nightsBetween } from '@shim/common/stay';
import { STAY_MESSAGES } from '@shim/common/stay-messages';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { currentLocale, loadMessages } from '../../i18n/catalog';
import { useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useOutsideClose } from '../../lib/outside-close';
import { DAY_USE_DEFAULT_HOURS } from '../../lib/stay-query';
import { useSearchForm } from './use-search-form';

type Panel = 'destination' | 'calendar' | 'dayUse' | 'guests';

// The panels' code (the calendar's date formatting, the destination tabs) and words load after the page has
// shown (fetched once the bar is mounted, shown on first open): they are no part of the main page's first load.
const withPanelWords =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadMessages(currentLocale(), ['searchpanel'])]))[0];
const loadDestination = withPanelWords(() => import('./SearchBarDestination'));
const loadCombobox = withPanelWords(() => import('./DestinationCombobox'));
const loadCalendar = withPanelWords(() => import('./SearchBarCalendar'));
const loadGuests = withPanelWords(() => import('./SearchBarGuests'));
const loadDayUse = withPanelWords(() => import('./SearchBarDayUse'));
const loadPanel = () => import('../../components/PopoverPanel');
// A refused search's words in a language other than Korean: they load with that language's §8 catalogue.
const SpecMessage = lazy(async () => ({ default: (await import('../../components/SpecMessage')).SpecMessage }));
const PopoverPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));
const SearchBarDestination = lazy(async () => ({ default: (await loadDestination()).SearchBarDestination }));
const DestinationCombobox = lazy(async () => ({ default: (await loadCombobox()).DestinationCombobox }));
const SearchBarCalendar = lazy(async () => ({ default: (await loadCalendar()).SearchBarCalendar }));
const SearchBarGuests = lazy(async () => ({ default: (await loadGuests()).SearchBarGuests }));
const SearchBarDayUse = lazy(async () => ({ default: (await loadDayUse()).SearchBarDayUse }));

/** The search bar of the main and search pages (spec §2, §4, §5). Re-mount it (key) to re-read the query. */
export function SearchBar({ today = todayInSeoul() }: { today?: string }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const panelLoading = <p className="py-6 text-center text-sm text-stone-500">{t('common.loading')}</p>;
  const { region, setRegion, range, setRange, guests, setGuests, dayUse, setDayUse, error, submit, openLodging } =
    useSearchForm(today, () => setOpen(null));
  const bar = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const destinationBox = useRef<HTMLDivElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const guestsButton = useRef<HTMLButtonElement>(null);
  const dayUseButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const preload = setTimeout(
      () =>
        void Promise.all([loadPanel(), loadCombobox(), loadDestination(), loadCalendar(), loadGuests(), loadDayUse()]),
      1000,
    );
    return () => clearTimeout(preload);
  }, []);

  const closeAll = useCallback(() => setOpen(null), []);
  useOutsideClose(bar, open !== null, closeAll);

  const closeTo = (panel: Panel) => {
    setOpen(null);
    const trigger = { destination: input, calendar: calendarButton, dayUse: dayUseButton, guests: guestsButton }[panel];
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeTo(open);
    }
  };

  const nights = range.start && range.end && range.end > range.start ? nightsBetween(range.start, range.end) : null;
  const dateText = !range.start
    ? t('searchbar.dates.choose')
    : dayUse
      ? format.monthDay(range.start)
      : `${format.monthDay(range.start)} – ${range.end ? format.monthDay(range.end) : t('searchbar.dates.chooseCheckout')}`;
  const chooseKind = (dayUseOn: boolean) => {
    setOpen(null);
    setDayUse(dayUseOn ? { start: null, hours: DAY_USE_DEFAULT_HOURS } : null);
    // 대실 is one day: the range ends the next day, so the nights' checks and prices still read it.
    const day = range.start ?? today;
    if (dayUseOn) setRange({ start: day, end: addDays(day, 1) });
  };
  const field = 'flex min-w-0 flex-col rounded-xl px-4 py-2.5 text-left transition hover:bg-stone-50';
  // The box until the combobox's code has loaded (it is no part of the page's first load): same look, same id.
  const plainInput = (
    <input
      ref={input}
      id="search-region"
      value={region}
      autoComplete="off"
      placeholder={t('searchbar.destination.placeholder')}
      maxLength={LIMITS.regionMaxLength + 10}
      onFocus={() => void loadCombobox()}
      onChange={(event) => setRegion(event.target.value)}
      className="w-full bg-transparent pr-7 font-semibold placeholder:font-normal placeholder:text-stone-400 focus:outline-none"
    />
  );

  return (
    <form
      ref={bar}
      role="search"
      aria-label={t('searchbar.label')}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      className="w-full text-stone-800"
    >
      {/* Native radios: arrow keys and screen readers know them, and they cost the main page no script. */}
      <fieldset className="mb-2 inline-flex gap-1 rounded-full bg-black/25 p-1">
        <legend className="sr-only">{t('searchbar.kind.legend')}</legend>
        {[false, true].map((on) => (
          <label
            key={String(on)}
            className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-white ${
              !!dayUse === on ? 'bg-white text-brand-800' : 'text-white'
            }`}
          >
            <input
              type="radio"
              name="search-kind"
              value={on ? 'DAY_USE' : 'NIGHT'}
              checked={!!dayUse === on}
              onChange={() => chooseKind(on)}
              className="sr-only"
            />
            {t(on ? 'searchbar.kind.dayUse' : 'searchbar.kind.night')}
          </label>
        ))}
      </fieldset>
      <div
        className={`grid gap-1 rounded-2xl bg-white p-2 shadow-xl shadow-black/10 ring-1 ring-stone-200 md:items-center ${
          dayUse ? 'md:grid-cols-[1fr_1fr_1.2fr_1fr_auto]' : 'md:grid-cols-[1fr_1.6fr_1fr_auto]'
        }`}
      >
        <div ref={destinationBox} className={`${field} relative`}>
          <label htmlFor="search-region" className="text-xs font-semibold text-stone-500">
            {t('searchbar.destination.label')}
          </label>
          <Suspense fallback={plainInput}>
            <DestinationCombobox
              inputRef={input}
              fieldRef={destinationBox}
              region={region}
              popularOpen={open === 'destination' && !region.trim()}
              onType={(text) => {
                setRegion(text);
                setOpen('destination');
              }}
              // Not when Escape brings the focus back from the list (the focus event's relatedTarget): that closes it.
              onOpen={(from) =>
                (from instanceof Element && from.closest('#search-destination-panel')) || setOpen('destination')
              }
              onChoose={(choice) => {
                const lodging = choice.id.startsWith('lodging:') ? choice.id.slice('lodging:'.length) : null;
                if (lodging) return openLodging(lodging);
                setRegion(choice.kind === 'LANDMARK' ? choice.name : choice.label, choice.id);
                setOpen(null);
                calendarButton.current?.focus();
              }}
            />
          </Suspense>
          {region && (
            <button
              type="button"
              aria-label={t('searchbar.destination.clear')}
              onClick={() => {
                setRegion('');
                input.current?.focus();
              }}
              className="absolute right-3 top-1/2 grid size-6 -translate-y-1/2 place-items-center rounded-full bg-stone-200 text-xs text-stone-600 hover:bg-stone-300"
            >
              ✕
            </button>
          )}
        </div>
        {open === 'destination' && !region.trim() && (
          <Suspense fallback={null}>
            <PopoverPanel
              id="search-destination-panel"
              label={t('searchbar.destination.panel')}
              anchor={destinationBox}
              width={380}
            >
              <Suspense fallback={panelLoading}>
                <SearchBarDestination
                  typed={region}
                  onSelect={(name) => {
                    setRegion(name);
                    setOpen(null);
                    // On to the next step; focusing the input again would reopen the list.
                    calendarButton.current?.focus();
                  }}
                />
              </Suspense>
            </PopoverPanel>
          </Suspense>
        )}
        <button
          ref={calendarButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open === 'calendar'}
          aria-controls="search-calendar-panel"
          onClick={() => setOpen(open === 'calendar' ? null : 'calendar')}
          className={field}
        >
          <span className="text-xs font-semibold text-stone-500">
            {dayUse
              ? t('searchbar.dates.dayUse')
              : `${t('searchbar.dates.label')}${nights ? ` · ${format.nights(nights)}` : ''}`}
          </span>
          <span className="truncate font-semibold">{dateText}</span>
        </button>
        {open === 'calendar' && (
          <Suspense fallback={null}>
            <PopoverPanel
              id="search-calendar-panel"
              label={t('searchbar.dates.choose')}
              anchor={calendarButton}
              width={640}
              takeFocus
            >
              <Suspense fallback={panelLoading}>
                <SearchBarCalendar
                  range={range}
                  today={today}
                  single={!!dayUse}
                  onChange={setRange}
                  onDone={() => closeTo('calendar')}
                />
              </Suspense>
            </PopoverPanel>
          </Suspense>
        )}
        {dayUse && (
          // The day-use field's code loads with the panels: the main page's first load is for nights.
          <Suspense fallback={null}>
            <SearchBarDayUse
              buttonRef={dayUseButton}
              className={field}
              value={dayUse}
              open={open === 'dayUse'}
              onToggle={() => setOpen(open === 'dayUse' ? null : 'dayUse')}
              onChange={setDayUse}
              onDone={() => closeTo('dayUse')}
            />
          </Suspense>
        )}
        <button
          ref={guestsButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open === 'guests'}
          aria-controls="search-guests-panel"
          onClick={() => setOpen(open === 'guests' ? null : 'guests')}
          className={field}
        >
          <span className="text-xs font-semibold text-stone-500">{t('searchbar.guests.label')}</span>
          <span className="truncate font-semibold">
            {t('searchbar.guests.summary', { rooms: guests.rooms, persons: guests.persons })}
          </span>
        </button>
        {open === 'guests' && (
          <Suspense fallback={null}>
            <PopoverPanel
              id="search-guests-panel"
              label={t('searchbar.guests.panel')}
              anchor={guestsButton}
              width={320}
              takeFocus
            >
              <Suspense fallback={panelLoading}>
                <SearchBarGuests
                  rooms={guests.rooms}
                  persons={guests.persons}
                  onChange={setGuests}
                  onDone={() => closeTo('guests')}
                />
              </Suspense>
            </PopoverPanel>
          </Suspense>
        )}
        <button
          type="submit"
          className="rounded-xl bg-brand-700 px-6 py-3.5 font-semibold text-white transition hover:bg-brand-800"
        >
          {t('searchbar.submit')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
          {locale === 'ko' ? (
            STAY_MESSAGES[error]
          ) : (
            <Suspense fallback={null}>
              <SpecMessage id={error} korean={STAY_MESSAGES[error]} />
            </Suspense>
          )}
        </p>
      )}
    </form>
  );
}
