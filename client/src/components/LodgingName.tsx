import { romanizePlace } from '@shim/common/romanize';
import { useLocale } from '../i18n/I18nProvider';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * The romanised form to show beside a lodging's name: for a visitor reading another language than Korean, when
 * the name has no translation (still Hangul) and the server gave its romanisation; null otherwise.
 */
export function useRomanizedName(name: string, romanizedName?: string | null): string | null {
  const locale = useLocale();
  return locale !== 'ko' && romanizedName && HANGUL.test(name) ? romanizedName : null;
}

/** A lodging's name as the server gives it (in the page's language when translated), its romanisation under it. */
export function LodgingName({
  name,
  romanizedName,
  className = 'block text-xs font-normal text-stone-500',
}: {
  name: string;
  romanizedName?: string | null;
  className?: string;
}) {
  const romanized = useRomanizedName(name, romanizedName);
  return (
    <>
      {name}
      {romanized && (
        <span lang="ko-Latn" className={className}>
          {romanized}
        </span>
      )}
    </>
  );
}

/**
 * A region as addresses give it (서울특별시 종로구), romanised for a visitor reading another language (Seoul
 * Jongno-gu): the server keeps regions Korean, as addresses are.
 */
export function useRegionName(): (region: string) => string {
  const locale = useLocale();
  return (region) => (locale !== 'ko' && HANGUL.test(region) ? romanizePlace(region) : region);
}
