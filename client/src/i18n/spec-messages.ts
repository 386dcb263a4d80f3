import { messagesFor } from '@shim/common/message-locales';
import { useLocale } from './I18nProvider';

/** The spec's §8 messages (common/src/messages.ts) in the page's language, for checks made in the browser. */
export const useSpecMessages = () => messagesFor(useLocale());
