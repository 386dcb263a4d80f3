import { CONTENT_MESSAGES } from './content-messages';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale } from './locales';

/** A locale content is translated into (Korean lives in the content's own columns). */
export type TranslatedLocale = Exclude<Locale, 'ko'>;

/** The text fields a translation may carry; each kind of content uses some of them. */
export const TRANSLATION_FIELDS = ['name', 'description', 'overview'] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];
export type TranslationText = Partial<Record<TranslationField, string>>;

/** The stored form (a jsonb column): `{"en": {"name": "…", "description": "…"}, …}`; absent = not translated. */
export type ContentTranslations = Partial<Record<TranslatedLocale, TranslationText>>;

/** The longest text per field, as the Korean fields of the same content allow. */
export type TranslationLimits = Partial<Record<TranslationField, number>>;

export const HOTEL_TRANSLATION_LIMITS: TranslationLimits = { name: 100, description: 5000 };
export const ROOM_TRANSLATION_LIMITS: TranslationLimits = { name: 100, description: 1000 };
export const PLACE_TRANSLATION_LIMITS: TranslationLimits = { name: 100 };
export const LANDMARK_TRANSLATION_LIMITS: TranslationLimits = { name: 100, description: 5000, overview: 5000 };

/** One locale's texts as an editor sends them (a row of a list: GraphQL has no maps). */
export interface TranslationEntry {
  locale: string;
  name?: string | null;
  description?: string | null;
  overview?: string | null;
}

// Control characters other than tab and line breaks (descriptions keep their paragraphs), and lone surrogates.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;
const NAME_BREAKS = /[\t\n\r]/;

/**
 * The entries checked and in the stored form, or the Korean problem: known translated locales, once each, only
 * the fields `limits` names, within their lengths, no control characters (none at all in names). Blank texts are
 * dropped; a locale left with none is not translated.
 */
export function checkTranslations(
  entries: readonly TranslationEntry[],
  limits: TranslationLimits,
): { translations: ContentTranslations } | { problem: string } {
  if (!Array.isArray(entries) || entries.length > TRANSLATED_LOCALES.length) {
    return { problem: CONTENT_MESSAGES.translationInvalid };
  }
  const translations: ContentTranslations = {};
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') return { problem: CONTENT_MESSAGES.translationInvalid };
    const locale = entry.locale as TranslatedLocale;
    if (!TRANSLATED_LOCALES.includes(locale)) return { problem: CONTENT_MESSAGES.translationLocaleUnknown };
    if (translations[locale]) return { problem: CONTENT_MESSAGES.translationInvalid };
    const text: TranslationText = {};
    for (const field of TRANSLATION_FIELDS) {
      const value = entry[field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string' || limits[field] === undefined)
        return { problem: CONTENT_MESSAGES.translationInvalid };
      const trimmed = value.trim();
      if (!trimmed) continue;
      if ([...trimmed].length > limits[field]!) return { problem: CONTENT_MESSAGES.translationTooLong };
      if (CONTROL.test(trimmed) || (field === 'name' && NAME_BREAKS.test(trimmed))) {
        return { problem: CONTENT_MESSAGES.translationControlChars };
      }
      text[field] = trimmed;
    }
    if (Object.keys(text).length > 0) translations[locale] = text;
  }
  return { translations };
}

/** A field in `locale` when translated, else the Korean text (the source of truth). */
export function localized(
  korean: string,
  translations: ContentTranslations | null | undefined,
  locale: Locale,
  field: TranslationField,
): string {
  if (locale === DEFAULT_LOCALE) return korean;
  return translations?.[locale as TranslatedLocale]?.[field] || korean;
}

/** The stored translations as editor rows, in the locales' order. */
export function translationEntries(
  translations: ContentTranslations | null | undefined,
): Array<{ locale: TranslatedLocale } & TranslationText> {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const text = translations?.[locale];
    return text ? [{ locale, ...text }] : [];
  });
}

/** An editor's texts per translated locale ('' is none). */
export type TranslationDraft = Record<TranslatedLocale, Record<TranslationField, string>>;

/** The editor's draft of stored translations (rows as GraphQL answers them; absent: none). */
export function translationDraftOf(
  rows: ReadonlyArray<{
    locale: string;
    name?: string | null;
    description?: string | null;
    overview?: string | null;
  }> = [],
): TranslationDraft {
  const draft = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { name: '', description: '', overview: '' }]),
  ) as TranslationDraft;
  for (const row of rows) {
    const text = draft[row.locale as TranslatedLocale];
    if (!text) continue;
    text.name = row.name ?? '';
    text.description = row.description ?? '';
    text.overview = row.overview ?? '';
  }
  return draft;
}

/** The draft as the save takes it: a row per locale with any text, only the fields `limits` names. */
export function translationInputOf(draft: TranslationDraft, limits: TranslationLimits): TranslationEntry[] {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const entry: TranslationEntry = { locale };
    for (const field of TRANSLATION_FIELDS) {
      if (limits[field] === undefined) continue;
      entry[field] = draft[locale][field].trim() || null;
    }
    return TRANSLATION_FIELDS.some((field) => entry[field]) ? [entry] : [];
  });
}
