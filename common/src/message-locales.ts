import { formatMinutes } from './day-use-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MORE_MESSAGES, type MessageCatalogue, type MoreMessageCatalogue } from './message-locales.catalogue';
import { MESSAGES } from './messages';
import { MESSAGES_EN, MORE_MESSAGES_EN } from './messages.en';
import { MESSAGES_JA, MORE_MESSAGES_JA } from './messages.ja';
import { MESSAGES_ZH_HANS, MORE_MESSAGES_ZH_HANS } from './messages.zh-Hans';

export {
  MORE_MESSAGES,
  type Catalogue,
  type MessageCatalogue,
  type MoreMessageCatalogue,
} from './message-locales.catalogue';

const CATALOGUES: Record<Locale, MessageCatalogue> = {
  ko: MESSAGES,
  en: MESSAGES_EN,
  ja: MESSAGES_JA,
  'zh-Hans': MESSAGES_ZH_HANS,
};

const MORE_CATALOGUES: Record<Locale, MoreMessageCatalogue> = {
  ko: MORE_MESSAGES,
  en: MORE_MESSAGES_EN,
  ja: MORE_MESSAGES_JA,
  'zh-Hans': MORE_MESSAGES_ZH_HANS,
};

/**
 * The spec §8 catalogue in a locale (Korean is `MESSAGES` itself). It holds every locale, for the server: a page
 * bundle loads only its own with `loadMessages` (message-locales.lazy.ts).
 */
export const messagesFor = (locale: Locale): MessageCatalogue => CATALOGUES[locale];

export const moreMessagesFor = (locale: Locale): MoreMessageCatalogue => MORE_CATALOGUES[locale];

type Template = { pattern: RegExp; translate: (locale: Locale, parts: string[]) => string | null };

interface ReverseIndex {
  texts: Map<string, (locale: Locale) => string>;
  templates: Template[];
}

let reverse: ReverseIndex | null = null;

/** Korean text → its key, built once: static texts by equality, function texts by a pattern of their template. */
function reverseIndex(): ReverseIndex {
  if (reverse) return reverse;
  const texts = new Map<string, (locale: Locale) => string>();
  const templates: Template[] = [];
  const add = (source: Record<string, unknown>, pick: (locale: Locale) => Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') {
        // A text two keys share answers in the later key's words: the guest's inquiry form follows the manager's
        // sign-up form (English in the spec, kept English for the console).
        texts.set(value, (locale) => pick(locale)[key] as string);
      } else if (typeof value === 'function') {
        const { pattern, read } = READ_BACK[key] ?? {
          pattern: templatePattern(value as (...args: string[]) => string),
          read: (parts: string[]) => parts.map(numeric),
        };
        templates.push({
          pattern,
          translate: (locale, parts) => {
            const args = read(parts);
            return args && (pick(locale)[key] as (...args: unknown[]) => string)(...args);
          },
        });
      }
    }
  };
  add(MESSAGES, (locale) => CATALOGUES[locale]);
  add(MORE_MESSAGES, (locale) => MORE_CATALOGUES[locale]);
  return (reverse = { texts, templates });
}

/** Placeholders from the Private Use Area: no real message contains them. */
const SLOT = (index: number) => `\u{E000}${index}\u{E001}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function message's Korean template as an anchored pattern, each parameter a lazy capture. */
function templatePattern(message: (...args: string[]) => string): RegExp {
  const slots = Array.from({ length: message.length }, (_, index) => SLOT(index));
  const escaped = escapeRegExp(message(...slots));
  return new RegExp(`^${slots.reduce((text, slot) => text.replace(slot, '(.+?)'), escaped)}$`, 's');
}

const numeric = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part);

/**
 * Function texts that format their value before writing it (a duration as `1시간 30분`): the pattern comes from a
 * sample with the shown value as the capture, and the value is read back from it.
 */
const READ_BACK: Record<string, { pattern: RegExp; read: (parts: string[]) => unknown[] | null }> = {
  dayUseTooSoon: {
    pattern: samplePattern(MORE_MESSAGES.dayUseTooSoon(90), formatMinutes(90)),
    read: ([shown = '']) => {
      const minutes = minutesOf(shown);
      return minutes === null ? null : [minutes];
    },
  },
};

function samplePattern(sample: string, shown: string): RegExp {
  const [before = '', after = ''] = sample.split(shown).map(escapeRegExp);
  return new RegExp(`^${before}(.+?)${after}$`, 's');
}

/** A duration as `formatMinutes` writes it (`1시간 30분`, `1시간`, `30분`), back in minutes; null if it is not one. */
function minutesOf(text: string): number | null {
  const match = /^(?:(\d+)시간)? ?(?:(\d+)분)?$/.exec(text);
  return match && (match[1] || match[2]) ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : null;
}

/**
 * A catalogue text (as the server threw it, in Korean) in `locale`; a text the catalogues do not hold (a
 * console's, or one composed on the spot) stays as it is.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const index = reverseIndex();
  const exact = index.texts.get(message);
  if (exact) return exact(locale);
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    const translated = match && template.translate(locale, match.slice(1));
    if (translated) return translated;
  }
  return message;
}
