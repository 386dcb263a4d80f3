import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { parsePlaceId } from '@shim/common/places';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { LodgingName } from '../../components/LodgingName';
import { PlaceSuggestionsDocument, type PlaceSuggestionsQuery } from '../../gql/graphql';
import { useT, type MessageValues } from '../../i18n/I18nProvider';
import { POPOVER_ATTRIBUTE } from '../../lib/outside-close';
import { usePanelPosition } from '../../lib/popover';
import { groupSuggestions } from './destinations';

export type PlaceChoice = PlaceSuggestionsQuery['placeSuggestions'][number];

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The destination field around the input: the suggestion list is placed under it like every picker's panel. */
  fieldRef: RefObject<HTMLElement | null>;
  region: string;
  onType(text: string): void;
  /**
   * The box was focused or clicked: the popular places open while it is empty. `from` is what had the focus
   * before (the focus event's relatedTarget), null for a click or a key.
   */
  onOpen(from: EventTarget | null): void;
  onChoose(choice: PlaceChoice): void;
  /** The popular places' panel is open (the box is empty): the input announces that dialog. */
  popularOpen: boolean;
}

/** Waits until the text has stopped changing for `ms`: one request per pause in typing, not per key. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

const SUGGESTION_COUNT = 10;

/**
 * The destination box (docs/decisions/search.md "Places"): a combobox whose options are the server's suggestions
 * for what is typed, grouped 지역 · 역 · 명소 · 숙소, best first. Arrow keys move, Enter chooses; Enter with no
 * option chosen searches the typed text. While the box is empty the search bar shows the popular places instead.
 */
export function DestinationCombobox({ inputRef, fieldRef, region, onType, onOpen, onChoose, popularOpen }: Props) {
  const t = useT();
  // The plain input shown while this loaded had the focus: keep it here.
  const [hadFocus] = useState(() => typeof document !== 'undefined' && document.activeElement?.id === 'search-region');
  useEffect(() => {
    if (hadFocus) inputRef.current?.focus();
  }, [hadFocus, inputRef]);

  const typed = region.trim();
  // Suggestions only once the visitor types: a text prefilled from the URL asks nothing (nor does the server render).
  const [typing, setTyping] = useState(false);
  const text = useSettled(typed, 150);
  const { data, previousData, loading } = useQuery(
    PlaceSuggestionsDocument,
    // Only the settled text as it stands (not the URL's text while the first keys settle).
    text && typing && text === typed ? { variables: { text, first: SUGGESTION_COUNT } } : skipToken,
  );
  const suggestions = typed ? ((data ?? previousData)?.placeSuggestions ?? []) : [];
  const groups = groupSuggestions(suggestions);
  const settling = loading || text !== typed;

  return (
    <Combobox<PlaceChoice | null>
      value={null}
      onChange={(choice) => {
        if (!choice) return;
        setTyping(false);
        onChoose(choice);
      }}
      by="id"
    >
      {({ activeOption, open }) => (
        <>
          <PopupState input={inputRef} typed={Boolean(typed)} popularOpen={popularOpen} listOpen={open} />
          <ComboboxInput
            ref={inputRef}
            id="search-region"
            autoComplete="off"
            placeholder={t('searchbar.destination.placeholder')}
            maxLength={LIMITS.regionMaxLength + 10}
            displayValue={() => region}
            onChange={(event) => {
              setTyping(true);
              onType(event.target.value);
            }}
            onFocus={(event) => onOpen(event.relatedTarget)}
            onClick={() => onOpen(null)}
            onKeyDown={(event) => {
              // Enter with no suggestion chosen searches the typed text (the combobox would only close its list).
              if (event.key === 'Enter' && !activeOption && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
                return;
              }
              // The down arrow on a prefilled text opens its list: ask for its suggestions.
              if (event.key === 'ArrowDown' && typed) setTyping(true);
              // An empty box: the down arrow opens the popular places, and moves into them once they are open (as a
              // listbox's first arrow only opens it).
              if (event.key !== 'ArrowDown' || typed) return;
              event.preventDefault();
              onOpen(null);
              document.querySelector<HTMLElement>('#search-destination-panel li button')?.focus();
            }}
            className="w-full bg-transparent pr-7 font-semibold placeholder:font-normal placeholder:text-stone-400 focus:outline-none"
          />
          {typed && open && (
            <SuggestionPanel field={fieldRef}>
              {groups.map((group, g) => (
                <div key={group.label} role="group" aria-labelledby={`place-group-${g}`} className="py-1">
                  <p id={`place-group-${g}`} className="px-3 pb-1 pt-2 text-xs font-semibold text-stone-500">
                    {t(`searchpanel.group.${group.label}`)}
                  </p>
                  {group.items.map((choice) => (
                    <ComboboxOption
                      key={choice.id}
                      value={choice}
                      className="flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 data-[focus]:bg-brand-50"
                    >
                      <span className="min-w-0 truncate font-semibold">
                        <LodgingName
                          name={choice.name}
                          romanizedName={choice.romanizedName}
                          className="ml-1.5 text-xs font-normal text-stone-500"
                        />
                      </span>
                      <span className="shrink-0 truncate text-xs text-stone-500">{detail(t, choice)}</span>
                    </ComboboxOption>
                  ))}
                </div>
              ))}
              {suggestions.length === 0 && !settling && (
                <p className="px-3 py-4 text-center text-sm text-stone-500">{t('searchpanel.suggest.none')}</p>
              )}
            </SuggestionPanel>
          )}
          {/* Closed on the server and at hydration alike, so both render it empty. */}
          <p role="status" className="sr-only">
            {typed && open && typing && !settling ? t('searchpanel.suggest.count', { count: suggestions.length }) : ''}
          </p>
        </>
      )}
    </Combobox>
  );
}

