import type { ReactNode } from 'react';
import { addMessages, NAMESPACES, type Messages } from '../i18n/catalog';
import { I18nProvider } from '../i18n/I18nProvider';

// Every Korean catalogue at once: a test sees its page's words in the first render, as the browser does.
const korean = import.meta.glob<Messages>('../i18n/messages/*/ko.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
addMessages('ko', Object.assign({}, ...Object.values(korean)) as Messages, NAMESPACES);

/** Client tests render in Korean, the site's default, unless they wrap in another locale themselves. */
export function KoreanPage({ children }: { children: ReactNode }) {
  return <I18nProvider locale="ko">{children}</I18nProvider>;
}
