import type { Locale } from './locales';
import type { MessageCatalogue, MoreMessageCatalogue } from './message-locales.catalogue';

/**
 * One locale's catalogues, loaded on demand: a page bundle that imported `messagesFor` would carry every
 * language (≈ 4 × the catalogue), this carries none until the locale is asked for.
 */
export async function loadMessages(
  locale: Locale,
): Promise<{ messages: MessageCatalogue; more: MoreMessageCatalogue }> {
  switch (locale) {
    case 'en': {
      const { MESSAGES_EN, MORE_MESSAGES_EN } = await import('./messages.en');
      return { messages: MESSAGES_EN, more: MORE_MESSAGES_EN };
    }
    case 'ja': {
      const { MESSAGES_JA, MORE_MESSAGES_JA } = await import('./messages.ja');
      return { messages: MESSAGES_JA, more: MORE_MESSAGES_JA };
    }
    case 'zh-Hans': {
      const { MESSAGES_ZH_HANS, MORE_MESSAGES_ZH_HANS } = await import('./messages.zh-Hans');
      return { messages: MESSAGES_ZH_HANS, more: MORE_MESSAGES_ZH_HANS };
    }
    case 'ko': {
      const [{ MESSAGES }, { MORE_MESSAGES }] = await Promise.all([
        import('./messages'),
        import('./message-locales.catalogue'),
      ]);
      return { messages: MESSAGES, more: MORE_MESSAGES };
    }
  }
}
