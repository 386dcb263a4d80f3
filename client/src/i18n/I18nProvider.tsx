import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, useIntl, type PrimitiveType } from 'react-intl';
import { DEFAULT_LOCALE, LOCALE_TAG, type Locale } from '@shim/common/locales';
import { messagesOf, subscribeMessages } from './catalog';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language: its URL's prefix (`/en/…`), Korean without one. */
export const useLocale = (): Locale => use(LocaleContext);

/**
 * The page's messages and formats. Stays' and payments' times are Seoul's wherever the visitor is: a check-in
 * at 15:00 is 15:00 in Korea.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const read = useCallback(() => messagesOf(locale), [locale]);
  const messages = useSyncExternalStore(subscribeMessages, read, read);
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={LOCALE_TAG[locale]} defaultLocale="ko" messages={messages} timeZone="Asia/Seoul">
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export type MessageValues = Record<string, PrimitiveType | Date>;

/** A message of the page's language by key (`search.submit`), with ICU values. */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
