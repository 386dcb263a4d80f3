/**
 * Hangul for the search box's matching: a spacing- and punctuation-free key, its 초성 (initial consonants), its
 * jamo (for typo tolerance by trigrams), suffix-stripped variants, and the pattern of a text whose last
 * syllable is still being typed ("해운ㄷ", "하느" on the way to 하늘). The server's SQL functions
 * (`place_key`, `hangul_initials`, `hangul_jamo`) compute the same for lodgings and landmarks.
 */
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
export const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
export const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
/** Final consonants by index 1..27 (index 0 is "none"). */
export const FINALS = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

const isSyllable = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;

/** Spaces and the punctuation of place names (`·`, `.`, `-`, brackets, commas, slashes) taken out, lower-cased. */
export function placeKey(text: string): string {
  return text.replace(/[\s·ㆍ∙・.\-()[\],/]+/gu, '').toLowerCase();
}

/** Each syllable as its initial consonant; anything else kept. `하늘채` → `ㅎㄴㅊ`. */
export function hangulInitials(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += isSyllable(code) ? INITIALS[Math.floor((code - SYLLABLE_FIRST) / 588)] : ch;
  }
  return out;
}

/** Each syllable as its jamo (initial, medial, final). `해운대` → `ㅎㅐㅇㅜㄴㄷㅐ`. */
export function hangulJamo(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (!isSyllable(code)) {
      out += ch;
      continue;
    }
    const offset = code - SYLLABLE_FIRST;
    const final = offset % 28;
    out += INITIALS[Math.floor(offset / 588)]! + MEDIALS[Math.floor((offset % 588) / 28)]!;
    if (final > 0) out += FINALS[final - 1]!;
  }
  return out;
}

/** Only initial consonants (what one types as 초성 search: `ㅎㄴㅊ`). */
export const isInitialsOnly = (text: string): boolean =>
  text.length > 0 && [...text].every((ch) => INITIALS.includes(ch));

// Longest first: `특별자치도` before `도`.
const AREA_SUFFIXES = ['특별자치시', '특별자치도', '특별시', '광역시', '시', '군', '구', '읍', '면', '동', '도', '역'];

/** The key without its administrative or station suffix (`해운대구` → `해운대`), unless that leaves one character. */
export function stripPlaceSuffix(key: string): string {
  for (const suffix of AREA_SUFFIXES) {
    if (key.endsWith(suffix) && key.length - suffix.length >= 2) return key.slice(0, -suffix.length);
  }
  return key;
}

const syllable = (initial: number, medial: number, final: number) =>
  String.fromCharCode(SYLLABLE_FIRST + initial * 588 + medial * 28 + final);

/** Regex-escaped for PostgreSQL's `~` (advanced regular expressions). */
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** The text before an unfinished last character: what every name `partialSyllablePattern` matches begins with. */
export const partialSyllableHead = (key: string): string => [...key].slice(0, -1).join('');

/**
 * A POSIX regex (anchored at the start) for a text whose last character may be unfinished, or null when the
 * plain prefix says it all. A lone initial consonant stands for any syllable it begins (`해운ㄷ` → `^해운[다-딯]`);
 * a syllable without a final may still get one (`하느` → `^하[느-늫]`); a syllable's final may be the next
 * syllable's initial (`해운댛`… `하늘챃`: `핸` → `^(핸|해[나-닣])`).
 */
export function partialSyllablePattern(key: string): string | null {
  const chars = [...key];
  const last = chars.pop();
  if (!last) return null;
  const head = escapeRegex(chars.join(''));
  const code = last.codePointAt(0)!;
  const initialIndex = INITIALS.indexOf(last);
  if (initialIndex >= 0) return `^${head}[${syllable(initialIndex, 0, 0)}-${syllable(initialIndex, 20, 27)}]`;
  if (!isSyllable(code)) return null;
  const offset = code - SYLLABLE_FIRST;
  const initial = Math.floor(offset / 588);
  const medial = Math.floor((offset % 588) / 28);
  const final = offset % 28;
  if (final === 0) return `^${head}[${syllable(initial, medial, 0)}-${syllable(initial, medial, 27)}]`;
  // The final as the next syllable's initial, when it can begin one (ㄳ, ㄺ… cannot).
  const nextInitial = INITIALS.indexOf(FINALS[final - 1]!);
  if (nextInitial < 0) return null;
  const open = syllable(initial, medial, 0);
  return `^${head}(${last}|${open}[${syllable(nextInitial, 0, 0)}-${syllable(nextInitial, 20, 27)}])`;
}