/**
 * While the box is empty its popup is the popular places' dialog, which the combobox does not know of: say so on
 * the input after each render. The combobox writes these only when its own state changes, so once text is typed
 * they are put back to its list's (else a closed list would still read as the dialog, expanded).
 */
function PopupState({
  input,
  typed,
  popularOpen,
  listOpen,
}: {
  input: RefObject<HTMLInputElement | null>;
  typed: boolean;
  popularOpen: boolean;
  listOpen: boolean;
}) {
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-haspopup', typed ? 'listbox' : 'dialog');
    box.setAttribute('aria-expanded', String(typed ? listOpen : popularOpen));
    if (!typed) box.setAttribute('aria-controls', 'search-destination-panel');
    else if (!listOpen) box.removeAttribute('aria-controls');
  });
  return null;
}

const PANEL_WIDTH = 416;

/**
 * The suggestion list under the rule of every picker's panel (lib/popover.ts): in document.body, fixed under the
 * field, never beneath the sticky header (a phone scrolls the field up first), marked so an outside tap keeps it.
 * Mounted only while the list is open, so it is placed as it opens.
 */
function SuggestionPanel({ field, children }: { field: RefObject<HTMLElement | null>; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  usePanelPosition(field, panel, PANEL_WIDTH);
  return createPortal(
    <ComboboxOptions
      static
      modal={false}
      ref={panel}
      {...{ [POPOVER_ATTRIBUTE]: '' }}
      style={{ visibility: 'hidden' }}
      className="fixed z-40 overflow-y-auto rounded-2xl bg-white p-2 text-stone-800 shadow-xl shadow-black/10 ring-1 ring-stone-200 empty:invisible"
    >
      {children}
    </ComboboxOptions>,
    document.body,
  );
}

/** The line beside a suggestion's name: where it is, or what it is (its label less the name, in any language). */
function detail(t: (id: string, values?: MessageValues) => string, choice: PlaceChoice): string {
  const kind = parsePlaceId(choice.id)?.kind;
  if (kind === 'LANDMARK' || kind === 'LODGING') return choice.label.split(' · ').slice(1).join(' · ');
  const names = [choice.name, choice.romanizedName].filter((name): name is string => Boolean(name));
  const shown = names.find((name) => choice.label.startsWith(name) || choice.label.endsWith(name));
  const rest = shown
    ? choice.label.startsWith(shown)
      ? choice.label.slice(shown.length)
      : choice.label.slice(0, -shown.length)
    : choice.label;
  const where = rest
    .trim()
    .replace(/^,\s*|,$/g, '')
    .replace(/^\((.*)\)$/, '$1');
  return where || (kind === 'STATION' ? '' : t('searchpanel.suggest.province'));
}
