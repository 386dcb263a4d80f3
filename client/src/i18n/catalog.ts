import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@shim/common/locales';

/** A locale's messages, compiled to FormatJS's AST at build time (icu-messages.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The message namespaces: one folder each under messages/, one file per locale. A page loads the namespaces it
 * uses with its route (router.tsx), so no page carries another's words; `common` (layout, header, footer,
 * shared components and formats) comes with every page.
 */
export const NAMESPACES = [
  'common',
  'main',
  'searchbar',
  'search',
  'lodging',
  'places',
  'checkout',
  'booking',
  'account',
  'legal',
  // A booking's facts, its cancellation and stay prices (components/BookingFacts, CancelQuoteDialog…): the pages
  // showing a booking list it, the consoles' too.
  'stay',
  // Loaded with the code using them (the search bar's panels, the footer), not with a route: no first load has them.
  'searchpanel',
  'footer',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogues = import.meta.glob<Messages>('./messages/*/*.json', { query: '?icu', import: 'default' });

const loaded = new Map<Locale, Messages>();
const loadedNamespaces = new Map<Locale, Set<Namespace>>();
const listeners = new Set<() => void>();

/** The messages loaded so far for a locale (every namespace merged; keys carry their namespace). */
export const messagesOf = (locale: Locale): Messages => loaded.get(locale) ?? {};

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds messages (a server render's, or a loaded namespace's) to a locale's catalogue. */
export function addMessages(locale: Locale, messages: Messages, namespaces: readonly Namespace[] = []): void {
  loaded.set(locale, { ...messagesOf(locale), ...messages });
  const done = loadedNamespaces.get(locale) ?? new Set();
  for (const namespace of namespaces) done.add(namespace);
  loadedNamespaces.set(locale, done);
  for (const listener of listeners) listener();
}

/** Loads a locale's namespaces not yet loaded; the page renders once they are in. */
export async function loadMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<Messages> {
  const done = loadedNamespaces.get(locale);
  const missing = ['common' as const, ...namespaces].filter((namespace) => !done?.has(namespace));
  if (missing.length === 0) return messagesOf(locale);
  const parts = await Promise.all(
    missing.map(async (namespace) => {
      const load = catalogues[`./messages/${namespace}/${locale}.json`];
      if (!load) throw new Error(`i18n: no ${locale} messages for ${namespace}`);
      return load();
    }),
  );
  addMessages(locale, Object.assign({}, ...parts) as Messages, [...new Set(missing)]);
  return messagesOf(locale);
}

/** The page's locale for code outside React (the Apollo link, the language switch); set once at start. */
let current: Locale = DEFAULT_LOCALE;
export const currentLocale = (): Locale => current;
export const setCurrentLocale = (locale: Locale): void => {
  current = locale;
};
