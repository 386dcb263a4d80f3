/**
 * Korean particles (조사) chosen by how the word's last syllable is read: with a final consonant (받침) or
 * without, and for 으로/로 whether that consonant is ㄹ. Rules in docs/decisions/admin.md "Korean particles".
 */

export type ParticlePair = '을/를' | '이/가' | '은/는' | '으로/로' | '과/와' | '아/야';

/** What a word's last sound ends in: no final consonant, ㄹ, another one, or unknown (empty, symbols only). */
type Ending = 'open' | 'rieul' | 'closed' | 'unknown';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final-consonant index of ㄹ in a precomposed syllable (code − 0xAC00) % 28. */
const JONG_RIEUL = 8;

/** Digits as Korean reads them: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_ENDINGS: Ending[] = [
  'closed',
  'rieul',
  'open',
  'closed',
  'open',
  'open',
  'closed',
  'rieul',
  'rieul',
  'open',
];
/** Latin letters by their Korean names: 엘·알 end in ㄹ, 엠·엔 in a consonant, the rest (에이, 비, 씨 …) open. */
const LETTER_ENDINGS: Record<string, Ending> = { l: 'rieul', r: 'rieul', m: 'closed', n: 'closed' };

const FORMS: Record<ParticlePair, [closed: string, open: string]> = {
  '을/를': ['을', '를'],
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '으로/로': ['으로', '로'],
  '과/와': ['과', '와'],
  '아/야': ['아', '야'],
};

function endingOf(word: string): Ending {
  // Trailing spaces, brackets, quotes and punctuation are not read: '쉼 호텔 (본관)' ends in 관.
  const match = /([\uac00-\ud7a3]|[A-Za-z]|\d+)[^\uac00-\ud7a3A-Za-z\d]*$/u.exec(word);
  if (!match) return 'unknown';
  const last = match[1]!;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const jong = (code - HANGUL_FIRST) % 28;
    return jong === 0 ? 'open' : jong === JONG_RIEUL ? 'rieul' : 'closed';
  }
  if (/\d/.test(last)) return numberEnding(last);
  return LETTER_ENDINGS[last.toLowerCase()] ?? 'open';
}

/**
 * A run of digits read as a number: '3' 삼, '12' 십이, '0' 영; one ending in zeros by its unit: 십 백 천 만 억
 * end in a consonant, 조 (from 10¹²) does not.
 */
function numberEnding(digits: string): Ending {
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === 0 || zeros === digits.length) return DIGIT_ENDINGS[Number(digits.at(-1))]!;
  return zeros >= 12 ? 'open' : 'closed';
}

/** The particle alone for `word`: particle('호텔', '으로/로') is '로'. Unreadable words get both ('을(를)'). */
export function particle(word: string, pair: ParticlePair): string {
  const [closed, open] = FORMS[pair];
  const ending = endingOf(word);
  if (ending === 'unknown') return `${closed}(${open})`;
  if (pair === '으로/로') return ending === 'closed' ? closed : open;
  return ending === 'open' ? open : closed;
}

/** The word followed by its particle: withParticle('쉼 호텔', '을/를') is '쉼 호텔을'. */
export const withParticle = (word: string, pair: ParticlePair): string => `${word}${particle(word, pair)}`;
