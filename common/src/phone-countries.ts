/**
 * The countries a booking's phone may come from: calling code, the national number's length (without a trunk
 * 0), how it is grouped for reading, and an example for the field's placeholder. Visitors to Korea come mostly
 * from these; a number of another country is refused rather than guessed at.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2. */
  iso: string;
  /** The calling code without `+`. */
  code: string;
  /** The country's name in Korean (the selector's default label; other locales use Intl.DisplayNames). */
  nameKo: string;
  /** Digits of the national number (after the calling code, trunk 0 dropped): [min, max]. */
  lengths: readonly [number, number];
  /** People write a domestic 0 before the number (`090-…`), which goes after `+81`. */
  trunkZero: boolean;
  /** How the national number reads in groups (the last group takes what is left). */
  groups: readonly number[];
  /** A made-up national number in its usual spelling, for the placeholder. */
  example: string;
}

const country = (
  iso: string,
  code: string,
  nameKo: string,
  lengths: readonly [number, number],
  groups: readonly number[],
  example: string,
  trunkZero = true,
): PhoneCountry => ({ iso, code, nameKo, lengths, groups, example, trunkZero });

/** Korea first (the default), then by how many visitors come from each. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  country('KR', '82', '대한민국', [9, 10], [2, 4, 4], '010-1234-5678'),
  country('CN', '86', '중국', [11, 11], [3, 4, 4], '131-2345-6789', false),
  country('JP', '81', '일본', [9, 10], [2, 4, 4], '90-1234-5678'),
  country('TW', '886', '대만', [9, 9], [3, 3, 3], '912-345-678'),
  country('US', '1', '미국·캐나다', [10, 10], [3, 3, 4], '415-555-0100', false),
  country('HK', '852', '홍콩', [8, 8], [4, 4], '5123-4567', false),
  country('MO', '853', '마카오', [8, 8], [4, 4], '6612-3456', false),
  country('SG', '65', '싱가포르', [8, 8], [4, 4], '8123-4567', false),
  country('TH', '66', '태국', [9, 9], [2, 3, 4], '81-234-5678'),
  country('VN', '84', '베트남', [9, 10], [2, 3, 4], '91-234-5678'),
  country('PH', '63', '필리핀', [10, 10], [3, 3, 4], '917-123-4567'),
  country('MY', '60', '말레이시아', [9, 10], [2, 4, 4], '12-345-6789'),
  country('ID', '62', '인도네시아', [9, 12], [3, 4, 5], '812-3456-7890'),
  country('IN', '91', '인도', [10, 10], [5, 5], '98765-43210', false),
  country('MN', '976', '몽골', [8, 8], [4, 4], '8812-3456', false),
  country('RU', '7', '러시아', [10, 10], [3, 3, 4], '912-345-6789', false),
  country('AU', '61', '호주', [9, 9], [3, 3, 3], '412-345-678'),
  country('NZ', '64', '뉴질랜드', [8, 10], [2, 3, 5], '21-123-4567'),
  country('GB', '44', '영국', [10, 10], [4, 6], '7400-123456'),
  country('DE', '49', '독일', [10, 11], [3, 8], '151-23456789'),
  country('FR', '33', '프랑스', [9, 9], [1, 2, 2, 2, 2], '6-12-34-56-78'),
  country('IT', '39', '이탈리아', [9, 11], [3, 3, 5], '312-345-6789', false),
  country('ES', '34', '스페인', [9, 9], [3, 3, 3], '612-345-678', false),
  country('NL', '31', '네덜란드', [9, 9], [1, 8], '6-12345678'),
  country('CH', '41', '스위스', [9, 9], [2, 3, 4], '78-123-4567'),
  country('AE', '971', '아랍에미리트', [9, 9], [2, 3, 4], '50-123-4567'),
];

/** `+` digits at most (ITU E.164). */
export const E164_MAX_DIGITS = 15;

export const phoneCountryByIso = (iso: string): PhoneCountry | undefined => PHONE_COUNTRIES.find((c) => c.iso === iso);

/**
 * The country whose calling code starts `digits` (calling codes are prefix-free, so at most one matches);
 * `+1` reads as the US entry, which stands for all of North America's numbering plan.
 */
export function phoneCountryOf(digits: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => digits.startsWith(c.code));
}

/** `9012345678` of JP as `90-1234-5678`: the country's groups, as far as the digits go. */
export function groupNational(national: string, groups: readonly number[], separator = '-'): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= national.length) break;
    parts.push(national.slice(at, at + size));
    at += size;
  }
  if (at < national.length) parts[parts.length - 1] += national.slice(at);
  return parts.join(separator);
}
