import type { Locale } from './locales';
import { KO_NOTICES, type NoticeCatalogue } from './notices';
import { EN_NOTICES } from './notices.en';
import { JA_NOTICES } from './notices.ja';
import { ZH_HANS_NOTICES } from './notices.zh-Hans';

/** Each language's booking notices (the Korean ones are the source; the others translate them). */
export const NOTICES_BY_LOCALE: Record<Locale, NoticeCatalogue> = {
  ko: KO_NOTICES,
  en: EN_NOTICES,
  ja: JA_NOTICES,
  'zh-Hans': ZH_HANS_NOTICES,
};

/** The notices of a booking's language; Korean for anything else. */
export const noticesFor = (locale: string | null | undefined): NoticeCatalogue =>
  NOTICES_BY_LOCALE[locale as Locale] ?? KO_NOTICES;
