/**
 * The languages guests can read the site in. Korean is the default and the source of truth: every other
 * locale is a translation of it. Consoles (manager, admin) stay Korean.
 */
export const LOCALES = ['ko', 'en', 'ja', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';
/** The locales that are translations, i.e. all but Korean. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, 'ko'>[];

/** The URL prefix of a translated locale's public pages (`/en/…`); Korean pages keep their paths. */
export const LOCALE_PREFIX: Record<Exclude<Locale, 'ko'>, string> = { en: 'en', ja: 'ja', 'zh-Hans': 'zh' };

/** BCP 47 tags for `<html lang>`, `hreflang` and Intl; `og:locale` uses the underscore form. */
export const LOCALE_TAG: Record<Locale, string> = { ko: 'ko', en: 'en', ja: 'ja', 'zh-Hans': 'zh-Hans' };
export const OG_LOCALE: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP', 'zh-Hans': 'zh_CN' };

/** The name of each language in itself, for the language switch. */
export const LOCALE_NAME: Record<Locale, string> = { ko: '한국어', en: 'English', ja: '日本語', 'zh-Hans': '简体中文' };

/** The cookie that remembers a visitor's language choice (set by the header's switch). */
export const LOCALE_COOKIE = 'shim_locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale a path starts with, and the path without it: `/en/hotel/3` → en, `/hotel/3`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ja|zh)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const locale = (Object.keys(LOCALE_PREFIX) as Exclude<Locale, 'ko'>[]).find(
    (key) => LOCALE_PREFIX[key] === match[1],
  )!;
  return { locale, path: pathname.slice(match[0].length) || '/' };
}

/** A Korean path in a locale: `/hotel/3` in en → `/en/hotel/3`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'ko') return path;
  return `/${LOCALE_PREFIX[locale]}${path === '/' ? '' : path}`;
}

/** The router's basename of a locale's pages: `/en`, none for Korean. */
export const localeBasename = (locale: Locale): string | undefined =>
  locale === 'ko' ? undefined : `/${LOCALE_PREFIX[locale]}`;

/**
 * The best locale for an `Accept-Language` header (q-values honoured): `zh`, `zh-CN`, `zh-Hans` and `zh-SG`
 * read Simplified Chinese; anything unknown reads Korean.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A language tag's locale, or null: `en-GB` → en, `zh-TW` → null (Traditional is not offered). */
export function localeOfTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const [language, region] = lower.split('-');
  if (language === 'ko' || language === 'en' || language === 'ja') return language;
  if (language === 'zh') return region === undefined || ['hans', 'cn', 'sg'].includes(region) ? 'zh-Hans' : null;
  return null;
}
