import { renderHook } from '@testing-library/react';
import type { Locale } from '@shim/common/locales';
import type { ReactNode } from 'react';
import { addMessages, NAMESPACES, type Messages } from '../i18n/catalog';
import { useFormat } from '../i18n/format';
import { I18nProvider, useT } from '../i18n/I18nProvider';
import type { Words } from '../features/search/result-view';

// The catalogues the search helpers read, in every language (tests only).
const catalogues = import.meta.glob<Messages>(['../i18n/messages/common/*.json', '../i18n/messages/search/*.json'], {
  query: '?icu',
  import: 'default',
  eager: true,
});

/** Loads the `common` and `search` messages of a locale (tests render Korean unless they load another). */
export function loadSearchMessages(locale: Locale): void {
  const own = Object.entries(catalogues).filter(([file]) => file.endsWith(`/${locale}.json`));
  addMessages(locale, Object.assign({}, ...own.map(([, messages]) => messages)) as Messages, ['common', 'search']);
}

/** The words (useT, useFormat) of a page in `locale`, for testing the helpers that take them. */
export function wordsIn(locale: Locale): Words {
  loadSearchMessages(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>;
  return renderHook(() => ({ t: useT(), format: useFormat() }), { wrapper }).result.current;
}

export const koreanWords = (): Words => wordsIn('ko');

const everyCatalogue = import.meta.glob<Messages>('../i18n/messages/*/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});

/** Every namespace of a locale, as a server render of a page would send its own (tests of whole pages). */
export function loadAllMessages(locale: Locale): void {
  const own = Object.entries(everyCatalogue).filter(([file]) => file.endsWith(`/${locale}.json`));
  addMessages(locale, Object.assign({}, ...own.map(([, messages]) => messages)) as Messages, NAMESPACES);
}
