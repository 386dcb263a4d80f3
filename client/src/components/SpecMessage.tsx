import type { Locale } from '@shim/common/locales';
import type { MessageCatalogue } from '@shim/common/message-locales.catalogue';
import { loadMessages } from '@shim/common/message-locales.lazy';
import { Suspense, use } from 'react';
import { useLocale } from '../i18n/I18nProvider';

/** The keys of the spec's §8 catalogue whose message is a plain text. */
export type SpecTextKey = {
  [K in keyof MessageCatalogue]: MessageCatalogue[K] extends string ? K : never;
}[keyof MessageCatalogue];

const catalogues = new Map<Locale, Promise<MessageCatalogue>>();
const catalogueOf = (locale: Locale): Promise<MessageCatalogue> => {
  let loading = catalogues.get(locale);
  if (!loading) {
    loading = loadMessages(locale).then(({ messages }) => messages);
    catalogues.set(locale, loading);
  }
  return loading;
};

function Translated({ id, locale }: { id: SpecTextKey; locale: Locale }) {
  return use(catalogueOf(locale))[id];
}

/**
 * A §8 message (common/src/messages.ts) in the page's language, for a page that must not carry the whole
 * catalogue (the main page's search bar): the Korean comes from the caller's small module, another language's
 * catalogue loads the first time one is shown.
 */
export function SpecMessage({ id, korean }: { id: SpecTextKey; korean: string }) {
  const locale = useLocale();
  if (locale === 'ko') return korean;
  return (
    <Suspense fallback={null}>
      <Translated id={id} locale={locale} />
    </Suspense>
  );
}
