import { englishAddress } from '@shim/common/english-address';
import type { Locale } from '@shim/common/locales';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * A landmark's address as a visitor reads it: the English form on a foreign-language page (`161 Sajik-ro,
 * Jongno-gu, Seoul`), else as stored; without one, its location (`regionName`: romanised the same way).
 */
export function addressFor(
  locale: Locale,
  address: string | null | undefined,
  location: string,
  regionName: (region: string) => string,
): string {
  if (!address) return regionName(location);
  return locale !== 'ko' && HANGUL.test(address) ? englishAddress(address) : address;
}
